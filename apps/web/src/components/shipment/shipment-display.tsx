import { COMMODITY_TYPE, type Enquiry, ROUTE_LEG_LABELS, ROUTE_LEGS } from '@fastforward/domain';
import { Badge, Group, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatQuantity } from './cargo-figures';

/** A value under its small uppercase label, as the enquiry's and the job's details show them. */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/** 'CNSHA — Shanghai', or the name alone where the place has no code. */
export const placeLabel = (place: { name: string; code?: string | null }) =>
  place.code ? `${place.code} — ${place.name}` : place.name;

/** An address and its place on one line: 'Unit 4, Jebel Ali'. */
export const addressLabel = (address: string | null, place: { name: string } | null) =>
  [address, place?.name].filter(Boolean).join(', ');

/** The legs the shipment runs, one badge each, in the route's order. */
export function RouteLegBadges({ legs, label }: { legs: Enquiry['legs']; label?: string }) {
  return (
    <Group gap={6} aria-label={label}>
      {ROUTE_LEGS.filter((leg) => legs[leg]).map((leg) => (
        <Badge key={leg} variant="outline">
          {ROUTE_LEG_LABELS[leg]}
        </Badge>
      ))}
    </Group>
  );
}

type Cargo = Pick<
  Enquiry,
  | 'commodityType'
  | 'dgClassCode'
  | 'unNumber'
  | 'setTemperatureC'
  | 'containers'
  | 'packages'
  | 'chargeableWeightKg'
  | 'revenueTons'
  | 'grossWeightKg'
>;

/** The commodity with what goes with it: 'Dangerous goods · DG class 3 · UN 1203'. */
export const commodityText = (e: Cargo) =>
  `${COMMODITY_TYPE[e.commodityType]}${e.dgClassCode ? ` · DG class ${e.dgClassCode}` : ''}${
    e.unNumber ? ` · UN ${e.unNumber}` : ''
  }${e.setTemperatureC !== null ? ` · ${e.setTemperatureC} °C` : ''}`;

/**
 * The cargo as enquired: its container or package lines, each in a table named by `labels`, and
 * what it comes to (chargeable weight, revenue tons, gross weight).
 */
export function EnquiredCargo({
  cargo: e,
  labels,
  packagesMinWidth,
}: {
  cargo: Cargo;
  labels: { containers: string; packages: string };
  packagesMinWidth: number;
}) {
  const figures = [
    e.chargeableWeightKg ? `Chargeable weight ${formatQuantity(e.chargeableWeightKg)} kg` : null,
    e.revenueTons ? `Revenue tons ${formatQuantity(e.revenueTons)}` : null,
    e.grossWeightKg ? `Gross weight ${formatQuantity(e.grossWeightKg)} kg` : null,
  ].filter(Boolean);
  return (
    <>
      {e.containers.length > 0 ? (
        <Table aria-label={labels.containers} withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Container size</Table.Th>
              <Table.Th>Containers</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {e.containers.map((line) => (
              <Table.Tr key={line.containerSizeId}>
                <Table.Td>{line.containerSizeName}</Table.Td>
                <Table.Td>{line.count}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
      {e.packages.length > 0 ? (
        <Table.ScrollContainer minWidth={packagesMinWidth}>
          <Table aria-label={labels.packages} withTableBorder>
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
                // biome-ignore lint/suspicious/noArrayIndexKey: package lines have no id; their order is the enquiry's.
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
    </>
  );
}
