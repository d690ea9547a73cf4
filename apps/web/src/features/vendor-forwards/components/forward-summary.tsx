import {
  COMMODITY_TYPE,
  LOAD_TYPE,
  REQUIRED_CHARGE,
  ROUTE_LEG_LABELS,
  type RouteLeg,
  type VendorForward,
} from '@fastforward/domain';
import { SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { Fact } from '../../../components/fact';

const dateTimeOf = (value: string) => new Date(value).toLocaleString();

const portName = (p: { name: string; code: string | null }) => (p.code ? `${p.name} (${p.code})` : p.name);

/** The route as the vendor prices it: the legs asked for, from pickup city to final place. */
function routeOf(forward: VendorForward) {
  const stops = [
    forward.originPlace && `Pickup: ${forward.originPlace.name}`,
    forward.originCustomPoint && `Origin custom point: ${forward.originCustomPoint.name}`,
    portName(forward.originPort),
    portName(forward.destinationPort),
    forward.destinationCustomPoint && `Destination custom point: ${forward.destinationCustomPoint.name}`,
    forward.finalPlace && `Delivery: ${forward.finalPlace.name}`,
  ];
  return stops.filter(Boolean).join(' → ');
}

/** The cargo: containers (size × count) or packages with their measures. */
function Cargo({ forward }: { forward: VendorForward }) {
  if (forward.containers.length > 0) {
    return (
      <Text component="div">
        {forward.containers.map((c) => `${c.count} × ${c.containerSizeName}`).join(', ')}
      </Text>
    );
  }
  return (
    <Table withTableBorder aria-label="Packages">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Count</Table.Th>
          <Table.Th>L × W × H</Table.Th>
          <Table.Th>Gross weight</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {forward.packages.map((p, i) => (
          // Package lines have no id of their own; their order is the enquiry's.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Table.Tr key={i}>
            <Table.Td>
              {p.count}
              {p.packageTypeCode ? ` ${p.packageTypeCode}` : ''}
            </Table.Td>
            <Table.Td>
              {p.length} × {p.width} × {p.height} {p.dimensionUnit}
            </Table.Td>
            <Table.Td>
              {p.grossWeight} {p.weightUnit}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * What the vendor is asked to price: the forwarder, the cargo and the route, the deadline and the
 * required charges. Nothing of the customer: the API never sends it.
 */
export function ForwardSummary({ forward }: { forward: VendorForward }) {
  const legs = (Object.keys(forward.legs) as RouteLeg[]).filter((leg) => forward.legs[leg]);
  const commodity = [
    COMMODITY_TYPE[forward.commodityType],
    forward.dgClassCode && `class ${forward.dgClassCode}`,
    forward.unNumber && `UN ${forward.unNumber}`,
    forward.setTemperatureC !== null && `${forward.setTemperatureC} °C`,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Fact label="Reference">{forward.reference}</Fact>
        <Fact label="From">{forward.forwarder.name}</Fact>
        <Fact label="Answer by">{dateTimeOf(forward.deadlineAt)}</Fact>
        <Fact label="Mode">
          {forward.mode === 'air' ? 'Air' : 'Sea'}
          {forward.loadType ? ` — ${LOAD_TYPE[forward.loadType]}` : ''}
        </Fact>
        <Fact label="Commodity">{commodity}</Fact>
        <Fact label="Cargo ready">{forward.cargoReadyDate}</Fact>
        {forward.incotermCode ? <Fact label="Incoterm">{forward.incotermCode}</Fact> : null}
        {forward.chargeableWeightKg ? (
          <Fact label="Chargeable weight">{forward.chargeableWeightKg} kg</Fact>
        ) : null}
        {forward.revenueTons ? <Fact label="Revenue tons">{forward.revenueTons}</Fact> : null}
        {forward.preferredLine ? <Fact label="Preferred line">{forward.preferredLine.name}</Fact> : null}
        {forward.linkExpiresAt ? (
          <Fact label="Link valid until">{dateTimeOf(forward.linkExpiresAt)}</Fact>
        ) : null}
      </SimpleGrid>
      <Fact label="Route">{routeOf(forward)}</Fact>
      <Fact label="Legs">{legs.map((leg) => ROUTE_LEG_LABELS[leg]).join(', ')}</Fact>
      <Fact label="Cargo">
        <Cargo forward={forward} />
      </Fact>
      {forward.requiredCharges.length > 0 ? (
        <Fact label="Charges to price">
          {forward.requiredCharges.map((k) => REQUIRED_CHARGE[k]).join(', ')}
        </Fact>
      ) : null}
      {forward.message ? <Fact label="Message">{forward.message}</Fact> : null}
    </Stack>
  );
}
