import { type Enquiry, ROUTE_LEG_LABELS, ROUTE_LEGS } from '@fastforward/domain';
import { Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatQuantity } from '../../../../components/shipment';
import { commodityLabel, formatDateTime, loadTypeLabel, MODE_LABELS } from './enquiry-labels';

const portName = (port: Enquiry['originPort']) => (port.code ? `${port.code} — ${port.name}` : port.name);

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

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
          <Field label="Commodity type">
            {commodityLabel(e.commodityType)}
            {e.dgClassCode ? ` · DG class ${e.dgClassCode}` : ''}
            {e.unNumber ? ` · UN ${e.unNumber}` : ''}
            {e.setTemperatureC !== null ? ` · ${e.setTemperatureC} °C` : ''}
          </Field>
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
          <Group gap={6}>
            {ROUTE_LEGS.filter((leg) => e.legs[leg]).map((leg) => (
              <Badge key={leg} variant="outline">
                {ROUTE_LEG_LABELS[leg]}
              </Badge>
            ))}
          </Group>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {e.originPlace || e.originPickupAddress ? (
            <Field label="Pickup">
              {[e.originPickupAddress, e.originPlace?.name].filter(Boolean).join(', ')}
            </Field>
          ) : null}
          {e.originCustomPoint ? <Field label="Origin custom point">{e.originCustomPoint.name}</Field> : null}
          {e.destinationCustomPoint ? (
            <Field label="Destination custom point">{e.destinationCustomPoint.name}</Field>
          ) : null}
          {e.finalPlace || e.finalDeliveryAddress ? (
            <Field label="Final place of delivery">
              {[e.finalDeliveryAddress, e.finalPlace?.name].filter(Boolean).join(', ')}
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
  const figures = [
    e.chargeableWeightKg ? `Chargeable weight ${formatQuantity(e.chargeableWeightKg)} kg` : null,
    e.revenueTons ? `Revenue tons ${formatQuantity(e.revenueTons)}` : null,
    e.grossWeightKg ? `Gross weight ${formatQuantity(e.grossWeightKg)} kg` : null,
  ].filter(Boolean);
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        Cargo
      </Text>
      {e.containers.length > 0 ? (
        <Table aria-label="Containers" withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Container size</Table.Th>
              <Table.Th>Containers</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {e.containers.map((c) => (
              <Table.Tr key={c.containerSizeId}>
                <Table.Td>{c.containerSizeName}</Table.Td>
                <Table.Td>{c.count}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
      {e.packages.length > 0 ? (
        <Table.ScrollContainer minWidth={600}>
          <Table aria-label="Packages" withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Package type</Table.Th>
                <Table.Th>Packages</Table.Th>
                <Table.Th>L × W × H</Table.Th>
                <Table.Th>Gross weight</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {e.packages.map((p, index) => (
                // Package lines have no id of their own; their order is the enquiry's.
                // biome-ignore lint/suspicious/noArrayIndexKey: the lines never reorder on this page.
                <Table.Tr key={index}>
                  <Table.Td>{p.packageTypeCode ?? '—'}</Table.Td>
                  <Table.Td>{p.count}</Table.Td>
                  <Table.Td>{`${p.length} × ${p.width} × ${p.height} ${p.dimensionUnit}`}</Table.Td>
                  <Table.Td>{`${p.grossWeight} ${p.weightUnit}`}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {figures.length > 0 ? <Text size="sm">{figures.join(' · ')}</Text> : null}
    </Stack>
  );
}
