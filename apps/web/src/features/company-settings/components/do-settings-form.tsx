import { type DoSettings, type DoSettingsRequest, doSettingsRequestSchema } from '@fastforward/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useSaveDoSettings } from '../api/save-do-settings';
import { FooterTextField, NumberingFields } from './numbered-document-fields';
import { NumberedDocumentForm } from './numbered-document-form';

const FIELD_NAMES = [
  'prefix',
  'nextNumber',
  'validityDays',
  'issuingOffice',
  'signatoryName',
  'signatoryDesignation',
  'termsText',
  'footerText',
] as const;

/** Delivery-order numbering, validity, issuing office, signatory and the printed texts. */
export function DoSettingsForm({ settings }: { settings: DoSettings }) {
  const save = useSaveDoSettings();
  return (
    <NumberedDocumentForm
      settings={settings}
      resolver={zodResolver(doSettingsRequestSchema)}
      save={save.mutateAsync}
      fieldNames={FIELD_NAMES}
      savedText="DO settings saved."
    >
      <DoFields />
    </NumberedDocumentForm>
  );
}

function DoFields() {
  const { register, formState } = useFormContext<DoSettingsRequest>();
  const { errors } = formState;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberingFields />
        <TextInput
          label="Validity (days)"
          withAsterisk
          type="number"
          min={1}
          max={365}
          {...register('validityDays', { valueAsNumber: true })}
          error={errors.validityDays?.message}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} mt="md">
        <TextInput
          label="Issuing office"
          withAsterisk
          maxLength={200}
          {...register('issuingOffice')}
          error={errors.issuingOffice?.message}
        />
        <TextInput
          label="Signatory name"
          withAsterisk
          maxLength={100}
          {...register('signatoryName')}
          error={errors.signatoryName?.message}
        />
        <TextInput
          label="Signatory designation"
          withAsterisk
          maxLength={100}
          {...register('signatoryDesignation')}
          error={errors.signatoryDesignation?.message}
        />
      </SimpleGrid>
      <Textarea
        mt="md"
        label="Terms printed on the DO"
        autosize
        minRows={4}
        maxLength={5000}
        {...register('termsText')}
        error={errors.termsText?.message}
      />
      <FooterTextField minRows={2} />
    </>
  );
}
