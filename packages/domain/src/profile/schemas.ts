import { z } from 'zod';
import { storedFileSchema } from '../files/schemas';
import { recordRefSchema } from '../organisation/schemas';

/** The caller's own profile (SPEC §7 "my profile"), with the permissions the session holds. */
export const myProfileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  fullName: z.string(),
  /** The company's logo is every colleague's to see (the dashboard header shows it). */
  company: z.object({
    id: z.number().int(),
    name: z.string(),
    categoryCode: z.string(),
    logo: storedFileSchema.nullable(),
  }),
  roles: z.array(recordRefSchema),
  permissions: z.array(z.string()),
});
export type MyProfile = z.infer<typeof myProfileSchema>;
