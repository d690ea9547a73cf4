import { z } from 'zod';
import { ADDITIONAL_FILE_TYPE_CODES, ADDITIONAL_FILE_TYPES, type AdditionalFileType } from '../files/codes';
import { KYC_DOCUMENT_COLLECTIONS, KYC_DOCUMENT_LABELS, type KycDocumentCollection } from './codes';

// ---------------------------------------------------------------- negotiation settings

/**
 * PUT negotiation settings: how far below the quoted sell price, in percent, sales may go without
 * the approval of a holder of PERMISSIONS.approveNegotiation. A string, as amounts are.
 */
export const negotiationSettingsRequestSchema = z.strictObject({
  maxDiscountPercent: z
    .string({ error: 'Maximum discount must be a number' })
    .trim()
    .regex(/^\d{1,3}(\.\d{1,2})?$/, 'Maximum discount must be a number with at most 2 decimals')
    .refine((v) => Number(v) <= 100, 'Maximum discount must be between 0 and 100'),
});
export type NegotiationSettingsRequest = z.infer<typeof negotiationSettingsRequestSchema>;

/** Before the first save: no discount without approval. */
export const DEFAULT_MAX_DISCOUNT_PERCENT = '0.00';

/** A staff member who may approve a larger discount. */
export const negotiationApproverSchema = z.object({ id: z.number().int(), fullName: z.string() });
export type NegotiationApprover = z.infer<typeof negotiationApproverSchema>;

/** The settings as answered: the percent with two decimals, and who approves beyond it. */
export const negotiationSettingsSchema = z.object({
  maxDiscountPercent: z.string(),
  /** True until the forwarder first saves: the percent is the default. */
  isDefault: z.boolean(),
  /** The company's active staff holding the approve-negotiation permission, by name. */
  approvers: z.array(negotiationApproverSchema),
});
export type NegotiationSettings = z.infer<typeof negotiationSettingsSchema>;

// ---------------------------------------------------------------- operation file settings

/**
 * The shipment documents a forwarder may require: SPEC §3's additional file types, but OTHER,
 * which names no particular document, so requiring it would ask for nothing.
 */
export const OPERATION_SHIPMENT_FILE_CODES = ADDITIONAL_FILE_TYPE_CODES.filter(
  (code): code is Exclude<AdditionalFileType, 'OTHER'> => code !== 'OTHER',
);

/** What a forwarder may require before a booking: the KYC documents, then the shipment documents. */
export const OPERATION_FILE_CODES = [...KYC_DOCUMENT_COLLECTIONS, ...OPERATION_SHIPMENT_FILE_CODES] as [
  OperationFileCode,
  ...OperationFileCode[],
];
export type OperationFileCode = KycDocumentCollection | Exclude<AdditionalFileType, 'OTHER'>;

export const OPERATION_FILE_LABELS = Object.fromEntries([
  ...KYC_DOCUMENT_COLLECTIONS.map((code) => [code, KYC_DOCUMENT_LABELS[code]]),
  ...OPERATION_SHIPMENT_FILE_CODES.map((code) => [code, ADDITIONAL_FILE_TYPES[code].label]),
]) as Record<OperationFileCode, string>;

/** The page's two groups, in order. */
export const OPERATION_FILE_GROUPS = [
  { label: 'Company documents (KYC)', codes: KYC_DOCUMENT_COLLECTIONS },
  { label: 'Shipment documents', codes: OPERATION_SHIPMENT_FILE_CODES },
] as const satisfies readonly { label: string; codes: readonly OperationFileCode[] }[];

/** The codes once each, in OPERATION_FILE_CODES order (the page's order). */
const inCatalogueOrder = (codes: readonly OperationFileCode[]) =>
  OPERATION_FILE_CODES.filter((code) => codes.includes(code));

/** PUT operation file settings: the whole set of required codes; a repeated code counts once. */
export const operationFileSettingsRequestSchema = z.strictObject({
  requiredCodes: z
    .array(z.enum(OPERATION_FILE_CODES, { error: 'Choose documents from the list' }), {
      error: 'Required documents must be a list',
    })
    .max(100, 'Required documents must not list more than 100 codes')
    .transform(inCatalogueOrder),
});
export type OperationFileSettingsRequest = z.infer<typeof operationFileSettingsRequestSchema>;

export const operationFileSettingsSchema = z.object({
  requiredCodes: z.array(z.enum(OPERATION_FILE_CODES)),
  /** True until the forwarder first saves: nothing is required. */
  isDefault: z.boolean(),
});
export type OperationFileSettings = z.infer<typeof operationFileSettingsSchema>;

/**
 * The required documents a booking still lacks, in the order they were required. `present`: the
 * codes of what the customer has on file (KYC collections, shipment file types).
 */
export const missingOperationFiles = (
  required: readonly OperationFileCode[],
  present: Iterable<string>,
): OperationFileCode[] => {
  const held = new Set(present);
  return required.filter((code) => !held.has(code));
};
