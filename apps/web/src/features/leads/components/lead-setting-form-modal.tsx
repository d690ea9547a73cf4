import {
  LEAD_SETTING_KIND,
  LEAD_SETTING_KIND_LABELS,
  LEAD_SETTING_KINDS,
  type LeadSetting,
  type LeadSettingFormValues,
  leadSettingRequestSchema,
} from '@fastforward/domain';
import { Checkbox, NativeSelect, TextInput } from '@mantine/core';
import {
  FormField,
  labelledOptions,
  OrderInput,
  RecordFormModal,
  type RecordFormSlot,
  useRecordForm,
} from '../../../components/company-records';
import { leadSettingsApi } from '../api/leads-api';

const toFormValues = (setting: LeadSetting | null): LeadSettingFormValues =>
  setting
    ? {
        kind: setting.kind,
        name: setting.name,
        displayOrder: setting.displayOrder,
        isClosed: setting.isClosed,
      }
    : { kind: LEAD_SETTING_KIND.stage, name: '', displayOrder: 0, isClosed: false };

/** A lead source or stage; a stage may close the pipeline (won or lost). The kind is fixed once saved. */
export function LeadSettingFormModal(slot: RecordFormSlot<LeadSetting>) {
  const { form, modal } = useRecordForm(slot, {
    api: leadSettingsApi,
    schema: leadSettingRequestSchema,
    toFormValues,
    fieldNames: ['kind', 'name', 'displayOrder', 'isClosed'],
  });
  const { errors } = form.formState;
  const kind = form.watch('kind');
  return (
    <RecordFormModal {...modal} title={slot.record ? 'Edit lead setting' : 'New lead setting'}>
      <NativeSelect
        label="Kind"
        disabled={slot.record !== null}
        data={labelledOptions(LEAD_SETTING_KINDS, LEAD_SETTING_KIND_LABELS)}
        {...form.register('kind')}
        error={errors.kind?.message}
      />
      <TextInput
        label="Name"
        withAsterisk
        data-autofocus
        {...form.register('name')}
        error={errors.name?.message}
      />
      <FormField control={form.control} name="displayOrder">
        {(bound) => (
          <OrderInput description="Lower numbers come first" max={9999} emptyValue={0} {...bound} />
        )}
      </FormField>
      {kind === LEAD_SETTING_KIND.stage ? (
        <Checkbox
          label="Closes the lead (won or lost)"
          {...form.register('isClosed')}
          error={errors.isClosed?.message}
        />
      ) : null}
    </RecordFormModal>
  );
}
