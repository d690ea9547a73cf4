import {
  SMS_PROVIDERS,
  type SmsProvider,
  type SmsSettings,
  type SmsSettingsRequest,
  sendTestSmsRequestSchema,
  smsSettingsRequestSchema,
} from '@fastforward/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { NativeSelect, TextInput } from '@mantine/core';
import { useSaveSmsSettings } from '../api/save-sms-settings';
import { useSendTestSms } from '../api/send-test-sms';
import { ChannelSettingsForm } from './channel-settings-form';
import { SecretField } from './secret-field';
import { type ChannelSettings, useChannelSettingsForm } from './use-channel-settings-form';

const FIELD_NAMES = ['isEnabled', 'provider', 'senderId', 'accountId', 'apiUrl', 'secret'] as const;

const PROVIDER_LABELS: Record<SmsProvider, string> = {
  twilio: 'Twilio',
  http: 'HTTP gateway (JSON with a bearer token)',
};

const SECRET_LABELS: Record<SmsProvider, string> = {
  twilio: 'Auth token',
  http: 'API key (bearer token)',
};

const toFormValues = (settings: SmsSettings): SmsSettingsRequest => ({
  isEnabled: settings.isEnabled,
  provider: settings.provider,
  senderId: settings.senderId,
  accountId: settings.accountId ?? '',
  apiUrl: settings.apiUrl ?? '',
  secret: '',
});

const SMS: ChannelSettings<SmsSettingsRequest, SmsSettings, 'secret'> = {
  name: 'SMS settings',
  enabledLabel: "Send the company's SMS through this provider",
  saveLabel: 'Save SMS settings',
  test: {
    title: 'Send test SMS',
    label: 'Phone number',
    placeholder: '+971501234567',
    schema: sendTestSmsRequestSchema,
  },
  resolver: zodResolver(smsSettingsRequestSchema),
  toFormValues,
  fieldNames: FIELD_NAMES,
  secretKey: 'secret',
  useSave: useSaveSmsSettings,
  useSendTest: useSendTestSms,
};

export type SmsSettingsFormProps = { settings: SmsSettings; canUpdate: boolean };

/** The company's SMS provider; the secret is write-only. */
export function SmsSettingsForm({ settings, canUpdate }: SmsSettingsFormProps) {
  const { form, secret, frame } = useChannelSettingsForm(SMS, settings);
  const { errors } = form.formState;
  const provider = form.watch('provider');

  return (
    <ChannelSettingsForm {...frame} canUpdate={canUpdate}>
      <NativeSelect
        label="Provider"
        withAsterisk
        data={SMS_PROVIDERS.map((value) => ({ value, label: PROVIDER_LABELS[value] }))}
        {...form.register('provider')}
        error={errors.provider?.message}
      />
      <TextInput
        label="Sender ID"
        withAsterisk
        description="A number in E.164 form (+971501234567) or up to 11 letters and digits"
        {...form.register('senderId')}
        error={errors.senderId?.message}
      />
      {provider === 'twilio' ? (
        <TextInput
          label="Account SID"
          withAsterisk
          placeholder="AC…"
          autoComplete="off"
          {...form.register('accountId')}
          error={errors.accountId?.message}
        />
      ) : (
        <TextInput
          label="API URL"
          withAsterisk
          placeholder="https://sms.example.com/send"
          {...form.register('apiUrl')}
          error={errors.apiUrl?.message}
        />
      )}
      <SecretField
        label={SECRET_LABELS[provider]}
        hasStored={settings.hasSecret}
        {...secret}
        clearLabel="Clear the stored secret"
        inputProps={form.register('secret')}
        error={errors.secret?.message}
      />
    </ChannelSettingsForm>
  );
}
