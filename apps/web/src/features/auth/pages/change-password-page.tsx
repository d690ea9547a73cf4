import { MESSAGES, ROUTES, validatePasswordPair } from '@fastforward/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FormError } from '../../../components/form-error';
import { LoadingShip } from '../../../components/loading-ship';
import { PasswordField } from '../../../components/password-field';
import { PublicCard } from '../../../components/public-card';
import { openDialog, showErrorDialog } from '../../../lib/dialogs';
import { isSilentError } from '../../../lib/http';
import { clearQueryCache } from '../../../lib/query-cache';
import { clearSession } from '../../../lib/session';
import { changePassword } from '../api/change-password';
import { PasswordPairFields } from '../components/password-pair-fields';

/** SPEC §2: the first-login link's timestamp is base64-encoded twice; an earlier one has expired. */
export function isEncodedTimestampExpired(encoded: string, now = Date.now()): boolean {
  try {
    const value = Number(atob(atob(encoded)));
    return !Number.isFinite(value) || value < now;
  } catch {
    return true;
  }
}

type ChangePasswordPageProps = { requireCurrentPassword?: boolean };

/**
 * /change-password (first login, no current password) and /dashboard/changePassword (asks for it).
 * A success ends all the user's sessions on the server, so the user signs in again.
 */
export function ChangePasswordPage({ requireCurrentPassword = false }: ChangePasswordPageProps) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const linkTimestamp = searchParams.get('t');
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (linkTimestamp === null || !isEncodedTimestampExpired(linkTimestamp)) return;
    void openDialog({ title: MESSAGES.errorTitle, text: MESSAGES.forgetLinkExpired }).then(() =>
      navigate(ROUTES.login, { replace: true }),
    );
  }, [linkTimestamp, navigate]);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problem =
      requireCurrentPassword && currentPassword === ''
        ? MESSAGES.passwordEmpty
        : validatePasswordPair(password, confirmation);
    setMessage(problem);
    if (problem) return;
    setSubmitting(true);
    let succeeded = false;
    try {
      succeeded = await changePassword({
        ...(requireCurrentPassword ? { currentPassword } : {}),
        password,
        cpassword: confirmation,
      });
    } catch (error) {
      // The http client has shown why; a cancelled duplicate leaves the newer submit in charge.
      if (!isSilentError(error)) setSubmitting(false);
      return;
    }
    setSubmitting(false);
    if (!succeeded) {
      void showErrorDialog(MESSAGES.errorTitle, MESSAGES.updateUnsuccessful);
      return;
    }
    await openDialog({ title: MESSAGES.passwordChangedTitle, text: MESSAGES.passwordChangedText });
    clearQueryCache();
    clearSession();
    navigate(ROUTES.login, { replace: true });
  }

  return (
    <PublicCard title="Change Password">
      <form className="ff-form" onSubmit={handleSubmit} noValidate>
        {requireCurrentPassword ? (
          <PasswordField
            label="Current Password"
            name="currentPassword"
            autoComplete="current-password"
            value={currentPassword}
            onChange={setCurrentPassword}
          />
        ) : null}
        <PasswordPairFields
          password={password}
          confirmation={confirmation}
          confirmationLabel="Confirm Password"
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
        />
        <FormError message={message} />
        {submitting ? (
          <LoadingShip spinner />
        ) : (
          <button type="submit" className="ff-button">
            Update
          </button>
        )}
      </form>
    </PublicCard>
  );
}
