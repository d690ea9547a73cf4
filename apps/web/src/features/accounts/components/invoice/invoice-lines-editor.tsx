import {
  type Invoice,
  type InvoiceDraftUpdateRequest,
  invoiceDraftUpdateRequestSchema,
  isInvoiceAmount,
  isInvoiceQuantity,
  priceInvoiceLines,
} from '@fastforward/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Button, Group, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { type Resolver, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { applyServerErrors } from '../../../../components/data-table';
import { money } from '../../../../lib/money';
import { useUpdateInvoiceDraft } from '../../api/invoice-update';

type LineValues = { label: string; quantity: string; unitPrice: string; sourceLineKey: string | null };
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
  })),
  notes: invoice.notes ?? '',
  dueDate: invoice.dueDate,
});

/** The draft's totals as the lines stand, or null while a line holds something that is not a number yet. */
function liveTotals(lines: LineValues[], taxRate: string) {
  if (lines.length === 0) return null;
  const valid = lines.every(
    (l) => isInvoiceQuantity(l.quantity.trim()) && isInvoiceAmount(l.unitPrice.trim()),
  );
  if (!valid) return null;
  return priceInvoiceLines(
    lines.map((l) => ({ ...l, quantity: l.quantity.trim(), unitPrice: l.unitPrice.trim() })),
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
  const totals = useMemo(() => liveTotals(watched ?? [], invoice.taxRate), [watched, invoice.taxRate]);

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
            onClick={() => lines.append({ label: '', quantity: '1', unitPrice: '0.00', sourceLineKey: null })}
          >
            Add line
          </Button>
          <Stack gap={2} align="flex-end" aria-label="Totals">
            <Text size="sm">Subtotal: {totals ? money(totals.subtotal, invoice.currency) : '—'}</Text>
            <Text size="sm">
              Tax ({Number(invoice.taxRate)}%): {totals ? money(totals.taxTotal, invoice.currency) : '—'}
            </Text>
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
