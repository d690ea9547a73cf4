import {
  COMMODITY_TYPE,
  IMPORT_TARGET_LABELS,
  IMPORT_TARGETS,
  type ImportColumnMapping,
  type ImportTarget,
  VALID_RATE_FIELD_LABELS as L,
  type RateImport,
  rateImportMappingRequestSchema,
} from '@fastforward/domain';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  List,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { fromSelectValue, toSelectValue } from '../../../components/company-records';
import { placeServerErrors } from '../../../components/data-table';
import { ContainerSizePicker, CurrencyPicker, ShippingLinePicker } from '../../../components/pickers';
import { useConfirmImportMapping } from '../api/confirm-import-mapping';
import {
  columnLetter,
  type DefaultsDraft,
  draftOf,
  type MappingDraft,
  requestOf,
  type SheetDraft,
} from './mapping-drafts';

const TARGET_OPTIONS = IMPORT_TARGETS.map((target) => ({
  value: target,
  label: IMPORT_TARGET_LABELS[target],
}));
const MODE_OPTIONS = [
  { value: '', label: 'From the sheet' },
  { value: 'sea', label: 'Sea' },
  { value: 'air', label: 'Air' },
];
const COMMODITY_OPTIONS = [
  { value: '', label: 'From the sheet (else General)' },
  ...Object.entries(COMMODITY_TYPE).map(([value, label]) => ({ value, label: `${label} (${value})` })),
];

const DEFAULT_FIELDS = [
  'mode',
  'currency',
  'shippingCompanyId',
  'commodityType',
  'validFrom',
  'validTill',
] as const;
type DefaultField = (typeof DEFAULT_FIELDS)[number];

/** Complaints by where they show: a default's field, a sheet (by name), the template's name, the rest. */
type Complaints = {
  defaults: Partial<Record<DefaultField, string>>;
  sheets: Record<string, string[]>;
  templateName?: string;
  general: string[];
};
const NO_COMPLAINTS: Complaints = { defaults: {}, sheets: {}, general: [] };

/**
 * Places each complaint about the request (`field` as the schema or the server names it:
 * 'defaults.currency', 'sheets.0.columns.3.containerSizeId') where the form shows that part.
 */
function placeComplaints(
  entries: readonly { field: string; message: string }[],
  sheetNames: readonly string[],
): Complaints {
  const placed: Complaints = { defaults: {}, sheets: {}, general: [] };
  for (const { field, message } of entries) {
    const [head, second] = field.split('.');
    const sheet = head === 'sheets' && second !== undefined ? sheetNames[Number(second)] : undefined;
    if (head === 'defaults' && DEFAULT_FIELDS.includes(second as DefaultField)) {
      placed.defaults[second as DefaultField] ??= message;
    } else if (sheet !== undefined) {
      placed.sheets[sheet] = [...(placed.sheets[sheet] ?? []), message];
    } else if (head === 'templateName') {
      placed.templateName = message;
    } else {
      placed.general.push(message);
    }
  }
  return placed;
}

/** The warnings of a sheet: hidden rows and a hidden sheet are read like the others. */
function sheetWarnings(sheet: SheetDraft): string[] {
  const warnings: string[] = [];
  if (sheet.hidden) warnings.push(`Sheet '${sheet.name}' is hidden in the file; its rows are read too.`);
  if (sheet.hiddenRows.length > 0) {
    const shown = sheet.hiddenRows.slice(0, 10).join(', ');
    const more = sheet.hiddenRows.length > 10 ? ` and ${sheet.hiddenRows.length - 10} more` : '';
    warnings.push(
      `${sheet.hiddenRows.length} hidden ${sheet.hiddenRows.length === 1 ? 'row' : 'rows'} (${shown}${more}) ${sheet.hiddenRows.length === 1 ? 'is' : 'are'} read like the others.`,
    );
  }
  return warnings;
}

type SheetMappingProps = {
  sheet: SheetDraft;
  complaints: string[] | undefined;
  onChange: (next: SheetDraft) => void;
};

/** One sheet's columns: the header as read, what it maps to, and for a size's rate column the size. */
function SheetMapping({ sheet, complaints, onChange }: SheetMappingProps) {
  const setColumn = (index: number, next: Partial<ImportColumnMapping>) =>
    onChange({
      ...sheet,
      columns: sheet.columns.map((column, i) => (i === index ? { ...column, ...next } : column)),
    });
  const warnings = sheetWarnings(sheet);
  return (
    <Paper component="section" aria-label={`Sheet ${sheet.name}`} withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h5">
            Sheet {sheet.name}
          </Title>
          <Checkbox
            label="Import this sheet"
            checked={sheet.included}
            onChange={(event) => onChange({ ...sheet, included: event.currentTarget.checked })}
          />
        </Group>
        <Text size="sm" c="dimmed">
          Header in row {sheet.headerRow}.
        </Text>
        {warnings.map((warning) => (
          <Alert key={warning} color="yellow" role="note">
            {warning}
          </Alert>
        ))}
        {complaints?.length ? (
          <Alert color="red" role="alert" title={`Sheet ${sheet.name}`}>
            <List size="sm">
              {complaints.map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
        {sheet.included ? (
          <Table.ScrollContainer minWidth={560} type="native">
            <Table withTableBorder striped aria-label={`Columns of ${sheet.name}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Column</Table.Th>
                  <Table.Th>Header</Table.Th>
                  <Table.Th>Maps to</Table.Th>
                  <Table.Th>{L.containerSizeId}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sheet.columns.map((column, index) => (
                  <Table.Tr key={column.column}>
                    <Table.Td>{columnLetter(column.column)}</Table.Td>
                    <Table.Td>{column.header}</Table.Td>
                    <Table.Td>
                      <NativeSelect
                        aria-label={`${column.header} maps to`}
                        data={TARGET_OPTIONS}
                        value={column.target}
                        onChange={(event) =>
                          setColumn(index, { target: event.currentTarget.value as ImportTarget })
                        }
                      />
                    </Table.Td>
                    <Table.Td>
                      {column.target === 'sizePrice' ? (
                        <ContainerSizePicker
                          aria-label={`${column.header} container size`}
                          placeholder="Choose the size"
                          value={toSelectValue(column.containerSizeId)}
                          onChange={(value) => setColumn(index, { containerSizeId: fromSelectValue(value) })}
                        />
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Stack>
    </Paper>
  );
}

type DefaultsProps = {
  defaults: DefaultsDraft;
  errors: Complaints['defaults'];
  onChange: (next: DefaultsDraft) => void;
};

/** What the sheet leaves out, for every row of it: one mode, currency, line, commodity, validity. */
function MappingDefaults({ defaults, errors, onChange }: DefaultsProps) {
  const set = <K extends keyof DefaultsDraft>(key: K, value: DefaultsDraft[K]) =>
    onChange({ ...defaults, [key]: value });
  return (
    <Paper component="section" aria-labelledby="import-defaults-heading" withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={3} size="h5" id="import-defaults-heading">
          Defaults
        </Title>
        <Text size="sm" c="dimmed">
          For what the sheet leaves out: a column's value wins over its default.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NativeSelect
            label={L.mode}
            data={MODE_OPTIONS}
            value={defaults.mode}
            onChange={(event) => set('mode', event.currentTarget.value as DefaultsDraft['mode'])}
            error={errors.mode}
          />
          <CurrencyPicker
            label={L.currency}
            clearable
            value={defaults.currency}
            onChange={(value) => set('currency', value)}
            error={errors.currency}
          />
          <ShippingLinePicker
            label={L.shippingCompanyId}
            shippingMode={defaults.mode || 'sea'}
            clearable
            value={toSelectValue(defaults.shippingCompanyId)}
            onChange={(value) => set('shippingCompanyId', fromSelectValue(value))}
            error={errors.shippingCompanyId}
          />
          <NativeSelect
            label={L.commodityType}
            data={COMMODITY_OPTIONS}
            value={defaults.commodityType}
            onChange={(event) =>
              set('commodityType', event.currentTarget.value as DefaultsDraft['commodityType'])
            }
            error={errors.commodityType}
          />
          <TextInput
            type="date"
            label={L.validFrom}
            value={defaults.validFrom}
            onChange={(event) => set('validFrom', event.currentTarget.value)}
            error={errors.validFrom}
          />
          <TextInput
            type="date"
            label={L.validTill}
            value={defaults.validTill}
            onChange={(event) => set('validTill', event.currentTarget.value)}
            error={errors.validTill}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/**
 * Step 3: the proposed mapping, confirmed or corrected column by column, the defaults for what the
 * sheet leaves out, and whether the vendor's next sheets are read with it. The schema the server
 * holds the request to checks it first; what the server refuses shows where it belongs.
 */
export function MappingForm({
  rateImport,
  onCancel,
  onSaved,
}: {
  rateImport: RateImport;
  /** Offered when the import is previewed already: back to its preview, unchanged. */
  onCancel?: () => void;
  onSaved?: () => void;
}) {
  const [draft, setDraft] = useState<MappingDraft>(() => draftOf(rateImport));
  const [complaints, setComplaints] = useState<Complaints>(NO_COMPLAINTS);
  const confirm = useConfirmImportMapping(rateImport.id);
  const notices = rateImport.layout?.notices ?? [];
  const hasVendor = rateImport.vendorId !== null;

  const submit = async () => {
    const request = requestOf(draft);
    const sheetNames = request.sheets.map((sheet) => sheet.name);
    const parsed = rateImportMappingRequestSchema.safeParse(request);
    if (!parsed.success) {
      setComplaints(
        placeComplaints(
          parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })),
          sheetNames,
        ),
      );
      return;
    }
    if (draft.saveAsTemplate && !hasVendor && !draft.templateName.trim()) {
      setComplaints({ ...NO_COMPLAINTS, templateName: 'Name the template: this import has no vendor' });
      return;
    }
    setComplaints(NO_COMPLAINTS);
    try {
      await confirm.mutateAsync(parsed.data);
      onSaved?.();
    } catch (error) {
      const placement = placeServerErrors(error, [
        ...DEFAULT_FIELDS.map((field) => `defaults.${field}`),
        ...sheetNames.map((_name, index) => `sheets.${index}`),
        'templateName',
      ]);
      if (!placement) return;
      const placed = placeComplaints(placement.fields, sheetNames);
      if (placement.dialog) placed.general.push(placement.dialog.text);
      setComplaints(placed);
    }
  };

  return (
    <Stack>
      {rateImport.templateId !== null ? (
        <Alert color="blue" role="note">
          Filled in from the saved mapping of {rateImport.vendorName ?? 'this vendor'}. It needs the validity
          from you: the saved mapping reads no Valid From and Valid Till column.
        </Alert>
      ) : null}
      {notices.map((notice) => (
        <Alert key={notice} color="yellow" role="note">
          {notice}
        </Alert>
      ))}
      {draft.sheets.length === 0 ? <Text c="dimmed">The file holds no sheet with a header row.</Text> : null}
      {draft.sheets.map((sheet, index) => (
        <SheetMapping
          key={sheet.name}
          sheet={sheet}
          complaints={complaints.sheets[sheet.name]}
          onChange={(next) =>
            setDraft({ ...draft, sheets: draft.sheets.map((s, i) => (i === index ? next : s)) })
          }
        />
      ))}
      <MappingDefaults
        defaults={draft.defaults}
        errors={complaints.defaults}
        onChange={(defaults) => setDraft({ ...draft, defaults })}
      />
      <Group align="flex-end">
        <Checkbox
          label={hasVendor ? 'Save as template for this vendor' : 'Save as template'}
          description={
            hasVendor
              ? `The next sheet of ${rateImport.vendorName ?? 'this vendor'} with these headers skips this step.`
              : undefined
          }
          checked={draft.saveAsTemplate}
          onChange={(event) => setDraft({ ...draft, saveAsTemplate: event.currentTarget.checked })}
        />
        {draft.saveAsTemplate && !hasVendor ? (
          <TextInput
            label="Template name"
            withAsterisk
            maxLength={100}
            value={draft.templateName}
            onChange={(event) => setDraft({ ...draft, templateName: event.currentTarget.value })}
            error={complaints.templateName}
          />
        ) : null}
      </Group>
      {complaints.general.length > 0 ? (
        <Alert color="red" role="alert" title="The mapping is not complete">
          <List size="sm">
            {complaints.general.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      <Group justify="flex-end">
        {onCancel ? (
          <Button variant="default" onClick={onCancel} disabled={confirm.isPending}>
            Back to the preview
          </Button>
        ) : null}
        <Button onClick={() => void submit()} loading={confirm.isPending}>
          Continue
        </Button>
      </Group>
    </Stack>
  );
}
