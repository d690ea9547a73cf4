import {
  KYC_ADDRESS_TYPE_LABELS,
  KYC_DETAIL_LABELS,
  type KycAddress,
  type KycContact,
  type KycDetails,
} from '@fastforward/domain';
import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';

const Field = ({ label, value }: { label: string; value: string | null | undefined }) => (
  <div>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text>{value || '—'}</Text>
  </div>
);

const addressText = (a: KycAddress) =>
  [a.addressLine1, a.addressLine2, [a.postalCode, a.city].filter(Boolean).join(' '), a.countryCode]
    .filter(Boolean)
    .join(', ');

/** What the customer submitted: company details, contacts and addresses. */
export function KycDetailsView({
  details,
  identity,
}: {
  details: KycDetails;
  identity: { shortName: string | null; username: string | null };
}) {
  return (
    <Stack>
      <Paper withBorder p="md" radius="md" component="section" aria-label="Company details">
        <Title order={2} size="h4" mb="sm">
          Company details
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Field label={KYC_DETAIL_LABELS.companyName} value={details.companyName} />
          <Field label="Short name" value={identity.shortName} />
          <Field label="Username" value={identity.username} />
          <Field label={KYC_DETAIL_LABELS.phone} value={details.phone} />
          <Field label={KYC_DETAIL_LABELS.website} value={details.website} />
          <Field label={KYC_DETAIL_LABELS.taxRegistrationNumber} value={details.taxRegistrationNumber} />
          <Field
            label={KYC_DETAIL_LABELS.companyRegistrationNumber}
            value={details.companyRegistrationNumber}
          />
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-label={KYC_DETAIL_LABELS.contacts}>
        <Title order={2} size="h4" mb="sm">
          {KYC_DETAIL_LABELS.contacts}
        </Title>
        <Table.ScrollContainer minWidth={480}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Designation</Table.Th>
                <Table.Th>E-mail</Table.Th>
                <Table.Th>Phone</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {details.contacts.map((c: KycContact) => (
                <Table.Tr key={`${c.email}-${c.name}`}>
                  <Table.Td>{c.name}</Table.Td>
                  <Table.Td>{c.designation || '—'}</Table.Td>
                  <Table.Td>{c.email}</Table.Td>
                  <Table.Td>{c.phone || '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-label={KYC_DETAIL_LABELS.addresses}>
        <Title order={2} size="h4" mb="sm">
          {KYC_DETAIL_LABELS.addresses}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {details.addresses.map((a) => (
            <Field
              key={`${a.type}-${addressText(a)}`}
              label={KYC_ADDRESS_TYPE_LABELS[a.type]}
              value={addressText(a)}
            />
          ))}
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
