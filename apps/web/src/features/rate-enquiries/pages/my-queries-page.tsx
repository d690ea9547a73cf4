import { ENQUIRY_ROUTES, enquiryPath } from '@fastforward/domain';
import { Button, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CustomerOnly } from '../components/enquiry/customer-only';
import { EnquiryList } from '../components/enquiry/enquiry-list';

/** ENQUIRY_ROUTES.myQueries: the customer's enquiries, filtered and searched. */
export function MyQueriesPage() {
  return (
    <CustomerOnly title="My Queries">
      <Stack>
        <Group justify="space-between">
          <Title order={1}>My Queries</Title>
          <Button component={Link} to={ENQUIRY_ROUTES.newMyQuery}>
            New enquiry
          </Button>
        </Group>
        <EnquiryList
          door="customer"
          label="My Queries"
          linkOf={(id) => enquiryPath(ENQUIRY_ROUTES.myQuery, { id })}
          emptyText="No enquiries yet. Ask for a rate with New enquiry."
        />
      </Stack>
    </CustomerOnly>
  );
}
