import type { QuoteSuggestions } from '@fastforward/domain';
import { Alert, Button, Card, Checkbox, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { type EditorOption, type EditorState, optionFigures, withLineSell } from './quote-draft-model';
import { money } from './quote-format';
import { QuoteLinesTable } from './quote-lines-table';

const SOURCE_NAMES = {
  validRate: 'Valid rate',
  localCharge: 'Local charge',
  transportCharge: 'Transport charge',
  vendorAnswer: 'Vendor answer',
  manual: 'By hand',
} as const;

const RULE_NAMES = {
  explicit: 'Sell rate of the record',
  percent: 'Tier percentage',
  fixed: 'Tier fixed margin',
  minimum: 'Tier minimum margin',
  cost: 'At cost',
  manual: 'Set by hand',
} as const;

type EditorContext = Pick<QuoteSuggestions, 'baseCurrency' | 'maxDiscountPercent' | 'canApproveBelowFloor'>;

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
        <TextInput
          label="Option title"
          w={360}
          value={option.title}
          error={errors[`${field}.title`]}
          onChange={(event) => onChange({ ...option, title: event.currentTarget.value })}
        />
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
        columns={[
          { header: 'Buy / unit', cell: (line) => money(line.unitBuy, line.currency) },
          {
            header: 'Sell / unit',
            cell: (line) => (
              <TextInput
                aria-label={`Sell of ${line.label}`}
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
        ]}
      />
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
          {`${money(figures.sell, currency)} is below the floor of ${money(figures.floor, currency)} (${context.maxDiscountPercent} % off the priced sell). `}
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
      <Textarea
        label="Remarks to the customer"
        rows={2}
        value={state.remarks}
        error={errors.remarks}
        onChange={(event) => onChange({ ...state, remarks: event.currentTarget.value })}
      />
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
