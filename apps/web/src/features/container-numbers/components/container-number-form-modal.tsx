import {
  type ContainerNumber,
  type ContainerNumberFormValues,
  containerNumberRequestSchema,
  EMPTY_CONTAINER_NUMBER_FORM,
} from '@fastforward/domain';
import { Textarea, TextInput } from '@mantine/core';
import {
  CodeField,
  RecordFormModal,
  type RecordFormSlot,
  useRecordForm,
} from '../../../components/company-records';
import { ContainerSizePicker } from '../../../components/pickers';
import { containerNumbersApi } from '../api/container-numbers-api';

// The inputs hold text; the domain schema normalises the number and checks its ISO 6346 digit.
const toFormValues = (item: ContainerNumber | null): ContainerNumberFormValues =>
  item
    ? {
        number: item.number,
        containerSizeId: item.containerSize ? String(item.containerSize.id) : '',
        remarks: item.remarks ?? '',
      }
    : EMPTY_CONTAINER_NUMBER_FORM;

/** Add or edit a container number; a wrong check digit is named under the field. */
export function ContainerNumberFormModal(slot: RecordFormSlot<ContainerNumber>) {
  const { form, modal } = useRecordForm(slot, {
    api: containerNumbersApi,
    schema: containerNumberRequestSchema,
    toFormValues,
    fieldNames: ['number', 'containerSizeId', 'remarks'],
  });
  const { errors } = form.formState;

  return (
    <RecordFormModal {...modal} title={slot.record ? 'Edit container number' : 'New container number'}>
      <TextInput
        label="Container number"
        description="Owner code, category (U, J or Z), serial and check digit, e.g. CSQU 305438 3"
        withAsterisk
        data-autofocus
        autoComplete="off"
        {...form.register('number')}
        error={errors.number?.message}
      />
      <CodeField
        control={form.control}
        name="containerSizeId"
        label="Container size"
        placeholder="Not recorded"
        picker={ContainerSizePicker}
        emptyValue=""
      />
      <Textarea label="Remarks" rows={2} {...form.register('remarks')} error={errors.remarks?.message} />
    </RecordFormModal>
  );
}
