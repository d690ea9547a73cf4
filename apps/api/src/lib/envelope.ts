import { z } from 'zod';

/** PRODUCT §5 success envelopes, as response schemas (they also document the OpenAPI). */
export const successEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, message: z.string().optional() });

export const okSchema = z.object({ success: z.literal(true), message: z.string().optional() });

export const listSchema = <T extends z.ZodType>(item: T) =>
  successEnvelope(
    z.object({
      items: z.array(item),
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
    }),
  );

export const itemSchema = <T extends z.ZodType>(item: T) => successEnvelope(z.object({ item }));
