import {
  type Invoice,
  type InvoiceDraftUpdateRequest,
  invoiceDraftUpdateRequestSchema,
  isInvoiceQuantity,
  isSignedInvoiceAmount,
  priceInvoiceLines,
  type TaxCode,
} from '@fastforward/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Button, Group, Select, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { Controller, type Resolver, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { applyServerErrors } from '../../../../components/data-table';
import { money } from '../../../../lib/money';
import { useUpdateInvoiceDraft } from '../../api/invoice-update';
import { useInvoiceTaxCodes } from './use-tax-code-options';

type LineValues = {
  label: string;
  quantity: string;
  unitPrice: string;
  sourceLineKey: string | null;
  /** Null: the server's default (freight zero-rated, other charges standard). */
  taxCode: string | null;
};
export type InvoiceDraftFormValues = { lines: LineValues[]; notes: string; dueDate: string | null };
type DraftBody = Omit<InvoiceDraftUpdateRequest, 'version'>;

const formSchema = invoiceDraftUpdateRequestSchema.omit({ version: true });
const FIELDS = ['lines', 'notes', 'dueDate'] as const;

const toFormValues = (invoice: Invoice): InvoiceDraftFormValues => ({
  lines: invoice.lines.map((l) => ({
    label: l.label,
    quantity: l.quantity,
    unitPrice: l.unitPrice,
    sourceLineKey: l.sourceLineKey,
    taxCode: l.taxCode,
  })),
  notes: invoice.notes ?? '',
  dueDate: invoice.dueDate,
});

/**
 * The draft's totals as the lines stand (tax per rate, each rounded once, as the server does), or
 * null while a line holds something that is not a number yet. A line without a code is shown at the
 * invoice's rate until the server gives it its default code.
 */
function liveTotals(lines: LineValues[], taxRate: string, codes: readonly TaxCode[]) {
  if (lines.length === 0) return null;
  const valid = lines.every(
    (l) => isInvoiceQuantity(l.quantity.trim()) && isSignedInvoiceAmount(l.unitPrice.trim()),
  );
  if (!valid) return null;
  const rateOf = (code: string | null) => codes.find((c) => c.code === code)?.rate;
  return priceInvoiceLines(
    lines.map((l) => {
      const rate = rateOf(l.taxCode);
      return {
        ...l,
        quantity: l.quantity.trim(),
        unitPrice: l.unitPrice.trim(),
        taxCode: rate === undefined ? null : l.taxCode,
        ...(rate === undefined ? {} : { taxRate: rate }),
      };
    }),
    taxRate,
  );
}

export type InvoiceLinesEditorProps = {
  invoice: Invoice;
  /** Told whether the form holds changes not saved yet (the page does not issue those). */
  onDirtyChange: (dirty: boolean) => void;
};

/**
 * A draft's lines: add, remove and edit a line's description, quantity and unit price, with the
 * amounts, subtotal, tax and total worked out as they are typed (on cents, as the server does);
 * notes and the due date. Saving sends the whole draft at the version shown.
 */
export function InvoiceLinesEditor({ invoice, onDirtyChange }: InvoiceLinesEditorProps) {
  const save = useUpdateInvoiceDraft();
  const form = useForm<InvoiceDraftFormValues, unknown, DraftBody>({
    resolver: zodResolver(formSchema as never) as unknown as Resolver<
      InvoiceDraftFormValues,
      unknown,
      DraftBody
    >,
    defaultValues: toFormValues(invoice),
  });
  const { control, register, reset, formState } = form;
  const { errors, isDirty } = formState;
  const lines = useFieldArray({ control, name: 'lines' });
  const watched = useWatch({ control, name: 'lines' });
  const taxCodes = useInvoiceTaxCodes();
  const codes = useMemo(() => {
    const active = taxCodes.data ?? [];
    // A code already on a line stays listed (at its copied rate) even when switched off since.
    const listed = [...active];
    for (const line of invoice.lines) {
      if (line.taxCode && !listed.some((c) => c.code === line.taxCode)) {
        listed.push({ code: line.taxCode, rate: line.taxRate, name: line.taxCode } as TaxCode);
      }
    }
    return listed;
  }, [taxCodes.data, invoice.lines]);
  const codeOptions = codes.map((c) => ({ value: c.code, label: `${c.code} ${Number(c.rate)}%` }));
  const totals = useMemo(
    () => liveTotals(watched ?? [], invoice.taxRate, codes),
    [watched, invoice.taxRate, codes],
  );

  useEffect(() => {
    reset(toFormValues(invoice));
  }, [invoice, reset]);
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: invoice.id, body: { ...body, version: invoice.version } });
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS);
    }
  });

  const lineError = (index: number, field: keyof LineValues) =>
    errors.lines?.[index]?.[field]?.message as string | undefined;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Invoice lines">
      <Stack>
        <Table.ScrollContainer minWidth={720}>
          <Table aria-label="Lines">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w="45%">Description</Table.Th>
                <Table.Th>Quantity</Table.Th>
                <Table.Th>Unit price ({invoice.currency})</Table.Th>
                <Table.Th>Tax code</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.fields.map((field, index) => (
                <Table.Tr key={field.id}>
                  <Table.Td>
                    <TextInput
                      aria-label={`Description of line ${index + 1}`}
                      {...register(`lines.${index}.label`)}
                      error={lineError(index, 'label')}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={`Quantity of line ${index + 1}`}
                      inputMode="decimal"
                      {...register(`lines.${index}.quantity`)}
                      error={lineError(index, 'quantity')}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={`Unit price of line ${index + 1}`}
                      inputMode="decimal"
                      {...register(`lines.${index}.unitPrice`)}
                      error={lineError(index, 'unitPrice')}
                    />
                  </Table.Td>
                  <Table.Td miw={120}>
                    <Controller
                      control={control}
                      name={`lines.${index}.taxCode`}
                      render={({ field: code }) => (
                        <Select
                          aria-label={`Tax code of line ${index + 1}`}
                          placeholder="Default"
                          data={codeOptions}
                          clearable
                          value={code.value}
                          onChange={(value) => code.onChange(value)}
                          error={lineError(index, 'taxCode')}
                        />
                      )}
                    />
                  </Table.Td>
                  <Table.Td ta="right">
                    {totals?.lines[index] ? money(totals.lines[index].amount, invoice.currency) : '—'}
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove line ${index + 1}`}
                      disabled={lines.fields.length === 1}
                      onClick={() => lines.remove(index)}
                    >
                      ×
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {errors.lines?.message || errors.lines?.root?.message ? (
          <Text c="red" size="sm">
            {errors.lines?.message ?? errors.lines?.root?.message}
          </Text>
        ) : null}
        <Group justify="space-between" align="flex-start">
          <Button
            variant="light"
            onClick={() =>
              lines.append({
                label: '',
                quantity: '1',
                unitPrice: '0.00',
                sourceLineKey: null,
                taxCode: null,
              })
            }
          >
            Add line
          </Button>
          <Stack gap={2} align="flex-end" aria-label="Totals">
            <Text size="sm">Subtotal: {totals ? money(totals.subtotal, invoice.currency) : '—'}</Text>
            {totals?.taxPerRate.map((rate) => (
              <Text size="sm" key={`${rate.taxCode ?? ''}-${rate.taxRate}`}>
                Tax {rate.taxCode ? `${rate.taxCode} ` : ''}
                {Number(rate.taxRate)}% on {money(rate.net, invoice.currency)}:{' '}
                {money(rate.tax, invoice.currency)}
              </Text>
            ))}
            <Text size="sm">Tax total: {totals ? money(totals.taxTotal, invoice.currency) : '—'}</Text>
            <Text fw={700}>Total: {totals ? money(totals.total, invoice.currency) : '—'}</Text>
          </Stack>
        </Group>
        <Group grow align="flex-start">
          <TextInput
            type="date"
            label="Due date"
            description="Empty: the payment terms set it when the invoice is issued"
            {...register('dueDate', { setValueAs: (v: string | null) => (v ? v : null) })}
            error={errors.dueDate?.message}
          />
          <Textarea label="Notes" rows={2} {...register('notes')} error={errors.notes?.message} />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" disabled={!isDirty} onClick={() => reset(toFormValues(invoice))}>
            Discard changes
          </Button>
          <Button type="submit" loading={formState.isSubmitting} disabled={!isDirty}>
            Save draft
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
