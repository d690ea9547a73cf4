import { REGISTRATION_MESSAGES, ROUTES, type VerifyEmailResponse } from '@fastforward/domain';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadingShip } from '../../../components/loading-ship';
import { PublicCard } from '../../../components/public-card';
import { verifyEmail } from '../api/registration';

type State =
  | { status: 'verifying' }
  | { status: 'done'; result: VerifyEmailResponse }
  | { status: 'failed'; message: string };

/** /verify-email?token=…: the link of the registration e-mail proves the address. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>({ status: 'verifying' });

  useEffect(() => {
    let active = true;
    verifyEmail(token)
      .then((body) => active && setState({ status: 'done', result: body.data }))
      .catch(
        (error: unknown) =>
          active &&
          setState({
            status: 'failed',
            message: error instanceof Error ? error.message : REGISTRATION_MESSAGES.verificationLinkInvalid,
          }),
      );
    return () => {
      active = false;
    };
  }, [token]);

  return (
    <PublicCard title="E-mail verification">
      {state.status === 'verifying' ? <LoadingShip spinner /> : null}
      {state.status === 'done' ? (
        <>
          <p className="ff-info" role="status">
            {REGISTRATION_MESSAGES.emailVerified}
          </p>
          <p>
            {state.result.isSystemVerified
              ? 'Your company is approved: you can sign in now.'
              : 'The FastForward team now reviews your company. We will e-mail you when it is approved; you can already sign in to see its status.'}
          </p>
        </>
      ) : null}
      {state.status === 'failed' ? (
        <p className="ff-error" role="alert">
          {state.message}
        </p>
      ) : null}
      <Link className="ff-link" to={ROUTES.login}>
        Go to sign-in
      </Link>
    </PublicCard>
  );
}
