import { z } from 'zod';
import { queryIdSchema, sortedPageQuerySchema } from '../api/list-query';
import { pageQuerySchema } from '../api/schemas';
import { timestampSchema } from '../api/timestamps';
import { FREIGHT_TYPES } from '../reference/paths';
import {
  RATE_IMPORT_ACTION,
  RATE_IMPORT_STATUSES,
  type RateImportAction,
  VALID_RATE_FIELD_LABELS,
} from './codes';

/** What a sheet column can be mapped to: a rate field, or one container size's price column. */
export const IMPORT_TARGETS = [
  'mode',
  'originPort',
  'destinationPort',
  'shippingLine',
  'containerSize',
  'weightSlab',
  'commodityType',
  'buyRate',
  'sellRate',
  'currency',
  'validFrom',
  'validTill',
  'transitDays',
  'freeDays',
  'incoterm',
  'remarks',
  /** A wide sheet's price column for one container size (`containerSizeId` says which). */
  'sizePrice',
  'ignore',
] as const;
export type ImportTarget = (typeof IMPORT_TARGETS)[number];

/** The SPEC-facing label of each target (the error report names the field by it). */
export const IMPORT_TARGET_LABELS: Record<ImportTarget, string> = {
  mode: VALID_RATE_FIELD_LABELS.mode,
  originPort: VALID_RATE_FIELD_LABELS.originPortId,
  destinationPort: VALID_RATE_FIELD_LABELS.destinationPortId,
  shippingLine: VALID_RATE_FIELD_LABELS.shippingCompanyId,
  containerSize: VALID_RATE_FIELD_LABELS.containerSizeId,
  weightSlab: VALID_RATE_FIELD_LABELS.weightSlabId,
  commodityType: VALID_RATE_FIELD_LABELS.commodityType,
  buyRate: VALID_RATE_FIELD_LABELS.buyRate,
  sellRate: VALID_RATE_FIELD_LABELS.sellRate,
  currency: VALID_RATE_FIELD_LABELS.currency,
  validFrom: VALID_RATE_FIELD_LABELS.validFrom,
  validTill: VALID_RATE_FIELD_LABELS.validTill,
  transitDays: VALID_RATE_FIELD_LABELS.transitDays,
  freeDays: VALID_RATE_FIELD_LABELS.freeDays,
  incoterm: VALID_RATE_FIELD_LABELS.incotermCode,
  remarks: VALID_RATE_FIELD_LABELS.remarks,
  sizePrice: 'Container Size Rate',
  ignore: 'Ignore',
};

const ID_MAX = 2_147_483_647;
const optionalId = z.number().int().positive().max(ID_MAX).nullable().optional();

/** One column's mapping: the header as read, its target, and for a price column the size it prices. */
export const importColumnMappingSchema = z.strictObject({
  column: z.number().int().min(1).max(16_384),
  header: z.string().max(500),
  target: z.enum(IMPORT_TARGETS),
  containerSizeId: optionalId,
});
export type ImportColumnMapping = z.infer<typeof importColumnMappingSchema>;

/** Values for what the sheet leaves out: the whole file is sea, USD, one line, one validity … */
export const importDefaultsSchema = z.strictObject({
  mode: z.enum(FREIGHT_TYPES).nullable().optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'Currency must be a 3-letter ISO 4217 code')
    .nullable()
    .optional(),
  shippingCompanyId: optionalId,
  commodityType: z.enum(['GNRL', 'HZMT', 'TEMP']).nullable().optional(),
  validFrom: z.iso.date({ error: 'Valid From must be a date (YYYY-MM-DD)' }).nullable().optional(),
  validTill: z.iso.date({ error: 'Valid Till must be a date (YYYY-MM-DD)' }).nullable().optional(),
});
export type ImportDefaults = z.infer<typeof importDefaultsSchema>;

/** PUT mapping: the confirmed columns of each sheet to import, and whether to save it as the vendor's template. */
export const rateImportMappingRequestSchema = z.strictObject({
  sheets: z
    .array(
      z.strictObject({
        name: z.string().max(200),
        /** The 1-based row of the header. */
        headerRow: z.number().int().min(1).max(1_048_576),
        columns: z.array(importColumnMappingSchema).max(1_000),
      }),
    )
    .min(1, 'Choose at least one sheet')
    .max(50),
  defaults: importDefaultsSchema.default({}),
  saveAsTemplate: z.boolean().default(false),
  templateName: z.string().trim().max(100).nullable().optional(),
});
export type RateImportMappingRequest = z.infer<typeof rateImportMappingRequestSchema>;

/** What the reader found in the file before anything is parsed. */
export const importLayoutSchema = z.object({
  sheets: z.array(
    z.object({
      name: z.string(),
      hidden: z.boolean(),
      headerRow: z.number().int(),
      headers: z.array(z.object({ column: z.number().int(), header: z.string() })),
      rowCount: z.number().int(),
      hiddenRows: z.array(z.number().int()),
    }),
  ),
  /** Refusals and notices about the file as a whole (a sheet too wide, hidden sheets …). */
  notices: z.array(z.string()),
});
export type ImportLayout = z.infer<typeof importLayoutSchema>;

/** One bad row: where, which field (by its SPEC label) and why. */
export const importRowErrorSchema = z.object({
  sheet: z.string(),
  row: z.number().int(),
  column: z.string(),
  field: z.string(),
  reason: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

export const importReportSchema = z.object({
  totalRows: z.number().int(),
  goodRows: z.number().int(),
  badRows: z.number().int(),
  /** The first bad rows (the count is of all). */
  errors: z.array(importRowErrorSchema),
  errorCount: z.number().int(),
  /** Hidden rows and sheets read (and imported like the others): reported, never silently dropped. */
  hiddenRows: z.array(z.object({ sheet: z.string(), row: z.number().int() })),
  hiddenSheets: z.array(z.string()),
});
export type ImportReport = z.infer<typeof importReportSchema>;

export const importPreviewSchema = z.object({
  new: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  supersedes: z.number().int(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const rateImportSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  vendorId: z.number().int().nullable(),
  vendorName: z.string().nullable(),
  status: z.enum(RATE_IMPORT_STATUSES),
  progress: z.number().int(),
  layout: importLayoutSchema.nullable(),
  proposedMapping: rateImportMappingRequestSchema.nullable(),
  /** A template of the vendor matched the headers: the mapping came from it. */
  templateId: z.number().int().nullable(),
  report: importReportSchema.nullable(),
  preview: importPreviewSchema.nullable(),
  failure: z.string().nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type RateImport = z.infer<typeof rateImportSchema>;

/** A previewed row with what it does and, for a change, the old price. */
export const rateImportRowSchema = z.object({
  id: z.number().int(),
  sheetName: z.string(),
  rowNumber: z.number().int(),
  action: z.enum(Object.values(RATE_IMPORT_ACTION) as [string, ...string[]]),
  lane: z.string(),
  unit: z.string(),
  shippingLineName: z.string().nullable(),
  currency: z.string(),
  buyRate: z.string(),
  sellRate: z.string().nullable(),
  existingBuyRate: z.string().nullable(),
  existingSellRate: z.string().nullable(),
  validFrom: z.string(),
  validTill: z.string(),
});
export type RateImportRow = z.infer<typeof rateImportRowSchema>;

/** GET rate imports: the newest first unless told, optionally of one status or vendor. */
export const RATE_IMPORT_SORTS = ['createdAt', 'fileName', 'status'] as const;
export const rateImportListQuerySchema = sortedPageQuerySchema(RATE_IMPORT_SORTS, 'desc').extend({
  status: z.enum(RATE_IMPORT_STATUSES).optional(),
  vendorId: queryIdSchema,
});
export type RateImportListQuery = z.infer<typeof rateImportListQuerySchema>;

/** GET an import's previewed rows in sheet order, optionally of one action. */
export const rateImportRowsQuerySchema = pageQuerySchema.extend({
  action: z.enum(Object.values(RATE_IMPORT_ACTION) as [RateImportAction, ...RateImportAction[]]).optional(),
});
export type RateImportRowsQuery = z.infer<typeof rateImportRowsQuerySchema>;

/** A saved mapping: the next sheet of the vendor with the same headers imports without the mapping step. */
export const rateImportTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  vendorId: z.number().int().nullable(),
  vendorName: z.string().nullable(),
  /** Per sheet of the mapping, the header signature it was made for (headerSignature). */
  headers: z.array(z.array(z.string())),
  mapping: rateImportMappingRequestSchema.shape.sheets,
  defaults: importDefaultsSchema.nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type RateImportTemplate = z.infer<typeof rateImportTemplateSchema>;
export const RATE_IMPORT_TEMPLATE_SORTS = ['name', 'updatedAt'] as const;
export const rateImportTemplateListQuerySchema = sortedPageQuerySchema(RATE_IMPORT_TEMPLATE_SORTS);
export type RateImportTemplateListQuery = z.infer<typeof rateImportTemplateListQuerySchema>;
