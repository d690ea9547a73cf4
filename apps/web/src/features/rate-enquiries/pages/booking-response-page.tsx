import { useParams, useSearchParams } from 'react-router';
import { PublicCard } from '../../../components/public-card';
import { BookingLinkInvalid, BookingPageBody } from './booking-page-body';

/**
 * /booking-response/:refNo?token=…: the booking form through the mailed link, without signing in.
 * The reference names the enquiry; only the token opens it. Unknown, used and expired links all
 * read "expired or not valid" (and, as SPEC §2 wants on this path, offer no way into the dashboard).
 */
export function BookingResponsePage() {
  const refNo = useParams().refNo ?? '';
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  if (refNo === '' || token === '') {
    return (
      <PublicCard title="Booking Form" wide>
        <BookingLinkInvalid />
      </PublicCard>
    );
  }
  return <BookingPageBody target={{ kind: 'link', refNo, token }} />;
}
