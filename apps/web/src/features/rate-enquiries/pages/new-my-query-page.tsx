import { ENQUIRY_ROUTES, enquiryPath } from '@fastforward/domain';
import { Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useCreateEnquiry } from '../api/create-enquiry';
import { CustomerOnly } from '../components/enquiry/customer-only';
import { EnquiryForm } from '../components/enquiry/enquiry-form';

/** ENQUIRY_ROUTES.newMyQuery: the customer asks its forwarder for a rate. */
export function NewMyQueryPage() {
  const navigate = useNavigate();
  const create = useCreateEnquiry();
  return (
    <CustomerOnly title="New Enquiry">
      <Stack>
        <Title order={1}>New Enquiry</Title>
        <Text c="dimmed" size="sm">
          Tell your forwarder what to move, from where to where and when; it answers with a quote.
        </Text>
        <EnquiryForm
          door="customer"
          create={(request) => create.mutateAsync({ door: 'customer', request })}
          onCreated={(enquiry) => void navigate(enquiryPath(ENQUIRY_ROUTES.myQuery, { id: enquiry.id }))}
        />
      </Stack>
    </CustomerOnly>
  );
}
