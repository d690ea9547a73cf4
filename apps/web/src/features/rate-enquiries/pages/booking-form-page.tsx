import { useSearchParams } from 'react-router';
import { BookingPageBody } from './booking-page-body';

/** /booking-form?enquiry=<id>: the signed-in customer books its selected option. */
export function BookingFormPage() {
  const [params] = useSearchParams();
  const enquiryId = Number(params.get('enquiry'));
  const valid = Number.isInteger(enquiryId) && enquiryId > 0;
  return <BookingPageBody target={valid ? { kind: 'app', enquiryId } : null} />;
}
