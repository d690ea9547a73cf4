import { ROUTES } from '@fastforward/domain';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { LoadingShip } from '../../../components/loading-ship';
import { PublicCard } from '../../../components/public-card';
import { TextField } from '../../../components/text-field';
import { requestPasswordReset } from '../api/forgot-password';

/** Asks for a reset link by username and shows the server's answer. */
export function ForgotPasswordPage() {
  const [username, setUsername] = useState('');
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (username.trim() === '') return;
    setSending(true);
    try {
      const body = await requestPasswordReset(username.trim());
      setAnswer(body.message ?? '');
    } catch {
      // The http client has shown the failure.
    } finally {
      setSending(false);
    }
  }

  return (
    <PublicCard title="Forgot Password">
      <form className="ff-form" onSubmit={handleSubmit} noValidate>
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          value={username}
          onChange={setUsername}
        />
        {sending ? (
          <LoadingShip spinner />
        ) : (
          <button type="submit" className="ff-button">
            Send Reset Link
          </button>
        )}
        {answer ? (
          <p className="ff-info" role="status">
            {answer}
          </p>
        ) : null}
        <Link className="ff-link" to={ROUTES.login}>
          Back to sign-in
        </Link>
      </form>
    </PublicCard>
  );
}
