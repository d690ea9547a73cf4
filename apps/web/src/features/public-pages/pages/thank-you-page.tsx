import { ROUTES } from '@fastforward/domain';
import { Link, useLocation } from 'react-router';
import { PublicCard } from '../../../components/public-card';

/** Shown after a public form (registration, feedback) has been sent. */
export function ThankYouPage() {
  const registeredEmail = (useLocation().state as { registeredEmail?: string } | null)?.registeredEmail;
  return (
    <PublicCard title="Thank you">
      {registeredEmail ? (
        <>
          <p>Your company registration has been received.</p>
          <p>
            We have sent a verification link to <strong>{registeredEmail}</strong>. Open it to verify your
            e-mail address; the FastForward team then reviews your company and tells you by e-mail when it is
            approved.
          </p>
        </>
      ) : (
        <p>We have received your submission and will get back to you soon.</p>
      )}
      <Link className="ff-link" to={ROUTES.login}>
        Go to sign-in
      </Link>
    </PublicCard>
  );
}
