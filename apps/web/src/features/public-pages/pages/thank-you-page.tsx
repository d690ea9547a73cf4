import { ROUTES } from '@fastforward/domain';
import { Link } from 'react-router';
import { PublicCard } from '../../../components/public-card';

/** Shown after a public form (registration, feedback) has been sent. */
export function ThankYouPage() {
  return (
    <PublicCard title="Thank you">
      <p>We have received your submission and will get back to you soon.</p>
      <Link className="ff-link" to={ROUTES.login}>
        Go to sign-in
      </Link>
    </PublicCard>
  );
}
