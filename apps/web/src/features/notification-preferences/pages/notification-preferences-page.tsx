import {
  type MyMobileRequest,
  type MyNotificationPreferences,
  myMobileRequestSchema,
  NOTIFICATION_PREFERENCE_GROUPS,
  NOTIFICATION_ROUTES,
  type NotificationPreferencesRequest,
  notificationPreferencesRequestSchema,
} from '@fastforward/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { useSaveForm } from '../../../components/use-save-form';
import { useMyPreferences, useSaveMobile, useSavePreferences } from '../api/notification-preferences';

const TITLE = 'Notification preferences';

/**
 * /dashboard/notifications/preferences: which notifications the signed-in user also gets by e-mail
 * or SMS, and the mobile number SMS go to. Every user sets his own: no permission guards it.
 */
export function NotificationPreferencesPage() {
  const preferences = useMyPreferences();
  let body = null;
  if (preferences.isError) body = <Alert color="red">{TITLE} could not be loaded. Try again later.</Alert>;
  else if (!preferences.data) body = <Skeleton height={320} aria-label={`Loading ${TITLE}`} />;
  else
    body = (
      <>
        <PreferencesForm preferences={preferences.data} />
        <MobileForm preferences={preferences.data} />
      </>
    );
  return (
    <Stack maw={900}>
      <Anchor component={Link} to={NOTIFICATION_ROUTES.page} size="sm">
        ← Notifications
      </Anchor>
      <Title order={1}>{TITLE}</Title>
      <Text c="dimmed">
        Every notification shows in the app. Choose the ones you also want by e-mail (to your account’s e-mail
        address) or by SMS (to your mobile number).
      </Text>
      {body}
    </Stack>
  );
}

const toPreferenceValues = (item: MyNotificationPreferences): NotificationPreferencesRequest => ({
  items: item.items.map(({ kind, byEmail, bySms }) => ({ kind, byEmail, bySms })),
});

const PREFERENCE_FIELDS = ['items'] as const;

function PreferencesForm({ preferences }: { preferences: MyNotificationPreferences }) {
  const save = useSavePreferences();
  const { form, onSubmit, saved } = useSaveForm({
    item: preferences,
    toFormValues: toPreferenceValues,
    resolver: zodResolver(notificationPreferencesRequestSchema),
    save: save.mutateAsync,
    fieldNames: PREFERENCE_FIELDS,
  });
  const values = useWatch({ control: form.control, name: 'items' });
  const wantsSms = (values ?? []).some((v) => v.bySms);
  const error = form.formState.errors.items;

  return (
    <Paper withBorder p="md" component="section" aria-label="Channels">
      <form onSubmit={onSubmit} noValidate aria-label={TITLE}>
        <Stack>
          {wantsSms && !preferences.mobile ? (
            <Alert color="orange" title="No mobile number">
              Add your mobile number below: without it no SMS is sent.
            </Alert>
          ) : null}
          {wantsSms && !preferences.isSmsAvailable ? (
            <Alert color="yellow" title="SMS not enabled">
              SMS sending is not enabled for your company yet: SMS copies start once it is.
            </Alert>
          ) : null}
          <Table.ScrollContainer minWidth={560}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Notification</Table.Th>
                  <Table.Th>In the app</Table.Th>
                  <Table.Th>E-mail</Table.Th>
                  <Table.Th>SMS</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {NOTIFICATION_PREFERENCE_GROUPS.map((group) => (
                  <PreferenceGroup
                    key={group}
                    group={group}
                    preferences={preferences}
                    control={form.control}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {error?.message ? (
            <Alert color="red" role="alert">
              {error.message}
            </Alert>
          ) : null}
          {saved ? (
            <Alert color="green" role="status" title="Saved">
              Notification preferences saved.
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={form.formState.isSubmitting}>
              Save preferences
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function PreferenceGroup({
  group,
  preferences,
  control,
}: {
  group: string;
  preferences: MyNotificationPreferences;
  control: Control<NotificationPreferencesRequest>;
}) {
  // The form's items are in the answer's order: the index ties a row to its values.
  const rows = preferences.items.flatMap((item, index) => (item.group === group ? [{ item, index }] : []));
  if (rows.length === 0) return null;
  return (
    <>
      <Table.Tr>
        <Table.Th colSpan={4} scope="colgroup">
          {group}
        </Table.Th>
      </Table.Tr>
      {rows.map(({ item, index }) => (
        <Table.Tr key={item.kind}>
          <Table.Td>{item.label}</Table.Td>
          <Table.Td>
            <Text size="sm" c="dimmed">
              Always
            </Text>
          </Table.Td>
          <Table.Td>
            <Controller
              control={control}
              name={`items.${index}.byEmail`}
              render={({ field }) => (
                <Switch
                  aria-label={`E-mail: ${item.label}`}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
              )}
            />
          </Table.Td>
          <Table.Td>
            <Controller
              control={control}
              name={`items.${index}.bySms`}
              render={({ field }) => (
                <Switch
                  aria-label={`SMS: ${item.label}`}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
              )}
            />
          </Table.Td>
        </Table.Tr>
      ))}
    </>
  );
}

const MOBILE_FIELDS = ['mobile'] as const;

function MobileForm({ preferences }: { preferences: MyNotificationPreferences }) {
  const save = useSaveMobile();
  const { form, onSubmit, saved } = useSaveForm({
    item: { mobile: preferences.mobile },
    toFormValues: (item: { mobile: string | null }): MyMobileRequest => ({ mobile: item.mobile ?? '' }),
    resolver: zodResolver(myMobileRequestSchema),
    save: save.mutateAsync,
    fieldNames: MOBILE_FIELDS,
  });
  return (
    <Paper withBorder p="md" component="section" aria-label="Mobile number">
      <form onSubmit={onSubmit} noValidate aria-label="Mobile number">
        <Stack>
          <TextInput
            label="Mobile number"
            description="Where your SMS go, in international form, e.g. +971501234567. Leave empty to remove it."
            placeholder="+971501234567"
            autoComplete="tel"
            error={form.formState.errors.mobile?.message}
            {...form.register('mobile')}
          />
          {saved ? (
            <Alert color="green" role="status" title="Saved">
              Mobile number saved.
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" variant="light" loading={form.formState.isSubmitting}>
              Save mobile number
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
