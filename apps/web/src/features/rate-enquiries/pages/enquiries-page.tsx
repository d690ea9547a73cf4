import {
  ENQUIRY_CREATE_ACCESS,
  ENQUIRY_ROUTES,
  ENQUIRY_VIEW_ACCESS,
  enquiryPath,
  type FreightType,
} from '@fastforward/domain';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useCan } from '../../../lib/permissions';
import { EnquiryList } from '../components/enquiry/enquiry-list';
import { StatusCounts } from '../components/enquiry/status-counts';

const staffEnquiryLink = (id: number) => enquiryPath(ENQUIRY_ROUTES.enquiry, { id });

/** The forwarder's enquiries: all it may see, or (pricing) one mode's. */
function StaffEnquiries({ title, mode }: { title: string; mode?: FreightType }) {
  const canView = useCan(ENQUIRY_VIEW_ACCESS);
  const canCreate = useCan(ENQUIRY_CREATE_ACCESS);
  if (!canView) {
    return (
      <Stack>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">You do not have permission to open {title}.</Text>
      </Stack>
    );
  }
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{title}</Title>
        {canCreate ? (
          <Button component={Link} to={ENQUIRY_ROUTES.newEnquiry}>
            New enquiry
          </Button>
        ) : null}
      </Group>
      {/* The counts are of every mode: on a pricing page they would not match its list. */}
      {mode ? null : (
        <StatusCounts door="staff" linkOf={(status) => `${ENQUIRY_ROUTES.enquiries}?status=${status}`} />
      )}
      <EnquiryList
        door="staff"
        label={title}
        linkOf={staffEnquiryLink}
        fixedMode={mode}
        emptyText="No enquiries yet. Customers' enquiries and those made in the Rate Wizard show here."
      />
    </Stack>
  );
}

/** ENQUIRY_ROUTES.enquiries: Customer Enquiries. */
export function EnquiriesPage() {
  return <StaffEnquiries title="Customer Enquiries" />;
}

/** ENQUIRY_ROUTES.pricingSea: pricing's sea enquiries. */
export function SeaEnquiriesPage() {
  return <StaffEnquiries title="Sea Enquiries" mode="sea" />;
}

/** ENQUIRY_ROUTES.pricingAir: pricing's air enquiries. */
export function AirEnquiriesPage() {
  return <StaffEnquiries title="Air Enquiries" mode="air" />;
}
