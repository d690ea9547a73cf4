import type { Enquiry } from '@fastforward/domain';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  addressLabel,
  commodityText,
  DetailField,
  EnquiredCargo,
  placeLabel,
  RouteLegBadges,
} from '../../../../components/shipment';
import { formatDateTime, loadTypeLabel, MODE_LABELS } from './enquiry-labels';

const portName = placeLabel;

const Field = DetailField;

/** What was asked: mode, lane and legs with their places, cargo and what it comes to, commodity, dates. */
export function EnquiryDetails({ enquiry: e }: { enquiry: Enquiry }) {
  return (
    <Card withBorder component="section" aria-label="Details">
      <Stack>
        <Title order={2} size="h4">
          Details
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <Field label="Mode">
            {MODE_LABELS[e.mode]}
            {e.loadType ? ` · ${loadTypeLabel(e.loadType)}` : ''}
          </Field>
          <Field label={e.mode === 'air' ? 'Origin airport' : 'Origin port'}>{portName(e.originPort)}</Field>
          <Field label={e.mode === 'air' ? 'Destination airport' : 'Destination port'}>
            {portName(e.destinationPort)}
          </Field>
          <Field label="Cargo ready date">{e.cargoReadyDate}</Field>
          <Field label="Commodity type">{commodityText(e)}</Field>
          <Field label="Incoterm">{e.incotermCode ?? '—'}</Field>
          <Field label={e.mode === 'air' ? 'Preferred airline' : 'Preferred shipping line'}>
            {e.preferredLine?.name ?? 'Any'}
          </Field>
          <Field label="Created">
            {formatDateTime(e.createdAt)}
            {e.createdBy ? ` by ${e.createdBy.name}` : ''}
          </Field>
        </SimpleGrid>

        <div>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase" mb={4}>
            Route legs
          </Text>
          <RouteLegBadges legs={e.legs} />
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {e.originPlace || e.originPickupAddress ? (
            <Field label="Pickup">{addressLabel(e.originPickupAddress, e.originPlace)}</Field>
          ) : null}
          {e.originCustomPoint ? <Field label="Origin custom point">{e.originCustomPoint.name}</Field> : null}
          {e.destinationCustomPoint ? (
            <Field label="Destination custom point">{e.destinationCustomPoint.name}</Field>
          ) : null}
          {e.finalPlace || e.finalDeliveryAddress ? (
            <Field label="Final place of delivery">
              {addressLabel(e.finalDeliveryAddress, e.finalPlace)}
            </Field>
          ) : null}
        </SimpleGrid>

        <CargoTable enquiry={e} />
        {e.remarks ? <Field label="Remarks">{e.remarks}</Field> : null}
      </Stack>
    </Card>
  );
}

function CargoTable({ enquiry: e }: { enquiry: Enquiry }) {
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        Cargo
      </Text>
      <EnquiredCargo
        cargo={e}
        labels={{ containers: 'Containers', packages: 'Packages' }}
        packagesMinWidth={600}
      />
    </Stack>
  );
}
