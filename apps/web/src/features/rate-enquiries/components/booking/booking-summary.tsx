import { type Booking, type BookingParty, cargoLineTexts, type StoredFile } from '@fastforward/domain';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { downloadFile, storedFileSource } from '../../../../components/files';

function Party({ title, party }: { title: string; party: BookingParty }) {
  return (
    <div>
      <Text fw={600} size="sm">
        {title}
      </Text>
      <Text size="sm">{party.name}</Text>
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {party.address}
      </Text>
      {party.contact ? <Text size="sm">{party.contact}</Text> : null}
      <Text size="sm">
        {party.email} · {party.phone}
      </Text>
    </div>
  );
}

/** The job a booking opened: its reference and status, the customer's and the forwarder's headline. */
function JobReference({ booking }: { booking: Booking }) {
  if (!booking.job) return null;
  return (
    <Group gap="xs" aria-label="Job">
      <Text fw={600}>Job reference</Text>
      <Text ff="monospace">{booking.job.reference}</Text>
      <Badge variant="light">{booking.job.statusLabel}</Badge>
    </Group>
  );
}

/** A booking's documents, each downloaded under its own name (signed-in readers only). */
function Documents({ files, downloadable }: { files: StoredFile[]; downloadable: boolean }) {
  const queryClient = useQueryClient();
  if (files.length === 0) return null;
  return (
    <div>
      <Text fw={600} size="sm">
        Documents
      </Text>
      {files.map((f) =>
        downloadable ? (
          <Anchor
            key={f.id}
            component="button"
            type="button"
            size="sm"
            display="block"
            onClick={() => void downloadFile(queryClient, storedFileSource(f), f.originalName)}
          >
            {f.originalName}
          </Anchor>
        ) : (
          <Text key={f.id} size="sm">
            {f.originalName}
          </Text>
        ),
      )}
    </div>
  );
}

/** A booking as made: its status (DCSA), the job, the parties, the cargo and the documents. */
export function BookingSummary({
  booking,
  downloadable = true,
}: {
  booking: Booking;
  downloadable?: boolean;
}) {
  const { cargo } = booking;
  const lines = cargoLineTexts(cargo);
  return (
    <Paper withBorder p="md" aria-label="Booking">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3}>Booking</Title>
          <Badge color="green">{booking.statusLabel}</Badge>
        </Group>
        <JobReference booking={booking} />
        <Text size="sm" c="dimmed">
          Booked {new Date(booking.submittedAt).toLocaleString()}
          {booking.submittedBy ? ` by ${booking.submittedBy.fullName}` : ' through the booking link'}.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Party title="Shipper" party={booking.shipper} />
          <Party title="Consignee" party={booking.consignee} />
          {booking.notifyParty ? (
            <Party title="Notify party" party={booking.notifyParty} />
          ) : (
            <div>
              <Text fw={600} size="sm">
                Notify party
              </Text>
              <Text size="sm">Same as the consignee</Text>
            </div>
          )}
        </SimpleGrid>
        <div>
          <Text fw={600} size="sm">
            Cargo
          </Text>
          <Text size="sm">{cargo.description}</Text>
          {lines.length > 0 ? <Text size="sm">{lines.join('; ')}</Text> : null}
          <Text size="sm">
            {cargo.packageCount} packages / containers · {cargo.grossWeightKg} kg
            {cargo.hsCode ? ` · HS ${cargo.hsCode}` : ''}
          </Text>
          {cargo.marks ? <Text size="sm">Marks: {cargo.marks}</Text> : null}
        </div>
        {booking.remarks ? <Text size="sm">Remarks: {booking.remarks}</Text> : null}
        <Documents files={booking.documents} downloadable={downloadable} />
      </Stack>
    </Paper>
  );
}
