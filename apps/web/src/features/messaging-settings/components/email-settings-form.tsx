import {
  type EmailSettings,
  type EmailSettingsRequest,
  emailSettingsRequestSchema,
  sendTestEmailRequestSchema,
} from '@fastforward/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextInput } from '@mantine/core';
import { useSaveEmailSettings } from '../api/save-email-settings';
import { useSendTestEmail } from '../api/send-test-email';
import { ChannelSettingsForm } from './channel-settings-form';
import { CheckedField } from './checked-field';
import { SecretField } from './secret-field';
import { type ChannelSettings, useChannelSettingsForm } from './use-channel-settings-form';

const FIELD_NAMES = [
  'isEnabled',
  'host',
  'port',
  'isSecure',
  'username',
  'password',
  'fromName',
  'fromEmail',
] as const;

const toFormValues = (settings: EmailSettings): EmailSettingsRequest => ({
  isEnabled: settings.isEnabled,
  host: settings.host,
  port: settings.port,
  isSecure: settings.isSecure,
  username: settings.username ?? '',
  password: '',
  fromName: settings.fromName,
  fromEmail: settings.fromEmail,
});

const EMAIL: ChannelSettings<EmailSettingsRequest, EmailSettings, 'password'> = {
  name: 'E-mail settings',
  enabledLabel: "Send the company's e-mails through this SMTP server",
  saveLabel: 'Save e-mail settings',
  test: {
    title: 'Send test e-mail',
    label: 'Recipient e-mail',
    placeholder: 'you@example.com',
    schema: sendTestEmailRequestSchema,
  },
  resolver: zodResolver(emailSettingsRequestSchema),
  toFormValues,
  fieldNames: FIELD_NAMES,
  secretKey: 'password',
  useSave: useSaveEmailSettings,
  useSendTest: useSendTestEmail,
};

export type EmailSettingsFormProps = { settings: EmailSettings; canUpdate: boolean };

/** The company's own SMTP sender; the password is write-only. */
export function EmailSettingsForm({ settings, canUpdate }: EmailSettingsFormProps) {
  const { form, secret, frame } = useChannelSettingsForm(EMAIL, settings);
  const { errors } = form.formState;

  return (
    <ChannelSettingsForm
      {...frame}
      canUpdate={canUpdate}
      options={
        <CheckedField
          variant="checkbox"
          mt="md"
          control={form.control}
          name="isSecure"
          label="Use TLS from the first byte (port 465); otherwise STARTTLS when the server offers it"
        />
      }
    >
      <TextInput
        label="SMTP host"
        withAsterisk
        placeholder="smtp.example.com"
        {...form.register('host')}
        error={errors.host?.message}
      />
      <TextInput
        label="Port"
        withAsterisk
        type="number"
        min={1}
        max={65535}
        description="587 (STARTTLS) or 465 (TLS)"
        {...form.register('port', { valueAsNumber: true })}
        error={errors.port?.message}
      />
      <TextInput
        label="Username"
        autoComplete="off"
        {...form.register('username')}
        error={errors.username?.message}
      />
      <SecretField
        label="Password"
        hasStored={settings.hasPassword}
        {...secret}
        clearLabel="Clear the stored password"
        inputProps={form.register('password')}
        error={errors.password?.message}
      />
      <TextInput
        label="From name"
        withAsterisk
        maxLength={100}
        {...form.register('fromName')}
        error={errors.fromName?.message}
      />
      <TextInput
        label="From e-mail"
        withAsterisk
        placeholder="no-reply@example.com"
        {...form.register('fromEmail')}
        error={errors.fromEmail?.message}
      />
    </ChannelSettingsForm>
  );
}
