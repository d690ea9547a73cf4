import { REGISTRATION_ROUTES, ROUTES, SHELL_MESSAGES } from '@fastforward/domain';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { FullPageLoading } from '../../../components/loading-ship';
import { PasswordField } from '../../../components/password-field';
import { PublicCard } from '../../../components/public-card';
import { TextField } from '../../../components/text-field';
import { openDialog, showErrorDialog } from '../../../lib/dialogs';

/** A remembered private path is honoured when the flow lands on its area's home anyway (the dashboard's, the platform's). */
const AREA_HOMES: readonly string[] = [ROUTES.dashboard, ROUTES.superUserDashboard];
const pickTarget = (to: string, from: string | undefined) =>
  AREA_HOMES.includes(to) && from?.startsWith(`${to}/`) ? from : to;

/**
 * The login call and the flow after it (the http client, the permission catalogue the flow reads)
 * load once the form is first used, so the page opens without them; a submit waits for them if
 * they are not in yet.
 */
const loadSignIn = () => import('../api/login');
type SignInCode = Awaited<ReturnType<typeof loadSignIn>>;

type SignInPageProps = {
  /** Loads the code of the screen at a path: the landing opens whole, the animation shows meanwhile. */
  prepareLanding?: (path: string) => Promise<void>;
};

/** The sign-in screen of SPEC §2 running the login flow of SPEC §4. */
export function SignInPage({ prepareLanding }: SignInPageProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [processing, setProcessing] = useState(false);

  async function land(to: string) {
    // A failed load shows on the screen itself, once there.
    await prepareLanding?.(to).catch(() => undefined);
    navigate(to, { replace: true });
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    // SPEC §5: with an empty field nothing happens and no message shows.
    if (username === '' || password === '') return;
    setProcessing(true);
    let code: SignInCode | undefined;
    try {
      code = await loadSignIn();
      const step = await code.signIn(username, password);
      // SPEC §8, literally: success false shows nothing and the processing state stays on.
      if (!step) return;
      if (step.kind === 'navigate') {
        await land(pickTarget(step.to, from));
        return;
      }
      const answer = await openDialog({
        title: SHELL_MESSAGES.noteTitle,
        text: SHELL_MESSAGES.noTermsText,
        buttons: ['Skip', 'Ok'],
      });
      await land(answer === 'Ok' ? step.onOk : pickTarget(step.onSkip, from));
    } catch (error) {
      setProcessing(false);
      // Without its code (a failed load) the failure is the load's own.
      const failure = code
        ? code.describeSignInFailure(error)
        : { title: SHELL_MESSAGES.errorTitle, text: error instanceof Error ? error.message : String(error) };
      if (failure) void showErrorDialog(failure.title, failure.text);
    }
  }

  if (processing) return <FullPageLoading />;

  return (
    <PublicCard>
      <p className="ff-tagline">{SHELL_MESSAGES.tagline}</p>
      <form className="ff-form" onSubmit={handleSubmit} onFocus={() => void loadSignIn()} noValidate>
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
      <p className="ff-register">
        New to FastForward?{' '}
        <Link className="ff-link" to={REGISTRATION_ROUTES.form}>
          Register your company
        </Link>
      </p>
    </PublicCard>
  );
}
