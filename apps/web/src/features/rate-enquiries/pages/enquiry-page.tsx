import { ENQUIRY_ROUTES, type Enquiry } from '@fastforward/domain';
import { Alert, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { useEnquiry } from '../api/get-enquiry';
import { BookingPanel } from '../components/booking/booking-panel';
import { EnquiryAttachments } from '../components/enquiry/enquiry-attachments';
import { EnquiryDetails } from '../components/enquiry/enquiry-details';
import { EnquiryHeader } from '../components/enquiry/enquiry-header';
import { EnquiryHistory } from '../components/enquiry/enquiry-history';
import { formatDateTime } from '../components/enquiry/enquiry-labels';
import { EnquiryLoadState } from '../components/enquiry/enquiry-not-found';
import { StaffEnquiryActions } from '../components/enquiry/staff-enquiry-actions';
import { ForwardsPanel } from '../components/forwards/forwards-panel';
import { NegotiationsPanel } from '../components/negotiations/negotiations-panel';
import { QuotesPanel } from '../components/quotes/quotes-panel';

/** The steps after acceptance, in the order the enquiry goes through them; each panel reads its own data. */
const TABS: { value: string; label: string; Panel: ComponentType<{ enquiry: Enquiry }> }[] = [
  { value: 'forwards', label: 'Forwards', Panel: ForwardsPanel },
  { value: 'quotes', label: 'Quotes', Panel: QuotesPanel },
  { value: 'negotiations', label: 'Negotiations', Panel: NegotiationsPanel },
  { value: 'booking', label: 'Booking', Panel: BookingPanel },
];

/** ENQUIRY_ROUTES.enquiry: one enquiry as the forwarder works it, from acceptance to booking. */
export function EnquiryPage() {
  const id = Number(useParams().id);
  const enquiry = useEnquiry('staff', id);
  if (!enquiry.data) return <EnquiryLoadState error={enquiry.error} backTo={ENQUIRY_ROUTES.enquiries} />;
  const e = enquiry.data;
  const customer = `Customer ${e.customer.name}${e.customerSmsNumber ? ` (SMS ${e.customerSmsNumber})` : ''}`;
  return (
    <Stack>
      <EnquiryHeader
        enquiry={e}
        door="staff"
        party={customer}
        actions={<StaffEnquiryActions enquiry={e} />}
      />
      <Text size="sm" c="dimmed">
        {[
          e.salesPerson ? `Sales person ${e.salesPerson.name}` : 'No sales person',
          e.attendedBy
            ? `Attended by ${e.attendedBy.name}${e.attendedAt ? ` since ${formatDateTime(e.attendedAt)}` : ''}`
            : 'Not attended yet',
          e.createdVia === 'sales' ? 'Made by sales for the customer' : 'Sent by the customer',
        ].join(' · ')}
      </Text>
      {e.status === 'received' ? (
        <Alert color="blue">Accept the enquiry to forward it to vendors and quote it.</Alert>
      ) : null}
      <EnquiryDetails enquiry={e} />
      <Tabs defaultValue="forwards" keepMounted={false}>
        <Tabs.List>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map(({ value, Panel }) => (
          <Tabs.Panel key={value} value={value} pt="md">
            <Panel enquiry={e} />
          </Tabs.Panel>
        ))}
      </Tabs>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <EnquiryHistory door="staff" id={e.id} />
        <EnquiryAttachments
          door="staff"
          id={e.id}
          canAttach={e.status !== 'cancelled' && e.status !== 'rejected'}
        />
      </SimpleGrid>
    </Stack>
  );
}
