import { forgotPasswordRequestSchema, ROUTES } from '@fastforward/domain';
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
  const [error, setError] = useState<string | undefined>();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    // The request's own schema says what is missing ('Username is required') before any call.
    const parsed = forgotPasswordRequestSchema.safeParse({ username });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setAnswer(null);
    setSending(true);
    try {
      const body = await requestPasswordReset(parsed.data.username);
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
          onChange={(value) => {
            setUsername(value);
            setError(undefined);
          }}
          error={error}
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
