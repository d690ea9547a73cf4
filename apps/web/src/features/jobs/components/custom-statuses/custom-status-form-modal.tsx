import {
  type CustomStatus,
  type CustomStatusFormValues,
  customStatusRequestSchema,
  EMPTY_CUSTOM_STATUS_FORM,
} from '@fastforward/domain';
import { Checkbox, Textarea, TextInput } from '@mantine/core';
import { RecordFormModal, type RecordFormSlot, useRecordForm } from '../../../../components/company-records';
import { jobCustomStatusesApi } from '../../api/job-custom-statuses-api';

const toFormValues = (item: CustomStatus | null): CustomStatusFormValues =>
  item
    ? { code: item.code, name: item.name, description: item.description ?? '', internal: item.internal }
    : EMPTY_CUSTOM_STATUS_FORM;

/** Define or edit a custom operation status; a SPEC job status code or a taken one is named under Code. */
export function CustomStatusFormModal(slot: RecordFormSlot<CustomStatus>) {
  const { form, modal } = useRecordForm(slot, {
    api: jobCustomStatusesApi,
    schema: customStatusRequestSchema,
    toFormValues,
    fieldNames: ['code', 'name', 'description', 'internal'],
  });
  const { errors } = form.formState;
  return (
    <RecordFormModal {...modal} title={slot.record ? 'Edit custom status' : 'New custom status'}>
      <TextInput
        label="Code"
        description="2 to 8 capital letters or digits, never a job status code such as QUED"
        withAsterisk
        data-autofocus
        autoComplete="off"
        {...form.register('code')}
        error={errors.code?.message}
      />
      <TextInput label="Name" withAsterisk {...form.register('name')} error={errors.name?.message} />
      <Textarea
        label="Description"
        rows={2}
        {...form.register('description')}
        error={errors.description?.message}
      />
      <Checkbox
        label="Internal: never shown to the customer"
        {...form.register('internal')}
        error={errors.internal?.message}
      />
    </RecordFormModal>
  );
}
