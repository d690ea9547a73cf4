/** Pure rules of the messaging settings, shared by the API and the web forms. */

/** ITU-T E.164: '+', a country code not starting with 0, at most 15 digits in all. */
export const isE164 = (value: string) => /^\+[1-9]\d{6,14}$/.test(value);

/** An absolute http: or https: URL (the generic SMS provider's endpoint). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A host name, an IPv4 address or a bare IPv6 address (an SMTP server's host). */
export function isHostName(value: string): boolean {
  if (/^[0-9A-Fa-f:.]+$/.test(value) && value.split(':').length >= 3) return true;
  return (
    value.length <= 253 &&
    value.split('.').every((label) => /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/.test(label))
  );
}

/** A Twilio account SID: 'AC' and 32 hex digits (it becomes part of the API URL). */
export const isTwilioAccountSid = (value: string) => /^AC[0-9a-fA-F]{32}$/.test(value);

/** A sender: an E.164 number, or an alphanumeric sender ID of up to 11 letters, digits and spaces. */
export const isSmsSenderId = (value: string) =>
  isE164(value) || (/^[A-Za-z0-9 ]{1,11}$/.test(value) && /[A-Za-z]/.test(value));
