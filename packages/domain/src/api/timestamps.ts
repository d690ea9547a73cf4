import { z } from 'zod';

/**
 * An instant in an answer: the API hands the serializer a Date (`z.input`), the JSON carries its
 * ISO 8601 UTC text (`z.output`, so the web's `z.infer` types read a string). Its JSON Schema is
 * the text side, `type: string, format: date-time`: fast-json-stringify writes `toISOString()`,
 * and the OpenAPI document shows what a client receives.
 */
export const timestampSchema = z.codec(z.date(), z.iso.datetime(), {
  decode: (date) => date.toISOString(),
  encode: (text) => new Date(text),
});
