import {
  CHARGE_BASES,
  CHARGE_BASIS,
  type ChargeBasis,
  type ForwardAnswerRequest,
  missingRequiredCharges,
  REQUIRED_CHARGE,
  type RequiredCharge,
} from '@fastforward/domain';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  List,
  NativeSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { applyServerErrors } from '../data-table';
import {
  type AnswerFormContext,
  type AnswerFormValues,
  answerFieldNames,
  answerResolver,
  emptyLine,
  startValues,
  toAnswerRequest,
} from './answer-form-values';

export type ForwardAnswerFormProps = {
  context: AnswerFormContext;
  /** Sends the answer; a refusal naming fields is shown under them. */
  onSubmit: (body: ForwardAnswerRequest) => Promise<unknown>;
  submitLabel?: string;
  onCancel?: () => void;
};

const OTHER_CHARGE = '';

/** The checklist of the charges the forwarder asked for, ticked as lines price them. */
function RequiredChargesChecklist({
  required,
  priced,
}: {
  required: readonly RequiredCharge[];
  priced: readonly { chargeKey: string | null }[];
}) {
  if (required.length === 0) return null;
  const missing = new Set(missingRequiredCharges(required, priced));
  return (
    <div>
      <Text size="sm" fw={600}>
        Required charges
      </Text>
      <List size="sm" listStyleType="none" aria-label="Required charges">
        {required.map((key) => {
          const isPriced = !missing.has(key);
          return (
            <List.Item key={key} aria-label={`${REQUIRED_CHARGE[key]}: ${isPriced ? 'priced' : 'missing'}`}>
              <Text span c={isPriced ? 'green' : 'dimmed'} aria-hidden>
                {isPriced ? '✓ ' : '○ '}
              </Text>
              {REQUIRED_CHARGE[key]}
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}

/**
 * A vendor's answer: freight charge lines (charge, basis, currency, buy amount), the required
 * charges' checklist, validity, transit and free days, shipping line. One form for the three
 * doors: the vendor in the app, the vendor's link, pricing entering it by hand.
 */
export function ForwardAnswerForm({
  context,
  onSubmit,
  submitLabel = 'Send rates',
  onCancel,
}: ForwardAnswerFormProps) {
  const form = useForm<AnswerFormValues>({
    defaultValues: startValues(context),
    resolver: answerResolver(context.requiredCharges),
  });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const { errors, isSubmitting } = form.formState;
  const watched = form.watch('lines');
  const hasContainers = context.containers.length > 0;
  const basisOptions = CHARGE_BASES.filter((b) => hasContainers || b !== 'perContainer').map((b) => ({
    value: b,
    label: CHARGE_BASIS[b],
  }));
  const chargeOptions = [
    ...context.requiredCharges.map((key) => ({ value: key, label: REQUIRED_CHARGE[key] })),
    { value: OTHER_CHARGE, label: 'Other charge' },
  ];
  const sizeOptions = [
    { value: '', label: 'Every size' },
    ...context.containers.map((c) => ({ value: String(c.containerSizeId), label: c.containerSizeName })),
  ];
  const currencyOptions = context.currencies.map((c) => ({ value: c.code, label: `${c.code} — ${c.name}` }));
  const linesError = errors.lines?.root?.message ?? errors.lines?.message;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(toAnswerRequest(values));
    } catch (error) {
      applyServerErrors(error, form.setError, answerFieldNames(values.lines.length));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Answer">
      <Stack gap="md">
        <RequiredChargesChecklist
          required={context.requiredCharges}
          priced={watched.map((l) => ({ chargeKey: l.chargeKey || null }))}
        />
        <Title order={4}>Charge lines</Title>
        {lines.fields.map((field, i) => {
          const lineErrors = errors.lines?.[i];
          const n = i + 1;
          return (
            <Paper key={field.id} withBorder p="sm" aria-label={`Charge line ${n}`} component="fieldset">
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <Controller
                  control={form.control}
                  name={`lines.${i}.chargeKey`}
                  render={({ field: f }) => (
                    <NativeSelect
                      label={`Charge ${n}`}
                      data={chargeOptions}
                      value={f.value}
                      onChange={(event) => {
                        const key = event.currentTarget.value as RequiredCharge | '';
                        f.onChange(key);
                        if (key && !form.getValues(`lines.${i}.chargeName`)) {
                          form.setValue(`lines.${i}.chargeName`, REQUIRED_CHARGE[key]);
                        }
                      }}
                      error={lineErrors?.chargeKey?.message}
                    />
                  )}
                />
                <TextInput
                  label={`Charge name ${n}`}
                  withAsterisk
                  {...form.register(`lines.${i}.chargeName`)}
                  error={lineErrors?.chargeName?.message}
                />
                <Controller
                  control={form.control}
                  name={`lines.${i}.basis`}
                  render={({ field: f }) => (
                    <NativeSelect
                      label={`Basis ${n}`}
                      data={basisOptions}
                      value={f.value}
                      onChange={(event) => f.onChange(event.currentTarget.value as ChargeBasis)}
                      onBlur={f.onBlur}
                      error={lineErrors?.basis?.message}
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name={`lines.${i}.currency`}
                  render={({ field: f }) => (
                    <Select
                      label={`Currency ${n}`}
                      withAsterisk
                      searchable
                      data={currencyOptions}
                      value={f.value || null}
                      onChange={(value) => f.onChange(value ?? '')}
                      onBlur={f.onBlur}
                      error={lineErrors?.currency?.message}
                    />
                  )}
                />
                <TextInput
                  label={`Buy amount ${n}`}
                  withAsterisk
                  inputMode="decimal"
                  {...form.register(`lines.${i}.buyAmount`)}
                  error={lineErrors?.buyAmount?.message}
                />
                {hasContainers && watched[i]?.basis === 'perContainer' ? (
                  <Controller
                    control={form.control}
                    name={`lines.${i}.containerSizeId`}
                    render={({ field: f }) => (
                      <NativeSelect
                        label={`Container size ${n}`}
                        data={sizeOptions}
                        value={f.value}
                        onChange={(event) => f.onChange(event.currentTarget.value)}
                        onBlur={f.onBlur}
                        error={lineErrors?.containerSizeId?.message}
                      />
                    )}
                  />
                ) : null}
              </SimpleGrid>
              {lines.fields.length > 1 ? (
                <Group justify="flex-end" mt="xs">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove charge line ${n}`}
                    onClick={() => lines.remove(i)}
                  >
                    ✕
                  </ActionIcon>
                </Group>
              ) : null}
            </Paper>
          );
        })}
        {linesError ? (
          <Alert color="red" role="alert">
            {linesError}
          </Alert>
        ) : null}
        <Group>
          <Button variant="light" onClick={() => lines.append(emptyLine(context))}>
            Add charge line
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Controller
            control={form.control}
            name="shippingCompanyId"
            render={({ field: f }) => (
              <Select
                label="Shipping line"
                placeholder="Any line"
                clearable
                searchable
                data={context.shippingLines.map((l) => ({ value: String(l.id), label: l.name }))}
                value={f.value || null}
                onChange={(value) => f.onChange(value ?? '')}
                onBlur={f.onBlur}
                error={errors.shippingCompanyId?.message}
              />
            )}
          />
          <TextInput
            type="date"
            label="Valid from"
            withAsterisk
            {...form.register('validFrom')}
            error={errors.validFrom?.message}
          />
          <TextInput
            type="date"
            label="Valid till"
            withAsterisk
            {...form.register('validTill')}
            error={errors.validTill?.message}
          />
          <TextInput
            label="Transit days"
            inputMode="numeric"
            {...form.register('transitDays')}
            error={errors.transitDays?.message}
          />
          <TextInput
            label="Free days"
            inputMode="numeric"
            {...form.register('freeDays')}
            error={errors.freeDays?.message}
          />
        </SimpleGrid>
        <Textarea label="Remarks" rows={2} {...form.register('remarks')} error={errors.remarks?.message} />
        <Group>
          <Button type="submit" loading={isSubmitting}>
            {submitLabel}
          </Button>
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
