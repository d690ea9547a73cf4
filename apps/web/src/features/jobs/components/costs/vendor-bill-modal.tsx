import {
  type JobCosting,
  type VendorBill,
  type VendorBillCreateRequest,
  type VendorBillUpdateRequest,
  vendorBillCreateRequestSchema,
  vendorBillUpdateRequestSchema,
} from '@fastforward/domain';
import {
  ActionIcon,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { Controller, useFieldArray } from 'react-hook-form';
import { RecordFormModal, useModalForm } from '../../../../components/company-records';
import { useJobDocuments } from '../../api/job-documents-list';
import { useAccountsVendors, useCreateVendorBill, useUpdateVendorBill } from './costs-api';

type LineValues = { label: string; amount: string; taxRate: string; sourceLineKey: string | null };
type BillValues = {
  /** Only when correcting a draft: the version read. */
  version?: number;
  vendorId: number;
  billNumber: string;
  billDate: string;
  dueDate: string | null;
  currency: string;
  exchangeRate: string;
  lines: LineValues[];
  notes: string;
  documentFileId: number | null;
};
const FIELDS = [
  'vendorId',
  'billNumber',
  'billDate',
  'dueDate',
  'currency',
  'exchangeRate',
  'lines',
  'notes',
  'documentFileId',
] as const;

const today = () => new Date().toLocaleDateString('en-CA');

/**
 * The expected costs as a bill: each buy line's label and buy (unit buy × quantity) in its own
 * currency at the quote's rate when the lines share one currency; else their base amounts.
 */
function expectedBill(costing: JobCosting) {
  const quoted = costing.lines.filter((l) => l.key !== null);
  const currencies = new Set(quoted.map((l) => l.currency));
  const first = quoted[0];
  const single = currencies.size === 1 && first !== undefined;
  return {
    currency: single ? first.currency : costing.currency,
    exchangeRate: single ? first.exchangeRate : '1',
    lines: quoted.map(
      (l): LineValues => ({
        label: l.label,
        amount: single ? l.buy : l.estimated,
        taxRate: '',
        sourceLineKey: l.key,
      }),
    ),
  };
}
const expectedLines = (costing: JobCosting) => expectedBill(costing).lines;

/** A draft bill as the form edits it, at the version read. */
const billValues = (bill: VendorBill): BillValues => ({
  version: bill.version,
  vendorId: bill.vendor.id,
  billNumber: bill.billNumber,
  billDate: bill.billDate,
  dueDate: bill.dueDate,
  currency: bill.currency,
  exchangeRate: bill.exchangeRate,
  lines: bill.lines.map((l) => ({
    label: l.label,
    amount: l.amount,
    taxRate: l.taxRate,
    sourceLineKey: l.sourceLineKey,
  })),
  notes: bill.notes ?? '',
  documentFileId: bill.documentFileId,
});

/**
 * Records a vendor's bill against the job as a draft: the vendor of the company's list, its number
 * and dates, the currency and its rate to the job's base currency, lines taken from the expected
 * costs (each linked to the buy line it settles) or typed, and the bill as received: one of the
 * job's documents (uploaded on the Documents tab, where the file store keeps it). Given `bill` (a
 * draft), corrects it whole at the version read.
 */
export function VendorBillModal({
  jobId,
  costing,
  bill,
  opened,
  onClose,
}: {
  jobId: number;
  costing: JobCosting;
  bill?: VendorBill | null;
  opened: boolean;
  onClose: () => void;
}) {
  const create = useCreateVendorBill(jobId);
  const update = useUpdateVendorBill(jobId);
  const vendors = useAccountsVendors(opened);
  const documents = useJobDocuments('staff', jobId);
  const { form, modal } = useModalForm<BillValues, VendorBillCreateRequest | VendorBillUpdateRequest>({
    opened,
    onClose,
    schema: bill ? vendorBillUpdateRequestSchema : vendorBillCreateRequestSchema,
    startValues: (): BillValues =>
      bill
        ? billValues(bill)
        : {
            vendorId: 0,
            billNumber: '',
            billDate: today(),
            dueDate: null,
            ...expectedBill(costing),
            notes: '',
            documentFileId: null,
          },
    startKey: bill ? `bill:${bill.id}:${bill.version}` : `job:${costing.jobId}`,
    fieldNames: FIELDS,
    save: (body) =>
      bill && 'version' in body
        ? update.mutateAsync({ id: bill.id, body })
        : create.mutateAsync(body as VendorBillCreateRequest),
  });
  const { control, register, formState } = form;
  const { errors } = formState;
  const lines = useFieldArray({ control, name: 'lines' });
  const options = [
    { value: '0', label: 'Choose a vendor' },
    ...(vendors.data?.items ?? []).map((v) => ({ value: String(v.id), label: v.name })),
  ];
  const documentOptions = [
    { value: '', label: 'None' },
    ...(documents.data ?? []).map((d) => ({ value: String(d.id), label: d.originalName })),
  ];

  return (
    <RecordFormModal
      {...modal}
      title={bill ? `Edit vendor bill ${bill.billNumber}` : 'Record vendor bill'}
      submitLabel="Save draft bill"
      size="xl"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Controller
          control={control}
          name="vendorId"
          render={({ field }) => (
            <NativeSelect
              label="Vendor"
              withAsterisk
              data={options}
              value={String(field.value ?? 0)}
              onChange={(event) => field.onChange(Number(event.currentTarget.value))}
              error={errors.vendorId?.message}
            />
          )}
        />
        <TextInput
          label="Bill number"
          withAsterisk
          {...register('billNumber')}
          error={errors.billNumber?.message}
        />
        <TextInput
          type="date"
          label="Bill date"
          withAsterisk
          {...register('billDate')}
          error={errors.billDate?.message}
        />
        <Controller
          control={control}
          name="dueDate"
          render={({ field }) => (
            <TextInput
              type="date"
              label="Due date"
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.currentTarget.value || null)}
              error={errors.dueDate?.message}
            />
          )}
        />
        <TextInput label="Currency" withAsterisk {...register('currency')} error={errors.currency?.message} />
        <TextInput
          label={`Exchange rate (${costing.currency} per unit)`}
          withAsterisk
          inputMode="decimal"
          {...register('exchangeRate')}
          error={errors.exchangeRate?.message}
        />
      </SimpleGrid>
      <Group justify="space-between" mt="sm">
        <Text fw={600}>Lines</Text>
        <Group gap="xs">
          <Button variant="subtle" size="xs" onClick={() => lines.replace(expectedLines(costing))}>
            Take from expected costs
          </Button>
          <Button
            variant="subtle"
            size="xs"
            onClick={() => lines.append({ label: '', amount: '', taxRate: '', sourceLineKey: null })}
          >
            Add line
          </Button>
        </Group>
      </Group>
      {errors.lines?.message ? (
        <Text c="red" size="sm" role="alert">
          {errors.lines.message}
        </Text>
      ) : null}
      <Table aria-label="Bill lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Description</Table.Th>
            <Table.Th>Amount</Table.Th>
            <Table.Th>Tax %</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.fields.map((line, index) => (
            <Table.Tr key={line.id}>
              <Table.Td>
                <TextInput
                  aria-label={`Line ${index + 1} description`}
                  {...register(`lines.${index}.label`)}
                  error={errors.lines?.[index]?.label?.message}
                />
              </Table.Td>
              <Table.Td>
                <TextInput
                  aria-label={`Line ${index + 1} amount`}
                  inputMode="decimal"
                  {...register(`lines.${index}.amount`)}
                  error={errors.lines?.[index]?.amount?.message}
                />
              </Table.Td>
              <Table.Td>
                <TextInput
                  aria-label={`Line ${index + 1} tax rate`}
                  inputMode="decimal"
                  w={80}
                  {...register(`lines.${index}.taxRate`)}
                  error={errors.lines?.[index]?.taxRate?.message}
                />
              </Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove line ${index + 1}`}
                  onClick={() => lines.remove(index)}
                >
                  ×
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Controller
        control={control}
        name="documentFileId"
        render={({ field }) => (
          <NativeSelect
            label="Bill document"
            description={
              documents.data?.length === 0
                ? 'The job has no documents yet: upload the vendor’s bill on the Documents tab to attach it.'
                : 'The vendor’s bill as received, from the job’s documents.'
            }
            data={documentOptions}
            value={field.value === null ? '' : String(field.value)}
            onChange={(event) =>
              field.onChange(event.currentTarget.value ? Number(event.currentTarget.value) : null)
            }
            error={errors.documentFileId?.message}
          />
        )}
      />
      <Textarea label="Notes" rows={2} {...register('notes')} error={errors.notes?.message} />
    </RecordFormModal>
  );
}
