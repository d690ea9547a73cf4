import { z } from 'zod';
import { idFieldSchema, proseSchema, requiredTextSchema } from '../api/fields';
import { sortedPageQuerySchema } from '../api/list-query';
import { timestampSchema } from '../api/timestamps';
import { JOB_STATUS } from '../codes/job-status';
import { CUSTOM_STATUS_CODE_PATTERN } from './codes';

/**
 * The company's own operation statuses (SPEC §6 create-custom-status-operation): a code that is
 * never a SPEC §4 job status, a name, a description. Recorded on a job, one shows in its timeline
 * without moving it.
 */

export const CUSTOM_STATUS_MESSAGES = {
  codeRequired: 'Code is required',
  codePattern: 'Code must be 2 to 8 capital letters or digits, starting with a letter',
  codeReserved: (code: string) => `Code ${code} is a job status already; choose another code`,
  duplicate: 'This code is in use by another custom status',
  notFound: 'Custom status not found',
  chooseStatus: 'Choose a custom status',
  recorded: 'The custom status has been recorded on the job.',
  jobFinal: 'A closed or cancelled job takes no more statuses',
} as const;

/** Whether `code` is one of the SPEC §4 job statuses, which a custom status may never reuse. */
export const isJobStatusCode = (code: string) => Object.hasOwn(JOB_STATUS, code);

/** POST and PUT {JOB_PATHS.customStatuses}. The code is stored in capitals. */
export const customStatusRequestSchema = z.strictObject({
  code: z
    .string({ error: CUSTOM_STATUS_MESSAGES.codeRequired })
    .trim()
    .min(1, CUSTOM_STATUS_MESSAGES.codeRequired)
    .max(8, CUSTOM_STATUS_MESSAGES.codePattern)
    .overwrite((v) => v.toUpperCase())
    .regex(CUSTOM_STATUS_CODE_PATTERN, CUSTOM_STATUS_MESSAGES.codePattern)
    .superRefine((code, ctx) => {
      if (isJobStatusCode(code))
        ctx.addIssue({ code: 'custom', message: CUSTOM_STATUS_MESSAGES.codeReserved(code) });
    }),
  name: requiredTextSchema('Name', 50),
  description: proseSchema('Description', 500).nullable().optional(),
  /** Internal: the forwarder's own step, never shown to the customer. */
  internal: z.boolean({ error: 'Internal must be true or false' }).optional(),
});
export type CustomStatusRequest = z.output<typeof customStatusRequestSchema>;

export type CustomStatusFormValues = { code: string; name: string; description: string; internal: boolean };
export const EMPTY_CUSTOM_STATUS_FORM: CustomStatusFormValues = {
  code: '',
  name: '',
  description: '',
  internal: false,
};

export const CUSTOM_STATUS_SORTS = ['code', 'name', 'createdAt'] as const;
export const customStatusListQuerySchema = sortedPageQuerySchema(CUSTOM_STATUS_SORTS);
export type CustomStatusListQuery = z.infer<typeof customStatusListQuerySchema>;

export const customStatusSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  internal: z.boolean(),
  createdAt: timestampSchema,
});
export type CustomStatus = z.infer<typeof customStatusSchema>;

/** POST {JOB_PATHS.jobCustomStatus}: a custom status of the company, recorded on the job. */
export const jobCustomStatusRequestSchema = z.strictObject({
  customStatusId: idFieldSchema(CUSTOM_STATUS_MESSAGES.chooseStatus),
  remarks: proseSchema('Remarks', 1000).nullable().optional(),
});
export type JobCustomStatusRequest = z.infer<typeof jobCustomStatusRequestSchema>;

/** A custom status recorded on a job. */
export const jobCustomStatusEntrySchema = z.object({
  id: z.number().int(),
  jobId: z.number().int(),
  customStatus: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  remarks: z.string().nullable(),
  recordedBy: z.object({ id: z.number().int(), fullName: z.string() }).nullable(),
  recordedAt: timestampSchema,
});
export type JobCustomStatusEntry = z.infer<typeof jobCustomStatusEntrySchema>;
