import { MESSAGES, ROUTES, validatePasswordPair } from '@fastforward/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { FormError } from '../../../components/form-error';
import { FullPageLoading } from '../../../components/loading-ship';
import { PublicCard } from '../../../components/public-card';
import { openDialog, showErrorDialog } from '../../../lib/dialogs';
import { isSilentError } from '../../../lib/http';
import { checkResetLink } from '../api/check-reset-link';
import { updatePassword } from '../api/update-password';
import { PasswordPairFields } from '../components/password-pair-fields';

/** The link's timestamp is its expiry in ms since the epoch (PRODUCT §6). */
export const isTimestampExpired = (timestamp: string | undefined, now = Date.now()) => {
  const value = Number(timestamp);
  return !Number.isFinite(value) || value < now;
};

/** /update-password/:uname/:timestamp?token=… (SPEC §2, §8). */
export function ResetPasswordPage() {
  const { uname = '', timestamp } = useParams();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [updating, setUpdating] = useState(false);

  useEffect(() => {
    let active = true;
    const expire = async () => {
      await openDialog({ title: MESSAGES.errorTitle, text: MESSAGES.resetLinkExpired });
      navigate(ROUTES.login, { replace: true });
    };
    if (isTimestampExpired(timestamp)) {
      void expire();
      return;
    }
    checkResetLink(uname, token)
      .then((valid) => {
        if (active && !valid) void expire();
      })
      .catch(() => {
        if (active) void expire();
      });
    return () => {
      active = false;
    };
  }, [uname, timestamp, token, navigate]);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = validatePasswordPair(password, confirmation);
    setMessage(problem);
    if (problem) return;
    setUpdating(true);
    let succeeded = false;
    try {
      succeeded = await updatePassword({ username: uname, password, confirmPassword: confirmation, token });
    } catch (error) {
      // A second submit cancelled this one (SPEC §8: dropped silently); the newer one carries on.
      if (isSilentError(error)) return;
      succeeded = false;
    }
    setUpdating(false);
    if (!succeeded) {
      void showErrorDialog(MESSAGES.errorTitle, MESSAGES.updateUnsuccessful);
      return;
    }
    await openDialog({ title: MESSAGES.passwordChangedTitle, text: MESSAGES.passwordChangedText });
    navigate(ROUTES.login, { replace: true });
  }

  return (
    <>
      {updating ? <FullPageLoading message={MESSAGES.updatingPassword} /> : null}
      <PublicCard title={MESSAGES.resetPasswordTitle}>
        <form className="ff-form" onSubmit={handleSubmit} noValidate>
          <PasswordPairFields
            password={password}
            confirmation={confirmation}
            confirmationLabel="Password Confirmation"
            onPasswordChange={setPassword}
            onConfirmationChange={setConfirmation}
          />
          <FormError message={message} />
          <button type="submit" className="ff-button">
            Update
          </button>
        </form>
      </PublicCard>
    </>
  );
}
