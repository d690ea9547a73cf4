import {
  type NegotiationSettings,
  type NegotiationSettingsRequest,
  negotiationSettingsRequestSchema,
} from '@fastforward/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { SavedNotice } from '../../../components/settings-frame';
import { useSaveForm } from '../../../components/use-save-form';
import { useSaveNegotiationSettings } from '../api/save-negotiation-settings';

const toFormValues = (settings: NegotiationSettings): NegotiationSettingsRequest => ({
  maxDiscountPercent: settings.maxDiscountPercent,
});

/** The maximum discount without approval, and who may approve a larger one. */
export function NegotiationSettingsForm({
  settings,
  canUpdate,
}: {
  settings: NegotiationSettings;
  canUpdate: boolean;
}) {
  const save = useSaveNegotiationSettings();
  const { form, onSubmit, saved } = useSaveForm({
    item: settings,
    toFormValues,
    resolver: zodResolver(negotiationSettingsRequestSchema),
    save: save.mutateAsync,
    fieldNames: ['maxDiscountPercent'],
  });
  const { errors } = form.formState;
  // The approvers come from the answer last read or saved (staff changes elsewhere do not move them).
  const approvers = save.data?.approvers ?? settings.approvers;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Negotiation settings">
      <Stack>
        <div>
          <TextInput
            label="Maximum discount without approval (%)"
            description="Sales may quote up to this far below the quoted sell price on their own; a larger discount needs the approval of one of the people below."
            withAsterisk
            inputMode="decimal"
            maw={360}
            disabled={!canUpdate}
            {...form.register('maxDiscountPercent')}
            error={errors.maxDiscountPercent?.message}
          />
          {settings.isDefault && !saved ? (
            <Text size="sm" c="dimmed" mt="xs">
              Not saved yet: no discount is allowed without approval.
            </Text>
          ) : null}
        </div>
        <section aria-label="Who approves larger discounts">
          <Title order={2} size="h4" mb="xs">
            Who approves larger discounts
          </Title>
          {approvers.length > 0 ? (
            <List>
              {approvers.map((approver) => (
                <List.Item key={approver.id}>{approver.fullName}</List.Item>
              ))}
            </List>
          ) : (
            <Text c="dimmed">Nobody holds the approve-negotiation permission yet — grant it in Roles</Text>
          )}
        </section>
        {saved ? <SavedNotice>Negotiation settings saved.</SavedNotice> : null}
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
