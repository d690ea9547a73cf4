import {
  VENDOR_LANES_MAX,
  type VendorMode,
  type VendorProfile,
  type VendorProfileRequest,
  vendorProfileRequestSchema,
} from '@fastforward/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Fieldset, Group, Stack, Text, Textarea } from '@mantine/core';
import { Controller, type Path, type Resolver, useFieldArray } from 'react-hook-form';
import { CountryPicker } from '../../../components/pickers';
import { formText, SavedNotice } from '../../../components/settings-frame';
import { useSaveForm } from '../../../components/use-save-form';
import { useSaveVendorProfile } from '../api/save-vendor-profile';
import { ModesField } from './modes-field';

type FormValues = {
  modes: VendorMode[];
  lanes: { originCountryCode: string; destinationCountryCode: string }[];
  description: string;
};

const toFormValues = (profile: VendorProfile): FormValues => ({
  modes: profile.modes,
  lanes: profile.lanes,
  description: formText(profile.description),
});

const LANE_ENDS = ['originCountryCode', 'destinationCountryCode'] as const;
/** A lane's error goes under its picker ('lanes.3.originCountryCode'); one about the whole list under the list. */
const FIELDS: readonly Path<FormValues>[] = [
  ...Array.from({ length: VENDOR_LANES_MAX }, (_, i) =>
    LANE_ENDS.map((end) => `lanes.${i}.${end}` as const),
  ).flat(),
  'lanes',
  'modes',
  'description',
];

const EMPTY_LANE = { originCountryCode: '', destinationCountryCode: '' };

/** What the company serves as a vendor, which forwarders search: modes, lanes and a description. */
export function VendorProfileForm({ profile, canUpdate }: { profile: VendorProfile; canUpdate: boolean }) {
  const save = useSaveVendorProfile();
  const { form, onSubmit, saved } = useSaveForm<FormValues, VendorProfile>({
    item: profile,
    toFormValues,
    resolver: zodResolver(vendorProfileRequestSchema) as unknown as Resolver<FormValues>,
    save: (values) => save.mutateAsync(values as VendorProfileRequest),
    fieldNames: FIELDS,
  });
  const lanes = useFieldArray({ control: form.control, name: 'lanes' });
  const { errors } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Vendor profile">
      <Stack>
        <Fieldset variant="unstyled" disabled={!canUpdate}>
          <Stack>
            <ModesField control={form.control} name="modes" label="Modes served" disabled={!canUpdate} />
            <Fieldset legend="Lanes served">
              <Stack>
                {lanes.fields.length === 0 ? <Text c="dimmed">No lanes yet.</Text> : null}
                {lanes.fields.map((lane, index) => (
                  <Group
                    key={lane.id}
                    role="group"
                    aria-label={`Lane ${index + 1}`}
                    align="flex-start"
                    wrap="nowrap"
                  >
                    {LANE_ENDS.map((end) => (
                      <Controller
                        key={end}
                        control={form.control}
                        name={`lanes.${index}.${end}`}
                        render={({ field, fieldState }) => (
                          <CountryPicker
                            label={end === 'originCountryCode' ? 'Origin country' : 'Destination country'}
                            withAsterisk
                            flex={1}
                            value={field.value || null}
                            onChange={(value) => field.onChange(value ?? '')}
                            onBlur={field.onBlur}
                            error={fieldState.error?.message}
                          />
                        )}
                      />
                    ))}
                    {canUpdate ? (
                      <Button
                        variant="subtle"
                        color="red"
                        mt={24}
                        aria-label={`Remove lane ${index + 1}`}
                        onClick={() => lanes.remove(index)}
                      >
                        Remove
                      </Button>
                    ) : null}
                  </Group>
                ))}
                {errors.lanes?.root?.message || errors.lanes?.message ? (
                  <Text c="red" size="sm" role="alert">
                    {errors.lanes?.root?.message ?? errors.lanes?.message}
                  </Text>
                ) : null}
                {canUpdate && lanes.fields.length < VENDOR_LANES_MAX ? (
                  <Group>
                    <Button variant="light" onClick={() => lanes.append(EMPTY_LANE)}>
                      Add lane
                    </Button>
                  </Group>
                ) : null}
              </Stack>
            </Fieldset>
            <Textarea
              label="Description"
              description="What forwarders read about you when they search for vendors"
              rows={4}
              {...form.register('description')}
              error={errors.description?.message}
            />
          </Stack>
        </Fieldset>
        {saved ? <SavedNotice>Vendor profile saved.</SavedNotice> : null}
        {canUpdate ? (
          <Group justify="flex-end">
            <Button type="submit" loading={form.formState.isSubmitting}>
              Save
            </Button>
          </Group>
        ) : null}
      </Stack>
    </form>
  );
}
