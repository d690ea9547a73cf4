import { describe, expect, it } from 'vitest';
import { isE164, isHostName, isHttpUrl, isSmsSenderId, isTwilioAccountSid } from '../rules';
import { emailSettingsRequestSchema, sendTestSmsRequestSchema, smsSettingsRequestSchema } from '../schemas';

describe('isE164', () => {
  it.each([
    ['+971501234567', true],
    ['+14155552671', true],
    ['+123456789012345', true],
    ['+1234567890123456', false],
    ['971501234567', false],
    ['+0501234567', false],
    ['+971 50 123 4567', false],
    ['+12345', false],
    ['', false],
  ])('%s → %s', (value, valid) => expect(isE164(value)).toBe(valid));
});

describe('isHttpUrl', () => {
  it.each([
    ['https://sms.example/send', true],
    ['http://127.0.0.1:8080/api', true],
    ['ftp://sms.example', false],
    ['javascript:alert(1)', false],
    ['file:///etc/passwd', false],
    ['sms.example/send', false],
    ['', false],
  ])('%s → %s', (value, valid) => expect(isHttpUrl(value)).toBe(valid));
});

describe('isHostName', () => {
  it.each([
    ['smtp.example.com', true],
    ['127.0.0.1', true],
    ['localhost', true],
    ['::1', true],
    ['smtp.example.com/x', false],
    ['-smtp.example.com', false],
    ['smtp..example.com', false],
    ['smtp example', false],
    ['', false],
  ])('%s → %s', (value, valid) => expect(isHostName(value)).toBe(valid));
});

describe('SMS identifiers', () => {
  it('accepts a Twilio account SID only as AC + 32 hex digits', () => {
    expect(isTwilioAccountSid(`AC${'0a'.repeat(16)}`)).toBe(true);
    expect(isTwilioAccountSid(`SK${'0a'.repeat(16)}`)).toBe(false);
    expect(isTwilioAccountSid('AC../../x')).toBe(false);
  });

  it.each([
    ['HORIZON', true],
    ['Horizon Log', true],
    ['+971501234567', true],
    ['12345', false],
    ['ABCDEFGHIJKL', false],
    ['HZ<b>', false],
  ])('sender %s → %s', (value, valid) => expect(isSmsSenderId(value)).toBe(valid));
});

describe('secrets in the settings schemas', () => {
  const email = {
    isEnabled: true,
    host: 'smtp.example.com',
    port: 587,
    isSecure: false,
    username: 'mailer',
    fromName: 'Ops',
    fromEmail: 'ops@example.com',
  };

  it('tells "keep" (absent), "clear" (null or empty) and "replace" apart, without trimming', () => {
    expect(emailSettingsRequestSchema.parse(email).password).toBeUndefined();
    expect(emailSettingsRequestSchema.parse({ ...email, password: null }).password).toBeNull();
    expect(emailSettingsRequestSchema.parse({ ...email, password: '' }).password).toBe('');
    expect(emailSettingsRequestSchema.parse({ ...email, password: ' pass ' }).password).toBe(' pass ');
  });

  it('needs the provider’s own field', () => {
    const sms = { isEnabled: true, senderId: 'HORIZON', accountId: null, apiUrl: null };
    const twilio = smsSettingsRequestSchema.safeParse({ ...sms, provider: 'twilio' });
    expect(twilio.error?.issues[0]?.path).toEqual(['accountId']);
    const http = smsSettingsRequestSchema.safeParse({ ...sms, provider: 'http', accountId: '' });
    expect(http.error?.issues[0]?.path).toEqual(['apiUrl']);
    expect(
      smsSettingsRequestSchema.safeParse({ ...sms, provider: 'http', apiUrl: 'https://x.example' }).success,
    ).toBe(true);
  });

  it('refuses a test SMS number that is not E.164', () => {
    expect(sendTestSmsRequestSchema.safeParse({ to: '+971501234567' }).success).toBe(true);
    expect(sendTestSmsRequestSchema.safeParse({ to: '0501234567' }).error?.issues[0]?.message).toBe(
      'Enter the phone number in E.164 form, e.g. +971501234567',
    );
  });
});
