import {
  type BookingParty,
  CHARGE_BASIS,
  type CustomerQuoteLine,
  type Job,
  type JobDoor,
  LOAD_TYPE,
  OPERATIONS_ACCESS,
  type QuoteLine,
  ROUTE_LEG_LABELS,
} from '@fastforward/domain';
import { Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  addressLabel,
  commodityText,
  DetailField,
  EnquiredCargo,
  formatQuantity,
  placeLabel,
  RouteLegBadges,
} from '../../../../components/shipment';
import { money } from '../../../../lib/money';
import { useCan } from '../../../../lib/permissions';
import { MODE_LABELS } from '../board/job-labels';
import { ShipmentSection } from './job-shipment';

type Named = { name: string; code?: string | null } | null;

const placeName = (place: Named) => (place ? placeLabel(place) : null);

const unitOf = (unit: string, count: number) => (count === 1 ? unit : `${unit}s`);

/** Amounts read as one piece: never broken between the currency and the figure. */
const AMOUNT_CELL = { whiteSpace: 'nowrap' } as const;

const Field = DetailField;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** The route: mode, ports, the legs the job runs and their places, the carrier the option names. */
function RouteSection({ job }: { job: Job }) {
  const e = job.enquiry;
  const o = job.option;
  const air = e.mode === 'air';
  const places: [string, string | null][] = [
    ['Pickup', addressLabel(e.originPickupAddress, e.originPlace) || null],
    ['Origin custom point', placeName(e.originCustomPoint)],
    [air ? 'Origin airport' : 'Origin port', placeName(e.originPort)],
    [air ? 'Destination airport' : 'Destination port', placeName(e.destinationPort)],
    ['Destination custom point', placeName(e.destinationCustomPoint)],
    ['Final place of delivery', addressLabel(e.finalDeliveryAddress, e.finalPlace) || null],
  ];
  return (
    <Section title="Route">
      <RouteLegBadges legs={e.legs} label="Route legs" />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <Field label="Mode">
          {MODE_LABELS[e.mode]}
          {e.loadType ? ` · ${LOAD_TYPE[e.loadType]}` : ''}
        </Field>
        {places
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <Field key={label} label={label}>
              {value}
            </Field>
          ))}
        <Field label="Incoterm">{e.incotermCode ?? '—'}</Field>
        <Field label={air ? 'Airline' : 'Shipping line'}>{o.shippingLine?.name ?? '—'}</Field>
        <Field label="Transit / free days">
          {`${o.transitDays ?? '—'} transit · ${o.freeDays ?? '—'} free`}
        </Field>
      </SimpleGrid>
    </Section>
  );
}

/** The cargo as enquired (containers or packages, figures) and as the booking confirmed it. */
function CargoSection({ job }: { job: Job }) {
  const e = job.enquiry;
  const c = job.booking.cargo;
  return (
    <Section title="Cargo">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Field label="Commodity">{commodityText(e)}</Field>
        <Field label="Cargo ready date">{e.cargoReadyDate}</Field>
        <Field label="Description (booking)">{c.description}</Field>
        <Field label="Booked">
          {`${c.packageCount} ${unitOf(e.loadType === 'FCL' ? 'container' : 'package', c.packageCount)} · ${formatQuantity(c.grossWeightKg)} kg`}
          {c.hsCode ? ` · HS ${c.hsCode}` : ''}
        </Field>
        {c.marks ? <Field label="Marks and numbers">{c.marks}</Field> : null}
      </SimpleGrid>
      <EnquiredCargo
        cargo={e}
        labels={{ containers: 'Containers enquired', packages: 'Packages enquired' }}
        packagesMinWidth={520}
      />
    </Section>
  );
}

function Party({ title, party }: { title: string; party: BookingParty | null }) {
  return (
    <div>
      <Text fw={600} size="sm">
        {title}
      </Text>
      {party ? (
        <>
          <Text size="sm">{party.name}</Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {party.address}
          </Text>
          {party.contact ? <Text size="sm">{party.contact}</Text> : null}
          <Text size="sm">{`${party.email} · ${party.phone}`}</Text>
        </>
      ) : (
        <Text size="sm">Same as the consignee</Text>
      )}
    </div>
  );
}

function PartiesSection({ job }: { job: Job }) {
  const b = job.booking;
  return (
    <Section title="Parties">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Party title="Shipper" party={b.shipper} />
        <Party title="Consignee" party={b.consignee} />
        <Party title="Notify party" party={b.notifySameAsConsignee ? null : b.notifyParty} />
      </SimpleGrid>
      {b.remarks ? <Field label="Booking remarks">{b.remarks}</Field> : null}
    </Section>
  );
}

const hasBuy = (line: QuoteLine | CustomerQuoteLine): line is QuoteLine => 'buy' in line;

/**
 * The option's charge lines and totals in the quote's currency. Buy is the forwarder's: the
 * customer's door shows sell only (the customer's API answers no buy either).
 */
function ChargesSection({ job, door }: { job: Job; door: JobDoor }) {
  const o = job.option;
  const showBuy = door === 'staff' && o.buyTotal !== null;
  const margin = showBuy ? Number(o.sellTotal) - Number(o.buyTotal) : null;
  return (
    <Section title={`Charges · ${o.title}`}>
      <Table.ScrollContainer minWidth={showBuy ? 820 : 620}>
        <Table striped withTableBorder aria-label="Charge lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Charge</Table.Th>
              <Table.Th>Leg</Table.Th>
              <Table.Th>Basis</Table.Th>
              <Table.Th>Quantity</Table.Th>
              {showBuy ? <Table.Th>Unit buy</Table.Th> : null}
              <Table.Th>Unit sell</Table.Th>
              {showBuy ? <Table.Th>Buy</Table.Th> : null}
              <Table.Th>Sell</Table.Th>
              <Table.Th>{`Sell (${o.currency})`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {o.lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the customer's lines carry no key; the order is the option's.
              <Table.Tr key={index}>
                <Table.Td>{line.label}</Table.Td>
                <Table.Td>{ROUTE_LEG_LABELS[line.leg]}</Table.Td>
                <Table.Td>{CHARGE_BASIS[line.basis]}</Table.Td>
                <Table.Td>{formatQuantity(line.quantity)}</Table.Td>
                {showBuy ? (
                  <Table.Td style={AMOUNT_CELL}>
                    {hasBuy(line) ? money(line.unitBuy, line.currency) : '—'}
                  </Table.Td>
                ) : null}
                <Table.Td style={AMOUNT_CELL}>{money(line.unitSell, line.currency)}</Table.Td>
                {showBuy ? (
                  <Table.Td style={AMOUNT_CELL}>
                    {hasBuy(line) ? money(line.buy, line.currency) : '—'}
                  </Table.Td>
                ) : null}
                <Table.Td style={AMOUNT_CELL}>{money(line.sell, line.currency)}</Table.Td>
                <Table.Td style={AMOUNT_CELL}>{money(line.baseSell, o.currency)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="flex-end" gap="xl" aria-label="Totals">
        {showBuy ? <Field label="Buy total">{money(o.buyTotal, o.currency)}</Field> : null}
        <Field label="Sell total">{money(o.sellTotal, o.currency)}</Field>
        {margin !== null && Number.isFinite(margin) ? (
          <Field label="Margin">{money(margin.toFixed(2), o.currency)}</Field>
        ) : null}
      </Group>
    </Section>
  );
}

/**
 * What the job carries out: its route, cargo, the shipment's facts, parties and the selected
 * option's lines. Both doors show it; `door` 'customer' leaves out the forwarder's buy, and only
 * operations edit the shipment.
 */
export function JobOverview({ job, door }: { job: Job; door: JobDoor }) {
  const mayEditShipment = useCan(OPERATIONS_ACCESS.update);
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <RouteSection job={job} />
        <CargoSection job={job} />
      </SimpleGrid>
      <ShipmentSection job={job} canEdit={door === 'staff' && mayEditShipment} />
      <PartiesSection job={job} />
      <ChargesSection job={job} door={door} />
    </Stack>
  );
}
