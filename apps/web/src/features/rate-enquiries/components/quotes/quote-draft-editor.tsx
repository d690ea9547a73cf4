import {
  CHARGE_BASES,
  CHARGE_BASIS,
  type ChargeBasis,
  type QuoteSuggestions,
  quoteManualLineSchema,
  ROUTE_LEG_LABELS,
  ROUTE_LEGS,
  type RouteLeg,
  vendorNamesIn,
} from '@fastforward/domain';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import {
  type EditorOption,
  type EditorState,
  type ManualLineInput,
  optionFigures,
  ratesHoldTill,
  withLineLabel,
  withLineSell,
  withManualLine,
  withoutLine,
} from './quote-draft-model';
import { money } from './quote-format';
import { QuoteLinesTable } from './quote-lines-table';

const SOURCE_NAMES = {
  validRate: 'Valid rate',
  localCharge: 'Local charge',
  transportCharge: 'Transport charge',
  vendorAnswer: 'Vendor answer',
  manual: 'By hand',
  adjustment: 'The total set',
} as const;

const RULE_NAMES = {
  explicit: 'Sell rate of the record',
  percent: 'Tier percentage',
  fixed: 'Tier fixed margin',
  minimum: 'Tier minimum margin',
  cost: 'At cost',
  manual: 'Set by hand',
  adjustment: 'Follows the total',
} as const;

type EditorContext = Pick<
  QuoteSuggestions,
  'baseCurrency' | 'maxDiscountPercent' | 'canApproveBelowFloor' | 'chargeableWeightKg' | 'vendorNames'
>;

/**
 * A text the customer will read names a vendor: said where it is typed. Sending takes the name
 * out (the server's rule), so the warning says what the customer will read instead of a surprise.
 */
function VendorNameWarning({ text, names }: { text: string; names: readonly string[] }) {
  const found = vendorNamesIn(text, names);
  if (found.length === 0) return null;
  return (
    <Text size="xs" c="orange" role="status">
      Names your vendor {found.join(', ')}: the customer never sees a vendor's name, it is taken out when the
      quote is sent.
    </Text>
  );
}

const EMPTY_LINE = (currency: string): ManualLineInput => ({
  leg: 'freightCharge',
  label: '',
  basis: 'perShipment',
  currency,
  unitBuy: '',
  unitSell: '',
});

/** The add-a-line form: checked by the schema the API checks it with, its quantity left to the cargo. */
function ManualLineForm({ currency, onAdd }: { currency: string; onAdd: (line: ManualLineInput) => void }) {
  const [line, setLine] = useState<ManualLineInput>(() => EMPTY_LINE(currency));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<ManualLineInput>) => setLine((current) => ({ ...current, ...patch }));
  const add = () => {
    const parsed = quoteManualLineSchema.safeParse({ ...line, unitSell: line.unitSell.trim() || null });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    onAdd({ ...line, label: line.label.trim() });
    setLine(EMPTY_LINE(currency));
  };
  return (
    <Group align="flex-start" mt="sm" gap="xs" role="group" aria-label="Add a line">
      <TextInput
        label="Charge name"
        size="xs"
        w={200}
        value={line.label}
        error={errors.label}
        onChange={(event) => set({ label: event.currentTarget.value })}
      />
      <NativeSelect
        label="Leg"
        size="xs"
        value={line.leg}
        data={ROUTE_LEGS.map((leg) => ({ value: leg, label: ROUTE_LEG_LABELS[leg] }))}
        onChange={(event) => set({ leg: event.currentTarget.value as RouteLeg })}
      />
      <NativeSelect
        label="Basis"
        size="xs"
        value={line.basis}
        data={CHARGE_BASES.map((basis) => ({ value: basis, label: CHARGE_BASIS[basis] }))}
        onChange={(event) => set({ basis: event.currentTarget.value as ChargeBasis })}
      />
      <TextInput
        label="Currency"
        size="xs"
        w={80}
        value={line.currency}
        error={errors.currency}
        onChange={(event) => set({ currency: event.currentTarget.value.toUpperCase() })}
      />
      <TextInput
        label="Buy / unit"
        size="xs"
        w={110}
        value={line.unitBuy}
        error={errors.unitBuy}
        onChange={(event) => set({ unitBuy: event.currentTarget.value })}
      />
      <TextInput
        label="Sell / unit"
        description="Empty: the tier sells it"
        size="xs"
        w={130}
        value={line.unitSell}
        error={errors.unitSell}
        onChange={(event) => set({ unitSell: event.currentTarget.value })}
      />
      <Button size="xs" mt={22} variant="light" onClick={add}>
        Add line
      </Button>
    </Group>
  );
}

/** One option: its title, its lines with the sell editable and the margin, and its floor. */
function OptionEditor({
  option,
  index,
  context,
  errors,
  onChange,
  onRemove,
}: {
  option: EditorOption;
  index: number;
  context: EditorContext;
  errors: Record<string, string>;
  onChange: (option: EditorOption) => void;
  onRemove: () => void;
}) {
  const currency = context.baseCurrency ?? '';
  const figures = optionFigures(option, context.maxDiscountPercent);
  const field = `options.${index}`;
  return (
    <Card withBorder component="section" aria-label={`Option ${index + 1}`}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <TextInput
            label="Option title"
            w={360}
            value={option.title}
            error={errors[`${field}.title`]}
            onChange={(event) => onChange({ ...option, title: event.currentTarget.value })}
          />
          <VendorNameWarning text={option.title} names={context.vendorNames} />
        </Stack>
        <Button variant="subtle" color="red" onClick={onRemove}>
          Remove option
        </Button>
      </Group>
      {errors[field] || errors[`${field}.suggestionKey`] ? (
        <Text c="red" size="sm" mt="xs" role="alert">
          {errors[field] ?? errors[`${field}.suggestionKey`]}
        </Text>
      ) : null}
      {option.flags.map((flag) => (
        <Text key={flag} size="sm" c="orange">
          {flag}
        </Text>
      ))}
      <QuoteLinesTable
        lines={option.lines}
        lineKey={(line) => line.key}
        quantityHeader="Qty"
        labelCell={(line) => (
          <>
            <TextInput
              aria-label={`Charge name of ${line.pricedLabel}`}
              size="xs"
              w={220}
              value={line.label}
              error={line.label.trim() === '' ? 'Charge name is required' : undefined}
              onChange={(event) => onChange(withLineLabel(option, line.key, event.currentTarget.value))}
            />
            <VendorNameWarning text={line.label} names={context.vendorNames} />
            {line.label.trim() !== line.pricedLabel && line.source.type !== 'manual' ? (
              <Text size="xs" c="dimmed">
                Priced as {line.pricedLabel}
              </Text>
            ) : null}
          </>
        )}
        columns={[
          { header: 'Buy / unit', cell: (line) => money(line.unitBuy, line.currency) },
          {
            header: 'Sell / unit',
            cell: (line) => (
              <TextInput
                aria-label={`Sell of ${line.pricedLabel}`}
                size="xs"
                w={120}
                leftSection={<Text size="xs">{line.currency}</Text>}
                leftSectionWidth={40}
                value={line.unitSell}
                error={
                  Number.isFinite(Number(line.unitSell)) && line.unitSell !== '' ? undefined : 'A number'
                }
                onChange={(event) => onChange(withLineSell(option, line.key, event.currentTarget.value))}
              />
            ),
          },
          {
            header: 'Margin / unit',
            cell: (line) => {
              const margin = Number(line.unitSell) - Number(line.unitBuy);
              return (
                <Text size="sm" c={margin < 0 ? 'red' : undefined}>
                  {money(margin, line.currency)}
                </Text>
              );
            },
          },
          {
            header: 'From',
            cell: (line) => (
              <>
                <Text size="xs">
                  {`${SOURCE_NAMES[line.source.type]}${line.source.id === null ? '' : ` #${line.source.id}`}`}
                </Text>
                <Text size="xs" c="dimmed">
                  {line.isHandSet ? RULE_NAMES.manual : RULE_NAMES[line.sellRule]}
                </Text>
              </>
            ),
          },
          {
            header: '',
            cell: (line) => (
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                aria-label={`Remove ${line.pricedLabel}`}
                onClick={() => onChange(withoutLine(option, line.key))}
              >
                Remove
              </Button>
            ),
          },
        ]}
      />
      {option.adjustment ? (
        <Text size="sm" mt="xs">
          {`${option.adjustment.label} ${money(option.adjustment.baseSell, currency)}: carries the total set for this option, so the lines add up to it.`}
        </Text>
      ) : null}
      {option.removedKeys.length > 0 ? (
        <Text size="xs" c="dimmed" mt="xs">
          {`${option.removedKeys.length} line${option.removedKeys.length === 1 ? '' : 's'} of the suggestion removed.`}
        </Text>
      ) : null}
      <ManualLineForm currency={currency} onAdd={(line) => onChange(withManualLine(option, line, context))} />
      <Group mt="sm" gap="xl">
        <Text size="sm">Buy {money(figures.buy, currency)}</Text>
        <Text size="sm" fw={700}>
          Sell {money(figures.sell, currency)}
        </Text>
        <Text size="sm">
          Margin {money(figures.margin, currency)}
          {Number.isFinite(figures.marginPercent) ? ` (${figures.marginPercent} %)` : ''}
        </Text>
        <Text size="sm" c="dimmed">
          Floor {money(figures.floor, currency)}
        </Text>
      </Group>
      {figures.isBelowFloor ? (
        <Alert mt="sm" color={context.canApproveBelowFloor ? 'yellow' : 'red'} role="alert">
          {`${money(figures.sell, currency)} is ${Number.isFinite(figures.percentOff) ? `${figures.percentOff.toFixed(2)} % ` : ''}off the priced sell of ${money(figures.list, currency)}, below the floor of ${money(figures.floor, currency)} (at most ${context.maxDiscountPercent} % off without approval). `}
          {context.canApproveBelowFloor
            ? 'You approve it by sending the quote; your approval is recorded.'
            : 'Only an approver of negotiations may send this price.'}
        </Alert>
      ) : null}
    </Card>
  );
}

/**
 * The draft being built: its options (title, lines with their sells and margins, floor warnings),
 * validity, terms and remarks. Saving prices it again on the server; sending is from the list.
 */
export function QuoteDraftEditor({
  state,
  context,
  companyTerms,
  errors,
  isSaving,
  onChange,
  onSave,
  onCancel,
}: {
  state: EditorState;
  context: EditorContext;
  companyTerms: string | null;
  errors: Record<string, string>;
  isSaving: boolean;
  onChange: (state: EditorState) => void;
  onSave: () => void;
  onCancel: () => void;
}) {
  const holdsTill = ratesHoldTill(state.options);
  const setOption = (index: number, option: EditorOption) =>
    onChange({ ...state, options: state.options.map((o, i) => (i === index ? option : o)) });
  return (
    <Stack component="section" aria-label="Quote draft">
      <Title order={4}>{state.draft ? 'Change draft' : 'New quote'}</Title>
      {errors.options || errors._ ? (
        <Text c="red" size="sm" role="alert">
          {errors.options ?? errors._}
        </Text>
      ) : null}
      {state.options.map((option, index) => (
        <OptionEditor
          // biome-ignore lint/suspicious/noArrayIndexKey: options have no id until saved; their order is their identity
          key={index}
          option={option}
          index={index}
          context={context}
          errors={errors}
          onChange={(next) => setOption(index, next)}
          onRemove={() => onChange({ ...state, options: state.options.filter((_, i) => i !== index) })}
        />
      ))}
      <Group align="flex-start">
        <TextInput
          type="date"
          label="Valid till"
          description={
            holdsTill
              ? `The buy rates and vendor answers used hold till ${holdsTill}${state.validTill > holdsTill ? ': a later day asks you to confirm' : ''}`
              : undefined
          }
          value={state.validTill}
          error={errors.validTill}
          onChange={(event) => onChange({ ...state, validTill: event.currentTarget.value })}
        />
      </Group>
      <Checkbox
        label="Use the company's terms and conditions"
        disabled={companyTerms === null}
        checked={state.useCompanyTerms && companyTerms !== null}
        onChange={(event) => onChange({ ...state, useCompanyTerms: event.currentTarget.checked })}
      />
      {state.useCompanyTerms && companyTerms !== null ? (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
          {companyTerms}
        </Text>
      ) : (
        <Textarea
          label="Terms"
          rows={4}
          value={state.terms}
          error={errors.terms}
          onChange={(event) => onChange({ ...state, terms: event.currentTarget.value })}
        />
      )}
      <VendorNameWarning
        text={state.useCompanyTerms && companyTerms !== null ? companyTerms : state.terms}
        names={context.vendorNames}
      />
      <Textarea
        label="Remarks to the customer"
        rows={2}
        value={state.remarks}
        error={errors.remarks}
        onChange={(event) => onChange({ ...state, remarks: event.currentTarget.value })}
      />
      <VendorNameWarning text={state.remarks} names={context.vendorNames} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button loading={isSaving} disabled={state.options.length === 0} onClick={onSave}>
          Save draft
        </Button>
      </Group>
    </Stack>
  );
}
