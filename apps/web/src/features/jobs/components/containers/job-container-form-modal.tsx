import {
  containerNumberProblem,
  EMPTY_JOB_CONTAINER_FORM,
  type JobContainer,
  type JobContainerFormValues,
  jobContainerRequestSchema,
  normalizeContainerNumber,
} from '@fastforward/domain';
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { CodeField, RecordFormModal, useModalForm } from '../../../../components/company-records';
import { ContainerSizePicker } from '../../../../components/pickers';
import { useSaveJobContainer } from '../../api/job-containers-save';

const FIELDS = [
  'containerNumber',
  'containerSizeId',
  'sealNumber',
  'grossWeightKg',
  'vgmKg',
  'packageCount',
  'containerDetails',
] as const;

const toFormValues = (item: JobContainer | null): JobContainerFormValues =>
  item
    ? {
        containerNumber: item.containerNumber,
        containerSizeId: item.containerSize ? String(item.containerSize.id) : '',
        sealNumber: item.sealNumber ?? '',
        grossWeightKg: item.grossWeightKg === null ? '' : String(Number(item.grossWeightKg)),
        vgmKg: item.vgmKg === null ? '' : String(Number(item.vgmKg)),
        packageCount: item.packageCount === null ? '' : String(item.packageCount),
        containerDetails: item.containerDetails ?? '',
      }
    : EMPTY_JOB_CONTAINER_FORM;

/** What the ISO 6346 rule says of the number as typed: its problem, or that it checks out. */
function liveNumberCheck(typed: string): { error?: string; description: string } {
  const hint = 'Owner code, category (U, J or Z), serial and check digit, e.g. CSQU 305438 3';
  if (typed.trim() === '') return { description: hint };
  const problem = containerNumberProblem(typed);
  return problem
    ? { error: problem, description: hint }
    : { description: `Valid ISO 6346 number: ${normalizeContainerNumber(typed)}` };
}

export type JobContainerFormModalProps = {
  jobId: number;
  opened: boolean;
  /** Null: a new container. */
  record: JobContainer | null;
  onClose: () => void;
};

/** Add or edit a job's container; the number is checked against ISO 6346 as it is typed. */
export function JobContainerFormModal({ jobId, opened, record, onClose }: JobContainerFormModalProps) {
  const save = useSaveJobContainer(jobId);
  const { form, modal } = useModalForm({
    opened,
    onClose,
    schema: jobContainerRequestSchema,
    emptyValues: EMPTY_JOB_CONTAINER_FORM,
    startValues: () => toFormValues(record),
    startKey: record,
    fieldNames: FIELDS,
    save: (body) => save.mutateAsync({ jobId, containerId: record?.id, body }),
  });
  const { errors } = form.formState;

  const typed = form.watch('containerNumber');
  const live = liveNumberCheck(typed ?? '');

  return (
    <RecordFormModal {...modal} title={record ? 'Edit container' : 'Add container'} size="lg">
      <TextInput
        label="Container number"
        withAsterisk
        data-autofocus
        autoComplete="off"
        description={live.description}
        {...form.register('containerNumber')}
        // A server refusal (a duplicate) outranks the live check, which only knows the rule.
        error={errors.containerNumber?.message ?? live.error}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CodeField
          control={form.control}
          name="containerSizeId"
          label="Container size"
          placeholder="Not recorded"
          picker={ContainerSizePicker}
          emptyValue=""
        />
        <TextInput label="Seal number" {...form.register('sealNumber')} error={errors.sealNumber?.message} />
        <TextInput
          label="Gross weight (kg)"
          inputMode="decimal"
          {...form.register('grossWeightKg')}
          error={errors.grossWeightKg?.message}
        />
        <TextInput
          label="VGM (kg)"
          inputMode="decimal"
          {...form.register('vgmKg')}
          error={errors.vgmKg?.message}
        />
        <TextInput
          label="Packages"
          inputMode="numeric"
          {...form.register('packageCount')}
          error={errors.packageCount?.message}
        />
      </SimpleGrid>
      <Textarea
        label="Container details"
        description="Stuffing, temperature log, remarks"
        rows={3}
        {...form.register('containerDetails')}
        error={errors.containerDetails?.message}
      />
    </RecordFormModal>
  );
}
