import { z } from 'zod';
import { ADDITIONAL_FILE_TYPE_CODES } from '../files/codes';
import { enquiryRequestSchema } from './enquiry-schemas';

/** An edit of a Received enquiry: the whole enquiry as the form holds it, and the version it read. */
export const enquiryUpdateRequestSchema = enquiryRequestSchema.safeExtend({
  version: z
    .number({ error: 'Version is required' })
    .int('Version is required')
    .min(0, 'Version is required'),
});
export type EnquiryUpdateRequest = z.infer<typeof enquiryUpdateRequestSchema>;
export type EnquiryUpdateRequestInput = z.input<typeof enquiryUpdateRequestSchema>;

/** POST an enquiry's attachment (multipart part `file`): its SPEC §3 file type, OTHER unless told. */
export const enquiryFileQuerySchema = z.strictObject({
  fileType: z.enum(ADDITIONAL_FILE_TYPE_CODES, { error: 'Choose a file type' }).default('OTHER'),
});
export type EnquiryFileQuery = z.infer<typeof enquiryFileQuerySchema>;
