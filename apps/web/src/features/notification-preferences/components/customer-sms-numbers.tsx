import { SMS_NUMBER_VIEW_ACCESS } from '@fastforward/domain';
import { Alert, Paper, Skeleton, Table, Text, Title } from '@mantine/core';
import { useCan } from '../../../lib/permissions';
import { useCustomerSmsNumbers } from '../api/notification-preferences';

/**
 * The customer's users and their mobile numbers, on the customer's page, for the staff holding
 * one of the SMS number view permissions of SPEC §6; nothing at all for anyone else.
 */
export function CustomerSmsNumbers({ kycId }: { kycId: number }) {
  const canView = useCan(SMS_NUMBER_VIEW_ACCESS);
  if (!canView) return null;
  return <LoadedSmsNumbers kycId={kycId} />;
}

function LoadedSmsNumbers({ kycId }: { kycId: number }) {
  const numbers = useCustomerSmsNumbers(kycId);
  let body = null;
  if (numbers.isError) body = <Alert color="red">The mobile numbers could not be loaded.</Alert>;
  else if (!numbers.data) body = <Skeleton height={60} aria-label="Loading mobile numbers" />;
  else if (numbers.data.length === 0) body = <Text c="dimmed">The customer has no users yet.</Text>;
  else
    body = (
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>User</Table.Th>
            <Table.Th>Username</Table.Th>
            <Table.Th>Mobile number</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {numbers.data.map((user) => (
            <Table.Tr key={user.userId}>
              <Table.Td>{user.fullName}</Table.Td>
              <Table.Td>{user.username}</Table.Td>
              <Table.Td>
                {user.mobile ? (
                  <Text component="a" href={`tel:${user.mobile}`} size="sm">
                    {user.mobile}
                  </Text>
                ) : (
                  <Text size="sm" c="dimmed">
                    Not given
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Mobile numbers">
      <Title order={2} size="h3" mb="sm">
        Mobile numbers
      </Title>
      {body}
    </Paper>
  );
}
