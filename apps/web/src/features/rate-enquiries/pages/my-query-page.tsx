import { canCancelEnquiry, ENQUIRY_ROUTES } from '@fastforward/domain';
import { Button, SimpleGrid, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useConfirmDialog } from '../../../components/confirm-dialog';
import { useCancelEnquiry } from '../api/cancel-enquiry';
import { useEnquiry } from '../api/get-enquiry';
import { CustomerBookingPanel } from '../components/booking/customer-booking-panel';
import { CustomerQuotesPanel } from '../components/customer-quotes/customer-quotes-panel';
import { CustomerOnly } from '../components/enquiry/customer-only';
import { EnquiryAttachments } from '../components/enquiry/enquiry-attachments';
import { EnquiryDetails } from '../components/enquiry/enquiry-details';
import { EnquiryHeader } from '../components/enquiry/enquiry-header';
import { EnquiryHistory } from '../components/enquiry/enquiry-history';
import { EnquiryLoadState } from '../components/enquiry/enquiry-not-found';

/** ENQUIRY_ROUTES.myQuery: one of the customer's enquiries, its quotes and booking. */
export function MyQueryPage() {
  return (
    <CustomerOnly title="Enquiry">
      <MyQuery />
    </CustomerOnly>
  );
}

function MyQuery() {
  const id = Number(useParams().id);
  const enquiry = useEnquiry('customer', id);
  const cancel = useCancelEnquiry('customer');
  const { confirm, dialog } = useConfirmDialog();
  if (!enquiry.data) return <EnquiryLoadState error={enquiry.error} backTo={ENQUIRY_ROUTES.myQueries} />;
  const e = enquiry.data;

  const cancelEnquiry = async () => {
    const question = `Cancel enquiry ${e.reference}? Your forwarder is told; a cancelled enquiry cannot be reopened.`;
    if (!(await confirm({ message: question, confirmLabel: 'Cancel enquiry' }))) return;
    await cancel.mutateAsync({ id: e.id, body: { version: e.version } }).catch(() => undefined);
  };

  return (
    <Stack>
      <EnquiryHeader
        door="customer"
        enquiry={e}
        party={`With ${e.forwarder.name}`}
        actions={
          canCancelEnquiry(e.status) ? (
            <Button
              color="red"
              variant="subtle"
              onClick={() => void cancelEnquiry()}
              loading={cancel.isPending}
            >
              Cancel enquiry
            </Button>
          ) : null
        }
      />
      <CustomerQuotesPanel enquiry={e} />
      <CustomerBookingPanel enquiry={e} />
      <EnquiryDetails enquiry={e} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <EnquiryHistory door="customer" id={e.id} />
        <EnquiryAttachments door="customer" id={e.id} canAttach={canCancelEnquiry(e.status)} />
      </SimpleGrid>
      {dialog}
    </Stack>
  );
}
