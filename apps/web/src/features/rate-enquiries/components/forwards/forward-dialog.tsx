import {
  ALREADY_FORWARDED,
  type Enquiry,
  type ForwardResult,
  forwardDeadlineProblem,
  forwardRequestSchema,
  REQUIRED_CHARGE,
  REQUIRED_CHARGES,
  type RequiredCharge,
} from '@fastforward/domain';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  MultiSelect,
  Stack,
  Table,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { placeServerErrors } from '../../../../components/data-table';
import { useVendorOptions } from '../../../../components/pickers';
import { showErrorDialog } from '../../../../lib/dialogs';
import { useSendForwards } from '../../api/forwards-send';

const DEFAULT_DEADLINE_DAYS = 3;
const FIELDS = ['vendorIds', 'requiredCharges', 'deadlineAt', 'message'] as const;
type Field = (typeof FIELDS)[number];

/** A `datetime-local` value (local time, to the minute) for an instant. */
const toLocalInput = (date: Date) => {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
};

const initialDeadline = () => toLocalInput(new Date(Date.now() + DEFAULT_DEADLINE_DAYS * 86_400_000));

type Draft = { vendorIds: string[]; requiredCharges: RequiredCharge[]; deadline: string; message: string };
const emptyDraft = (): Draft => ({
  vendorIds: [],
  requiredCharges: ['freight'],
  deadline: initialDeadline(),
  message: '',
});

/** The draft as the request, or the first problem of each field (the domain's rules, as the server's). */
function validate(draft: Draft) {
  const deadline = new Date(draft.deadline);
  const errors: Partial<Record<Field, string>> = {};
  if (Number.isNaN(deadline.getTime())) errors.deadlineAt = 'Deadline must be a date and time';
  else {
    const problem = forwardDeadlineProblem(deadline, new Date());
    if (problem) errors.deadlineAt = problem;
  }
  const parsed = forwardRequestSchema.safeParse({
    vendorIds: draft.vendorIds.map(Number),
    requiredCharges: draft.requiredCharges,
    deadlineAt: Number.isNaN(deadline.getTime()) ? '' : deadline.toISOString(),
    message: draft.message.trim() || null,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]) as Field;
      errors[field] ??= issue.message;
    }
  }
  return Object.keys(errors).length > 0 || !parsed.success ? { errors } : { body: parsed.data };
}

/**
 * "Forward to vendors": vendors of the company's vendor list serving the enquiry's mode, the
 * charges their answers must price, a deadline (three days unless changed, at most the link's
 * life) and a message. After sending, what happened for each vendor: Received, or Already Forwarded.
 */
export function ForwardDialog({
  enquiry,
  opened,
  onClose,
}: {
  enquiry: Enquiry;
  opened: boolean;
  onClose: () => void;
}) {
  const vendors = useVendorOptions();
  const send = useSendForwards();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [results, setResults] = useState<{ items: ForwardResult[]; message: string | null } | null>(null);

  const close = () => {
    setDraft(emptyDraft());
    setErrors({});
    setResults(null);
    onClose();
  };
  // The list's rows carry the modes the forwarder asks each vendor for.
  const options = vendors.items
    .filter((v) => {
      const modes = (v as { modes?: readonly string[] }).modes;
      return !modes || modes.includes(enquiry.mode);
    })
    .map((v) => ({ value: String(v.id), label: v.name }));

  const submit = async () => {
    const checked = validate(draft);
    setErrors(checked.errors ?? {});
    if (!checked.body) return;
    try {
      const answer = await send.mutateAsync({ enquiryId: enquiry.id, body: checked.body });
      setResults({ items: answer.results, message: answer.message });
    } catch (error) {
      const placed = placeServerErrors(error, FIELDS);
      if (!placed) return;
      setErrors(Object.fromEntries(placed.fields.map((f) => [f.field, f.message])));
      if (placed.dialog) void showErrorDialog(placed.dialog.title, placed.dialog.text);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title="Forward to vendors" size="lg">
      {results ? (
        <Stack>
          {results.message ? <Alert color="blue">{results.message}</Alert> : null}
          <Table aria-label="Forward results">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Vendor</Table.Th>
                <Table.Th>Result</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {results.items.map((r) => (
                <Table.Tr key={r.vendorId}>
                  <Table.Td>{r.vendorName}</Table.Td>
                  <Table.Td>
                    <Badge color={r.label === ALREADY_FORWARDED ? 'yellow' : 'green'} variant="light">
                      {r.label}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="flex-end">
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <MultiSelect
            label="Vendors"
            placeholder={vendors.canView ? 'Choose vendors' : 'You may not read the vendor list'}
            data={options}
            value={draft.vendorIds}
            onChange={(vendorIds) => setDraft({ ...draft, vendorIds })}
            searchable
            error={errors.vendorIds}
            withAsterisk
          />
          <Checkbox.Group
            label="Charges the answers must price"
            value={draft.requiredCharges}
            onChange={(value) => setDraft({ ...draft, requiredCharges: value as RequiredCharge[] })}
            error={errors.requiredCharges}
          >
            <Stack gap={4} mt={4}>
              {REQUIRED_CHARGES.map((key) => (
                <Checkbox key={key} value={key} label={REQUIRED_CHARGE[key]} />
              ))}
            </Stack>
          </Checkbox.Group>
          <TextInput
            type="datetime-local"
            label="Answer by"
            value={draft.deadline}
            onChange={(e) => setDraft({ ...draft, deadline: e.currentTarget.value })}
            error={errors.deadlineAt}
            withAsterisk
          />
          <Textarea
            label="Message to the vendors"
            minRows={3}
            value={draft.message}
            onChange={(e) => setDraft({ ...draft, message: e.currentTarget.value })}
            error={errors.message}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button onClick={() => void submit()} loading={send.isPending}>
              Forward
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
