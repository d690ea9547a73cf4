import { z } from 'zod';
import { noNul } from '../api/schemas';
import { FREIGHT_TYPES, PORT_SEARCH_LIMIT, PORT_TYPES } from './paths';

const countryCode = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'Country must be a 2-letter ISO code')
  .transform((v) => v.toUpperCase());

/** SPEC §7 POST port list by freight type: body type ('air' or 'sea'). */
export const portListByFreightTypeRequestSchema = z.strictObject({
  type: z.enum(FREIGHT_TYPES, { error: "Type must be 'air' or 'sea'" }),
});

export const portSearchQuerySchema = z.strictObject({
  q: z
    .string()
    .trim()
    .min(1, 'Type at least one character')
    .max(100, 'Search must not exceed 100 characters')
    .refine(noNul, 'Search contains an invalid character'),
  type: z.enum(PORT_TYPES).optional(),
  /** SPEC §4 shipping type: air is airports; sea is sea ports and dry ports (custom points). */
  freightType: z.enum(FREIGHT_TYPES).optional(),
  countryCode: countryCode.optional(),
  limit: z.coerce.number().int().min(1).max(PORT_SEARCH_LIMIT).default(PORT_SEARCH_LIMIT),
});
export type PortSearchQuery = z.infer<typeof portSearchQuerySchema>;

export const shippingCompanyQuerySchema = z.strictObject({ shippingMode: z.enum(FREIGHT_TYPES).optional() });

/** A port as the lists and the pickers show it. */
export const portOptionSchema = z.object({
  id: z.number().int(),
  type: z.enum(PORT_TYPES),
  code: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  countryCode: z.string(),
  isCompanyPort: z.boolean(),
});
export type PortOption = z.infer<typeof portOptionSchema>;

export const portDetailSchema = portOptionSchema.extend({
  icaoCode: z.string().nullable(),
  timeZone: z.string().nullable(),
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
});

export const countrySchema = z.object({ code: z.string(), name: z.string() });
export type Country = z.infer<typeof countrySchema>;

export const currencySchema = z.object({
  code: z.string(),
  name: z.string(),
  minorUnits: z.number().int().nullable(),
});
export type Currency = z.infer<typeof currencySchema>;
export const shippingCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  shippingMode: z.enum(FREIGHT_TYPES),
  scacCode: z.string().nullable(),
  iataCode: z.string().nullable(),
  iataPrefix: z.string().nullable(),
  isCompanyOwned: z.boolean(),
});
export type ShippingCompany = z.infer<typeof shippingCompanySchema>;

export const containerSizeCategorySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  containerSizes: z.array(
    z.object({
      id: z.number().int(),
      size: z.string(),
      isoCode: z.string().nullable(),
      isReefer: z.boolean(),
    }),
  ),
});
export type ContainerSizeCategory = z.infer<typeof containerSizeCategorySchema>;

export const incotermSchema = z.object({
  code: z.string(),
  name: z.string(),
  displayName: z.string(),
  displayOrder: z.number().int(),
  description: z.string(),
});
export type Incoterm = z.infer<typeof incotermSchema>;

/** An entry of the plain code tables (commodity and package types, time zones, week days). */
export const codeNameSchema = z.object({ code: z.string(), name: z.string() });
export type CodeName = z.infer<typeof codeNameSchema>;

export const dgClassSchema = codeNameSchema.extend({ classNumber: z.number().int() });
export type DgClass = z.infer<typeof dgClassSchema>;
