import {
  CHARGE_BASIS,
  type PricedOption,
  RATE_SORT,
  RATE_SORTS,
  type RateSort,
  type RateWizardResponse,
  ROUTE_LEG_LABELS,
} from '@fastforward/domain';
import { Alert, Badge, Button, Card, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatQuantity } from '../../../components/shipment';
import { formatAmount, formatMoney, sellRuleLabel, sourceLabel } from './price-labels';

const SORT_OPTIONS = RATE_SORTS.map((value) => ({ value, label: RATE_SORT[value] }));

export const NO_OPTIONS_TEXT = 'No valid rates for this lane on that date';

type PricedOptionsProps = {
  answer: RateWizardResponse;
  sort: RateSort;
  onSortChange: (sort: RateSort) => void;
  /** A new answer is on its way (another sort): the current one stays, marked as such. */
  isRefreshing: boolean;
  /** Opens an enquiry for the customer from an option; absent for who may not create one. */
  onCreateEnquiry?: ((option: PricedOption) => void) | undefined;
};

/** The priced options in the order the API answered them, each expandable to its lines. */
export function PricedOptions({
  answer,
  sort,
  onSortChange,
  isRefreshing,
  onCreateEnquiry,
}: PricedOptionsProps) {
  const { customer, options } = answer;
  return (
    <Stack component="section" aria-label="Priced options" aria-busy={isRefreshing}>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2}>Options</Title>
          <Text size="sm" c="dimmed">
            {`${customer.name} · ${customer.tier ? `Tier ${customer.tier.name}` : 'No tier'}`}
            {answer.chargeableWeightKg
              ? ` · Chargeable weight ${formatQuantity(answer.chargeableWeightKg)} kg`
              : ''}
            {answer.baseCurrency ? ` · Base currency ${answer.baseCurrency}` : ''}
          </Text>
        </div>
        <Select
          label="Sort by"
          w={200}
          data={SORT_OPTIONS}
          allowDeselect={false}
          value={sort}
          onChange={(value) => value && onSortChange(value as RateSort)}
        />
      </Group>
      {options.length === 0 ? (
        <Alert color="gray" title={NO_OPTIONS_TEXT}>
          Try another date, another line, or fewer route legs.
        </Alert>
      ) : (
        <Stack gap="sm" style={{ opacity: isRefreshing ? 0.6 : 1 }}>
          {options.map((option, index) => (
            <OptionCard
              key={option.key}
              option={option}
              index={index}
              baseCurrency={answer.baseCurrency}
              onCreateEnquiry={onCreateEnquiry}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

const optionName = (option: PricedOption) => option.shippingLineName ?? 'Any line';

function OptionCard({
  option,
  index,
  baseCurrency,
  onCreateEnquiry,
}: {
  option: PricedOption;
  index: number;
  baseCurrency: string | null;
  onCreateEnquiry: PricedOptionsProps['onCreateEnquiry'];
}) {
  const [isOpen, setIsOpen] = useState(false);
  const name = `Option ${index + 1}: ${optionName(option)}`;
  const linesId = `option-lines-${option.key}`;
  return (
    <Card withBorder component="article" aria-label={name}>
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={3} size="h4">
            {optionName(option)}
          </Title>
          <Text size="sm" c="dimmed">
            {[
              option.vendorName ? `Vendor ${option.vendorName}` : null,
              `Valid ${option.validFrom} – ${option.validTill}`,
              option.transitDays === null ? null : `Transit ${option.transitDays} days`,
              option.freeDays === null ? null : `Free days ${option.freeDays}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
        <Stack gap={2} align="flex-end">
          <Text fw={700} size="lg" aria-label="Base total">
            {option.baseTotal
              ? `Total ${formatMoney(option.baseTotal.currency, option.baseTotal.sell)}`
              : `Total in ${baseCurrency ?? 'base currency'} unavailable`}
          </Text>
          {option.baseTotal ? (
            <Text size="xs" c="dimmed">
              Buy {formatMoney(option.baseTotal.currency, option.baseTotal.buy)}
            </Text>
          ) : null}
          <Group gap={6} justify="flex-end">
            {option.totals.map((total) => (
              <Badge
                key={total.currency}
                variant="light"
                title={`Buy ${formatMoney(total.currency, total.buy)}`}
              >
                {formatMoney(total.currency, total.sell)}
              </Badge>
            ))}
          </Group>
        </Stack>
      </Group>
      {option.flags.length > 0 ? (
        <Alert color="yellow" mt="sm" title="Check before quoting">
          <Stack gap={2}>
            {option.flags.map((flag) => (
              <Text key={`${flag.leg}-${flag.message}`} size="sm">
                {flag.message}
              </Text>
            ))}
          </Stack>
        </Alert>
      ) : null}
      <Group mt="sm">
        <Button
          variant="subtle"
          size="xs"
          aria-expanded={isOpen}
          aria-controls={linesId}
          onClick={() => setIsOpen((open) => !open)}
        >
          {isOpen ? 'Hide lines' : `Show lines (${option.lines.length})`}
        </Button>
        {onCreateEnquiry ? (
          <Button
            size="xs"
            variant="light"
            onClick={() => onCreateEnquiry(option)}
            aria-label={`Create enquiry from ${name}`}
          >
            Create enquiry
          </Button>
        ) : null}
      </Group>
      {isOpen ? <PricedLines id={linesId} option={option} name={name} /> : null}
    </Card>
  );
}

const LINE_COLUMNS = [
  'Leg',
  'Charge',
  'Basis',
  'Quantity',
  'Unit buy',
  'Unit sell',
  'Currency',
  'Buy',
  'Sell',
  'Base buy',
  'Base sell',
  'Source',
  'Sell rule',
  'Warning',
] as const;

function PricedLines({ id, option, name }: { id: string; option: PricedOption; name: string }) {
  return (
    <Table.ScrollContainer minWidth={1100} mt="xs">
      <Table id={id} striped aria-label={`Lines of ${name}`}>
        <Table.Thead>
          <Table.Tr>
            {LINE_COLUMNS.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {option.lines.map((line) => (
            <Table.Tr key={`${line.leg}-${line.source.type}-${line.source.id}-${line.label}`}>
              <Table.Td>{ROUTE_LEG_LABELS[line.leg]}</Table.Td>
              <Table.Td>{line.label}</Table.Td>
              <Table.Td>{CHARGE_BASIS[line.basis]}</Table.Td>
              <Table.Td>{formatQuantity(line.quantity)}</Table.Td>
              <Table.Td>{formatAmount(line.unitBuy)}</Table.Td>
              <Table.Td>{formatAmount(line.unitSell)}</Table.Td>
              <Table.Td>{line.currency}</Table.Td>
              <Table.Td>{formatAmount(line.buy)}</Table.Td>
              <Table.Td>{formatAmount(line.sell)}</Table.Td>
              <Table.Td>{line.baseBuy === null ? '—' : formatAmount(line.baseBuy)}</Table.Td>
              <Table.Td>{line.baseSell === null ? '—' : formatAmount(line.baseSell)}</Table.Td>
              <Table.Td>{sourceLabel(line.source)}</Table.Td>
              <Table.Td>{sellRuleLabel(line)}</Table.Td>
              <Table.Td>
                {line.warning ? (
                  <Text size="sm" c="orange.8">
                    {line.warning}
                  </Text>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
