import {
  LEAD_SETTING_KIND,
  LEAD_SETTING_KIND_LABELS,
  LEAD_SETTING_KINDS,
  type LeadSetting,
  type LeadSettingFormValues,
  leadSettingRequestSchema,
} from '@fastforward/domain';
import { Checkbox, NativeSelect, NumberInput, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import {
  labelledOptions,
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
      <Controller
        control={form.control}
        name="displayOrder"
        render={({ field }) => (
          <NumberInput
            label="Order"
            description="Lower numbers come first"
            min={0}
            max={9999}
            allowDecimal={false}
            value={field.value ?? 0}
            onChange={(value) => field.onChange(typeof value === 'number' ? value : Number(value) || 0)}
            onBlur={field.onBlur}
            error={errors.displayOrder?.message}
          />
        )}
      />
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
