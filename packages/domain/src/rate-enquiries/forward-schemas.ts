import { z } from 'zod';
import { idFieldSchema, proseSchema, textSchema } from '../api/fields';
import { timestampSchema } from '../api/timestamps';
import { CHARGE_BASES } from '../rates/codes';
import { ANSWER_SOURCES, FORWARD_STATUSES } from './codes';

const id = idFieldSchema;

/**
 * The required-charges checklist pricing ticks when forwarding, so answers come back all-in and
 * comparable: each key is a charge the vendor's answer must price (or say is included).
 */
export const REQUIRED_CHARGE = {
  freight: 'Freight (ocean or air)',
  surcharges: 'Surcharges (BAF/CAF, fuel, security)',
  originCharges: 'Origin charges (THC, documentation)',
  destinationCharges: 'Destination charges (THC, D/O)',
  pickup: 'Pickup to the origin port',
  delivery: 'Delivery to the final place',
} as const;
export type RequiredCharge = keyof typeof REQUIRED_CHARGE;
export const REQUIRED_CHARGES = Object.keys(REQUIRED_CHARGE) as [RequiredCharge, ...RequiredCharge[]];

/** Money as typed: at most two decimals, not negative. */
export const buyAmountSchema = z
  .number({ error: 'Buy amount must be a number' })
  .min(0, 'Buy amount must be greater than or equal to 0')
  .max(999_999_999_999, 'Buy amount is too large')
  .refine((n) => Math.round(n * 100) === Number((n * 100).toFixed(6)), 'Buy amount has at most 2 decimals');

/** One freight charge line of a vendor's answer. */
export const forwardAnswerLineSchema = z.strictObject({
  /** Which checklist charge it prices; null for an extra charge. */
  chargeKey: z.enum(REQUIRED_CHARGES, { error: 'Choose a charge from the checklist' }).nullable(),
  chargeName: textSchema('Charge name', 100).min(1, 'Charge name is required'),
  basis: z.enum(CHARGE_BASES, { error: 'Choose a basis' }),
  currency: z
    .string({ error: 'Currency is required' })
    .regex(/^[A-Z]{3}$/, 'Currency must be a three-letter code'),
  buyAmount: buyAmountSchema,
  /** Per container: the size it is for (null: every size). */
  containerSizeId: id('Choose a container size').nullable().optional(),
});
export type ForwardAnswerLine = z.infer<typeof forwardAnswerLineSchema>;

/** A vendor's answer (in the app, by link, or entered by pricing). */
export const forwardAnswerRequestSchema = z
  .strictObject({
    lines: z
      .array(forwardAnswerLineSchema)
      .min(1, 'Add at least one charge line')
      .max(60, 'At most 60 charge lines'),
    shippingCompanyId: id('Choose a shipping line').nullable().optional(),
    validFrom: z.iso.date({ error: 'Valid from must be a date (YYYY-MM-DD)' }),
    validTill: z.iso.date({ error: 'Valid till must be a date (YYYY-MM-DD)' }),
    transitDays: z
      .number({ error: 'Transit days must be a number' })
      .int()
      .min(0)
      .max(365)
      .nullable()
      .optional(),
    freeDays: z.number({ error: 'Free days must be a number' }).int().min(0).max(365).nullable().optional(),
    remarks: proseSchema('Remarks', 2000).nullable().optional(),
  })
  .superRefine((answer, ctx) => {
    if (answer.validTill < answer.validFrom) {
      ctx.addIssue({
        code: 'custom',
        path: ['validTill'],
        message: 'Valid till must be on or after valid from',
      });
    }
  });
export type ForwardAnswerRequest = z.infer<typeof forwardAnswerRequestSchema>;

/** Forwarding an accepted enquiry to vendors of the forwarder's vendor list. */
export const forwardRequestSchema = z.strictObject({
  vendorIds: z
    .array(id('Choose a vendor'))
    .min(1, 'Choose at least one vendor')
    .max(50, 'At most 50 vendors'),
  requiredCharges: z.array(z.enum(REQUIRED_CHARGES)).max(REQUIRED_CHARGES.length).default(['freight']),
  /** When the answers are wanted by; at most the link's life (FORWARD_LINK_TTL_DAYS) away. */
  deadlineAt: z.iso.datetime({ error: 'Deadline must be a date and time' }),
  message: proseSchema('Message', 2000).nullable().optional(),
});
export type ForwardRequest = z.infer<typeof forwardRequestSchema>;

/** A vendor's decline (forward Rejected). */
export const forwardDeclineRequestSchema = z.strictObject({
  reason: proseSchema('Reason', 1000).min(1, 'Reason is required'),
});

export const forwardAnswerSchema = z.object({
  id: z.number().int(),
  source: z.enum(ANSWER_SOURCES),
  lines: z.array(forwardAnswerLineSchema),
  shippingLine: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  validFrom: z.string(),
  validTill: z.string(),
  transitDays: z.number().int().nullable(),
  freeDays: z.number().int().nullable(),
  remarks: z.string().nullable(),
  enteredBy: z.object({ id: z.number().int(), fullName: z.string() }).nullable(),
  createdAt: timestampSchema,
});
export type ForwardAnswer = z.infer<typeof forwardAnswerSchema>;

/** A forward as the forwarder sees it, with its answer when given. */
export const forwardSchema = z.object({
  id: z.number().int(),
  enquiryId: z.number().int(),
  vendor: z.object({
    id: z.number().int(),
    name: z.string(),
    isRegistered: z.boolean(),
    email: z.string().nullable(),
  }),
  status: z.enum(FORWARD_STATUSES),
  version: z.number().int(),
  requiredCharges: z.array(z.enum(REQUIRED_CHARGES)),
  deadlineAt: timestampSchema,
  remindedAt: timestampSchema.nullable(),
  message: z.string().nullable(),
  forwardedBy: z.object({ id: z.number().int(), fullName: z.string() }),
  forwardedAt: timestampSchema,
  declineReason: z.string().nullable(),
  answeredAt: timestampSchema.nullable(),
  answer: forwardAnswerSchema.nullable(),
});
export type Forward = z.infer<typeof forwardSchema>;
