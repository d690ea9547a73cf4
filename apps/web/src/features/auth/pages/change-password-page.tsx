import { decodeLinkTimestamp, MESSAGES, ROUTES, validatePasswordPair } from '@fastforward/domain';
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
import { checkFirstLoginLink } from '../api/check-first-login-link';
import { setFirstLoginPassword } from '../api/set-first-login-password';
import { PasswordPairFields } from '../components/password-pair-fields';

/** SPEC §2: the first-login link's timestamp is base64-encoded twice; an earlier one has expired. */
export function isEncodedTimestampExpired(encoded: string, now = Date.now()): boolean {
  const expiry = decodeLinkTimestamp(encoded);
  return expiry === null || expiry < now;
}

type ChangePasswordPageProps = { requireCurrentPassword?: boolean };

/**
 * /change-password (first login, no current password) and /dashboard/changePassword (asks for it).
 * Opened from an invitation e-mail (`?t=…&token=…`) it needs no session: the link's token sets the
 * first password. A success ends all the user's sessions on the server, so the user signs in again.
 */
export function ChangePasswordPage({ requireCurrentPassword = false }: ChangePasswordPageProps) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const linkTimestamp = searchParams.get('t');
  const linkToken = searchParams.get('token');
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (linkTimestamp === null && linkToken === null) return;
    let cancelled = false;
    const expired = async () =>
      (linkTimestamp !== null && isEncodedTimestampExpired(linkTimestamp)) ||
      (linkToken !== null && !(await checkFirstLoginLink(linkToken).catch(() => false)));
    void expired().then(async (isExpired) => {
      if (!isExpired || cancelled) return;
      await openDialog({ title: MESSAGES.errorTitle, text: MESSAGES.forgetLinkExpired });
      navigate(ROUTES.login, { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [linkTimestamp, linkToken, navigate]);

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
      succeeded = linkToken
        ? await setFirstLoginPassword({ token: linkToken, password, cpassword: confirmation })
        : await changePassword({
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
