import { z } from 'zod';
import { textSchema } from '../api/fields';
import { CHANNEL_NOTIFICATION_KIND } from '../communication/channel-schemas';
import { AMENDMENT_NOTIFICATION_KIND } from '../jobs/amendment-schemas';
import { INVOICE_NOTIFICATION_KIND } from '../jobs/invoice-schemas';
import { isE164 } from '../messaging/rules';
import { BOOKING_NOTIFICATION_KIND } from '../rate-enquiries/booking-schemas';
import { ENQUIRY_FORWARD_NOTIFICATION_KIND } from '../rate-enquiries/enquiry-forward-schemas';
import { QUOTE_NOTIFICATION_KIND } from '../rate-enquiries/quote-schemas';
import { FORWARD_NOTIFICATION_KIND } from '../rate-enquiries/vendor-forward-schemas';
import { FOLLOW_UP_NOTIFICATION_KIND } from '../sales/follow-up-schemas';
import { NOTIFICATION_KIND } from './paths';

/**
 * Which notifications a user also receives by e-mail or SMS (issue 14). In the app every
 * notification always shows; e-mail and SMS copies are off until the user turns them on per kind.
 * Flows that send their own business e-mails (a quote, an invoice) keep sending them: a preference
 * adds a copy of the notification, it never replaces those.
 */
export const NOTIFICATION_PREFERENCE_PATHS = {
  /** GET the caller's preferences (every kind, defaults filled in); PUT changes some of them. */
  mine: '/api/v1/notification-preferences',
  /** PUT the caller's own mobile number (E.164, or null to remove it): where SMS copies go. */
  myMobile: '/api/v1/my-profile/mobile',
} as const;

export { NOTIFICATION_PREFERENCE_ROUTES } from './preference-routes';

export const NOTIFICATION_PREFERENCE_GROUPS = [
  'Company',
  'Customers',
  'Enquiries and quotes',
  'Vendors',
  'Jobs and invoices',
  'Sales CRM',
  'Public channel',
] as const;
export type NotificationPreferenceGroup = (typeof NOTIFICATION_PREFERENCE_GROUPS)[number];

export type NotificationKindDefinition = {
  kind: string;
  label: string;
  group: NotificationPreferenceGroup;
};

/** Each group's kinds with what the preferences page calls them, in the page's order. */
const KINDS_BY_GROUP: Record<
  NotificationPreferenceGroup,
  readonly (readonly [kind: string, label: string])[]
> = {
  Company: [
    [NOTIFICATION_KIND.companyRegistered, 'A company registered and waits for approval'],
    [NOTIFICATION_KIND.companyApproved, 'Your company was approved'],
    [NOTIFICATION_KIND.companyRejected, 'Your company was rejected'],
  ],
  Customers: [
    [NOTIFICATION_KIND.kycSubmitted, 'A customer submitted its KYC'],
    [NOTIFICATION_KIND.kycUpdateRequested, 'A customer asks to change its KYC details'],
    [NOTIFICATION_KIND.kycUpdateApproved, 'Your KYC change was approved'],
    [NOTIFICATION_KIND.kycUpdateRejected, 'Your KYC change was rejected'],
  ],
  'Enquiries and quotes': [
    ['enquiry', 'Enquiry updates'],
    [QUOTE_NOTIFICATION_KIND.sent, 'A quote was sent to you'],
    [BOOKING_NOTIFICATION_KIND.selected, 'A customer selected a quote option'],
    [BOOKING_NOTIFICATION_KIND.booked, 'An enquiry was booked'],
    [BOOKING_NOTIFICATION_KIND.linkRenewed, 'A booking link was renewed'],
    [BOOKING_NOTIFICATION_KIND.feedback, 'A customer left feedback'],
  ],
  Vendors: [
    [ENQUIRY_FORWARD_NOTIFICATION_KIND.forwarded, 'An enquiry was forwarded to you'],
    [ENQUIRY_FORWARD_NOTIFICATION_KIND.reminder, 'A forwarded enquiry is due soon'],
    [FORWARD_NOTIFICATION_KIND.answered, 'A vendor answered a forwarded enquiry'],
    [FORWARD_NOTIFICATION_KIND.declined, 'A vendor declined a forwarded enquiry'],
    [NOTIFICATION_KIND.vendorConversionRequested, 'A vendor asks to become a forwarder'],
    [NOTIFICATION_KIND.vendorConversionApproved, 'Your forwarder request was approved'],
    [NOTIFICATION_KIND.vendorConversionRejected, 'Your forwarder request was rejected'],
  ],
  'Jobs and invoices': [
    ['job-status', 'A job changed its status'],
    ['job-payment-released', 'A customer released a payment'],
    [AMENDMENT_NOTIFICATION_KIND.requested, 'A customer asks to amend a job'],
    [AMENDMENT_NOTIFICATION_KIND.decided, 'Your job amendment was decided'],
    [INVOICE_NOTIFICATION_KIND.issued, 'An invoice was issued to you'],
    [INVOICE_NOTIFICATION_KIND.creditNote, 'A credit note was issued to you'],
    [INVOICE_NOTIFICATION_KIND.debitNote, 'A debit note was issued to you'],
  ],
  'Sales CRM': [[FOLLOW_UP_NOTIFICATION_KIND.reminder, 'A follow-up of yours is due']],
  'Public channel': [[CHANNEL_NOTIFICATION_KIND.mentioned, 'Someone mentioned you in a discussion']],
};

/**
 * Every kind of notification the flows write, with what the preferences page calls it. A kind
 * missing here still shows in the app; it simply has no e-mail or SMS copy. Three kinds are named
 * by their API modules rather than a domain constant ('enquiry', 'job-status',
 * 'job-payment-released'); a test of the API checks that they are still the ones listed here.
 */
export const NOTIFICATION_KINDS: readonly NotificationKindDefinition[] =
  NOTIFICATION_PREFERENCE_GROUPS.flatMap((group) =>
    KINDS_BY_GROUP[group].map(([kind, label]) => ({ kind, label, group })),
  );

const KIND_CODES = NOTIFICATION_KINDS.map((k) => k.kind) as [string, ...string[]];
const KIND_SET: ReadonlySet<string> = new Set(KIND_CODES);

/** Whether a kind can be chosen for e-mail or SMS. */
export const isPreferenceKind = (kind: string) => KIND_SET.has(kind);

/** What a kind gets when the user never chose: in the app only. */
export const DEFAULT_NOTIFICATION_CHANNELS = { byEmail: false, bySms: false } as const;

export const NOTIFICATION_PREFERENCE_MESSAGES = {
  unknownKind: 'Unknown notification kind',
  duplicateKind: 'This notification kind is listed twice',
  mobile: 'Enter the mobile number in E.164 form, e.g. +971501234567',
  saved: 'Notification preferences saved',
  mobileSaved: 'Mobile number saved',
} as const;

/** One kind as the caller sees it: its label and group, and the channels in force for it. */
export const notificationPreferenceSchema = z.object({
  kind: z.string(),
  label: z.string(),
  group: z.enum(NOTIFICATION_PREFERENCE_GROUPS),
  byEmail: z.boolean(),
  bySms: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

/** GET my preferences: every kind, and what SMS copies need (a mobile number, SMS enabled). */
export const myNotificationPreferencesSchema = z.object({
  items: z.array(notificationPreferenceSchema),
  /** The caller's mobile number (E.164) or null: without one no SMS is sent. */
  mobile: z.string().nullable(),
  /** Whether the company that sends the caller's SMS (its own, a customer's forwarder) has SMS enabled. */
  isSmsAvailable: z.boolean(),
});
export type MyNotificationPreferences = z.infer<typeof myNotificationPreferencesSchema>;

const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });

/**
 * PUT my preferences: the kinds to change (the others keep what they have). Each kind at most
 * once; an unknown one is refused on its `items.N.kind`.
 */
export const notificationPreferencesRequestSchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        kind: z.enum(KIND_CODES, { error: NOTIFICATION_PREFERENCE_MESSAGES.unknownKind }),
        byEmail: flag('E-mail'),
        bySms: flag('SMS'),
      }),
      { error: 'Items must be a list' },
    )
    .max(KIND_CODES.length, `At most ${KIND_CODES.length} kinds`)
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((item, index) => {
        if (seen.has(item.kind)) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'kind'],
            message: NOTIFICATION_PREFERENCE_MESSAGES.duplicateKind,
          });
        }
        seen.add(item.kind);
      });
    }),
});
export type NotificationPreferencesRequest = z.infer<typeof notificationPreferencesRequestSchema>;

/** PUT my mobile number: E.164, or '' / null to remove it. */
export const myMobileRequestSchema = z.strictObject({
  mobile: textSchema('Mobile number', 16)
    .refine((value) => value === '' || isE164(value), NOTIFICATION_PREFERENCE_MESSAGES.mobile)
    .nullable(),
});
export type MyMobileRequest = z.infer<typeof myMobileRequestSchema>;

export const myMobileSchema = z.object({ mobile: z.string().nullable() });
export type MyMobile = z.infer<typeof myMobileSchema>;

/** The preferences in force: every catalogued kind, the stored choice or the default. */
export function resolveNotificationPreferences(
  stored: readonly { kind: string; byEmail: boolean; bySms: boolean }[],
): NotificationPreference[] {
  const byKind = new Map(stored.map((row) => [row.kind, row]));
  return NOTIFICATION_KINDS.map(({ kind, label, group }) => {
    const row = byKind.get(kind);
    return {
      kind,
      label,
      group,
      byEmail: row?.byEmail ?? DEFAULT_NOTIFICATION_CHANNELS.byEmail,
      bySms: row?.bySms ?? DEFAULT_NOTIFICATION_CHANNELS.bySms,
    };
  });
}

/** A customer user's mobile number as the forwarder's staff see it (SPEC §6 "SMS number view"). */
export const customerSmsNumberSchema = z.object({
  userId: z.number().int(),
  fullName: z.string(),
  username: z.string(),
  mobile: z.string().nullable(),
});
export type CustomerSmsNumber = z.infer<typeof customerSmsNumberSchema>;
