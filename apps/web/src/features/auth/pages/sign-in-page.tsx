import { MESSAGES, ROUTES, resolveLoginFlow } from '@fastforward/domain';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { FullPageLoading } from '../../../components/loading-ship';
import { PasswordField } from '../../../components/password-field';
import { PublicCard } from '../../../components/public-card';
import { TextField } from '../../../components/text-field';
import { openDialog, showErrorDialog } from '../../../lib/dialogs';
import { HttpError, isSilentError } from '../../../lib/http';
import { clearQueryCache } from '../../../lib/query-cache';
import { saveLoginSession } from '../../../lib/session';
import { login } from '../api/login';

/** A remembered private path is honoured when the flow lands on the dashboard anyway. */
const pickTarget = (to: string, from: string | undefined) =>
  to === ROUTES.dashboard && from?.startsWith(`${ROUTES.dashboard}/`) ? from : to;

/** The sign-in screen of SPEC §2 running the login flow of SPEC §4. */
export function SignInPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [processing, setProcessing] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    // SPEC §5: with an empty field nothing happens and no message shows.
    if (username === '' || password === '') return;
    setProcessing(true);
    try {
      const body = await login({ username, password });
      // SPEC §8, literally: success false shows nothing and the processing state stays on.
      if (!body.success) return;
      const data = body.data;
      clearQueryCache();
      saveLoginSession(username, data);
      const step = resolveLoginFlow({ ...data, username, permissions: data.permissions.map((p) => p.name) });
      if (step.kind === 'navigate') {
        navigate(pickTarget(step.to, from), { replace: true });
        return;
      }
      const answer = await openDialog({
        title: MESSAGES.noteTitle,
        text: MESSAGES.noTermsText,
        buttons: ['Skip', 'Ok'],
      });
      navigate(answer === 'Ok' ? step.onOk : pickTarget(step.onSkip, from), { replace: true });
    } catch (error) {
      setProcessing(false);
      if (isSilentError(error)) return;
      const title = (error instanceof HttpError && error.body?.error) || MESSAGES.errorTitle;
      const text =
        (error instanceof HttpError && error.body?.message) ||
        (error instanceof Error ? error.message : String(error));
      void showErrorDialog(title, text);
    }
  }

  if (processing) return <FullPageLoading />;

  return (
    <PublicCard>
      <p className="ff-tagline">{MESSAGES.tagline}</p>
      <form className="ff-form" onSubmit={handleSubmit} noValidate>
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          value={username}
          onChange={setUsername}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
        <button type="submit" className="ff-button">
          Login
        </button>
        <Link className="ff-link" to={ROUTES.forgotPassword}>
          Forgot Password?
        </Link>
      </form>
    </PublicCard>
  );
}
