import { z } from 'zod';
import { optionalIdFieldSchema, optionalTextSchema, proseSchema, requiredTextSchema } from '../api/fields';
import { queryIdSchema, sortedPageQuerySchema } from '../api/list-query';
import { timestampSchema } from '../api/timestamps';
import { KYC_STATUSES } from '../customer-kycs/codes';
import { enquiryPath } from '../rate-enquiries/paths';
import { LEAD_SETTING_KINDS } from './codes';
import { SALES_ROUTES } from './paths';

/**
 * Leads and their settings (PRODUCT §3 "Sales CRM"): the company's sources and stages, the leads
 * its sales staff work, and a lead's conversion into a customer KYC invitation.
 */

export const LEAD_MESSAGES = {
  settingNotFound: 'Lead setting not found',
  duplicateSetting: 'This name is in use by another lead setting of this kind',
  kindFixed: 'The kind of a lead setting cannot be changed',
  notFound: 'Lead not found',
  source: 'Choose a lead source of your company',
  stage: 'Choose a lead stage of your company',
  owner: 'Choose an active staff member of your company as the owner',
  converted: 'This lead has been converted already',
  emailNeeded: "Add the lead's e-mail address before converting it",
  convertPermission: 'You do not have permission to invite customers',
  convertedNotice: (email: string) => `Invitation sent to ${email}`,
} as const;

export const LEAD_SETTING_KIND_LABELS = { source: 'Source', stage: 'Stage' } as const;

// ---- Lead settings --------------------------------------------------------------------------

/** POST and PUT {SALES_PATHS.leadSettings}; a source is never closing (`isClosed` is stored false). */
export const leadSettingRequestSchema = z.strictObject({
  kind: z.enum(LEAD_SETTING_KINDS, { error: 'Choose source or stage' }),
  name: requiredTextSchema('Name', 60),
  displayOrder: z
    .number({ error: 'Order must be a number' })
    .int('Order must be a whole number')
    .min(0, 'Order must not be negative')
    .max(9999, 'Order must not exceed 9999')
    .default(0),
  isClosed: z.boolean({ error: 'Closing must be true or false' }).default(false),
});
export type LeadSettingRequest = z.output<typeof leadSettingRequestSchema>;
export type LeadSettingFormValues = z.input<typeof leadSettingRequestSchema>;

export const LEAD_SETTING_SORTS = ['displayOrder', 'name', 'createdAt'] as const;
export const leadSettingListQuerySchema = sortedPageQuerySchema(LEAD_SETTING_SORTS).extend({
  kind: z.enum(LEAD_SETTING_KINDS, { error: 'Choose source or stage' }).optional(),
});
export type LeadSettingListQuery = z.infer<typeof leadSettingListQuerySchema>;

export const leadSettingSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LEAD_SETTING_KINDS),
  name: z.string(),
  displayOrder: z.number().int(),
  isClosed: z.boolean(),
  createdAt: timestampSchema,
});
export type LeadSetting = z.infer<typeof leadSettingSchema>;

// ---- Leads ----------------------------------------------------------------------------------

const isEmail = (value: string) => z.email().safeParse(value).success;
const isPhone = (value: string) => /^\+?[0-9][0-9 ()-]{3,29}$/.test(value);

/**
 * POST and PUT {SALES_PATHS.leads}. The owner is the caller when absent on create; the stage is the
 * company's first open stage when absent on create. Next follow-up is kept by the follow-ups.
 */
export const leadRequestSchema = z.strictObject({
  companyName: requiredTextSchema('Company name', 200),
  contactName: requiredTextSchema('Contact name', 100),
  email: optionalTextSchema('E-mail', 254, isEmail, 'Enter a valid e-mail address'),
  phone: optionalTextSchema('Phone', 30, isPhone, 'Enter a valid phone number'),
  sourceId: optionalIdFieldSchema(LEAD_MESSAGES.source),
  stageId: optionalIdFieldSchema(LEAD_MESSAGES.stage),
  ownerId: optionalIdFieldSchema(LEAD_MESSAGES.owner),
  notes: proseSchema('Notes', 4000).nullable().optional(),
});
export type LeadRequest = z.infer<typeof leadRequestSchema>;

/** What the lead form edits: text fields as typed, pickers as ids or null. */
export type LeadFormValues = {
  companyName: string;
  contactName: string;
  email: string;
  phone: string;
  sourceId: number | null;
  stageId: number | null;
  ownerId: number | null;
  notes: string;
};
export const EMPTY_LEAD_FORM: LeadFormValues = {
  companyName: '',
  contactName: '',
  email: '',
  phone: '',
  sourceId: null,
  stageId: null,
  ownerId: null,
  notes: '',
};

/** POST {SALES_PATHS.leadConvert}: nothing to say; the lead's e-mail, name and owner are used. */
export const leadConvertRequestSchema = z.strictObject({});
export type LeadConvertRequest = z.infer<typeof leadConvertRequestSchema>;

export const LEAD_SORTS = ['createdAt', 'companyName', 'nextFollowUpAt', 'updatedAt'] as const;
export const leadListQuerySchema = sortedPageQuerySchema(LEAD_SORTS, 'desc').extend({
  stageId: queryIdSchema,
  sourceId: queryIdSchema,
  ownerId: queryIdSchema,
  converted: z.stringbool({ error: 'Converted must be true or false' }).optional(),
});
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;

const refSchema = z.object({ id: z.number().int(), name: z.string() });

export const leadSchema = z.object({
  id: z.number().int(),
  companyName: z.string(),
  contactName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  source: refSchema.nullable(),
  stage: refSchema.extend({ isClosed: z.boolean() }).nullable(),
  owner: z.object({ id: z.number().int(), fullName: z.string() }).nullable(),
  nextFollowUpAt: timestampSchema.nullable(),
  notes: z.string().nullable(),
  /** The customer KYC the conversion invited, and where it stands now (invited → submitted → approved). */
  kyc: z
    .object({
      id: z.number().int(),
      status: z.enum(KYC_STATUSES),
      customerCompanyId: z.number().int().nullable(),
    })
    .nullable(),
  convertedAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Lead = z.infer<typeof leadSchema>;

/** The web page of one lead (SALES_ROUTES.lead). */
export const leadPagePath = (id: number) => enquiryPath(SALES_ROUTES.lead, { id });

/** An API path of one lead (SALES_PATHS.lead, leadConvert). */
export const leadApiPath = (path: string, id: number) => enquiryPath(path, { id });
