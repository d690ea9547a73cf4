import { z } from 'zod';
import { noNul, pageQuerySchema } from '../api/schemas';
import { linkTokenSchema, newPasswordSchema, usernameSchema } from '../auth/schemas';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../constants';
import { MESSAGES } from '../messages';
import { STAFF_STATUSES } from './paths';

const ID_MAX = 2_147_483_647;

/** A record id: a positive int4, so an oversized id is a 400 rather than a database error. */
export const recordIdSchema = z.number().int().positive().max(ID_MAX);

export const idParamsSchema = z.strictObject({ id: z.coerce.number().int().positive().max(ID_MAX) });

const nameSchema = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(NAME_MAX_LENGTH, `${label} must not exceed ${NAME_MAX_LENGTH} characters`)
    .refine(noNul, `${label} contains an invalid character`);

const orderSchema = z.enum(['asc', 'desc']).default('asc');

/** The list query of departments, designations and roles: paged, searched by name, sorted. */
export const namedListQuerySchema = pageQuerySchema.extend({
  sort: z.enum(['name', 'createdAt']).default('name'),
  order: orderSchema,
});
export type NamedListQuery = z.infer<typeof namedListQuerySchema>;

export const departmentRequestSchema = z.strictObject({ name: nameSchema('Department name') });
export type DepartmentRequest = z.infer<typeof departmentRequestSchema>;

export const designationRequestSchema = z.strictObject({ name: nameSchema('Designation name') });
export type DesignationRequest = z.infer<typeof designationRequestSchema>;

/** A permission name 'action|Module' as a role carries it; the catalogue decides which exist. */
const permissionNameSchema = z.string().min(3).max(120).refine(noNul, 'Invalid permission name');

export const roleRequestSchema = z.strictObject({
  name: nameSchema('Role name'),
  departmentId: recordIdSchema.nullable().optional(),
  permissions: z.array(permissionNameSchema).max(500),
});
export type RoleRequest = z.infer<typeof roleRequestSchema>;

export const roleListQuerySchema = namedListQuerySchema.extend({
  departmentId: z.coerce.number().int().positive().max(ID_MAX).optional(),
});
export type RoleListQuery = z.infer<typeof roleListQuerySchema>;

export const emailSchema = z
  .string()
  .trim()
  .max(254, 'E-mail must not exceed 254 characters')
  .pipe(z.email('Enter a valid e-mail address'));

export const fullNameSchema = z
  .string()
  .trim()
  .min(1, 'Full name is required')
  .max(100, 'Full name must not exceed 100 characters')
  .refine(noNul, 'Full name contains an invalid character');

const roleIdsSchema = z.array(recordIdSchema).max(20, 'At most 20 roles');

/** A username being chosen (staff, registration): the sign-in rules plus a safe character set. */
export const newUsernameSchema = usernameSchema.refine(
  (u) => /^[A-Za-z0-9._@-]+$/.test(u),
  'Username may hold letters, digits and . _ @ - only',
);

export const staffCreateRequestSchema = z.strictObject({
  username: newUsernameSchema,
  email: emailSchema,
  fullName: fullNameSchema,
  departmentId: recordIdSchema.nullable().optional(),
  designationId: recordIdSchema.nullable().optional(),
  roleIds: roleIdsSchema,
});
export type StaffCreateRequest = z.infer<typeof staffCreateRequestSchema>;

/** Every field optional: what is absent stays as it is. The username never changes. */
export const staffUpdateRequestSchema = z.strictObject({
  email: emailSchema.optional(),
  fullName: fullNameSchema.optional(),
  departmentId: recordIdSchema.nullable().optional(),
  designationId: recordIdSchema.nullable().optional(),
  roleIds: roleIdsSchema.optional(),
});
export type StaffUpdateRequest = z.infer<typeof staffUpdateRequestSchema>;

export const staffListQuerySchema = pageQuerySchema.extend({
  sort: z.enum(['username', 'fullName', 'createdAt']).default('username'),
  order: orderSchema,
  departmentId: z.coerce.number().int().positive().max(ID_MAX).optional(),
  roleId: z.coerce.number().int().positive().max(ID_MAX).optional(),
  status: z.enum(STAFF_STATUSES).optional(),
});
export type StaffListQuery = z.infer<typeof staffListQuerySchema>;

/** The first-login password change reached from the invitation link (SPEC §2, PRODUCT §6). */
export const firstLoginPasswordRequestSchema = z
  .strictObject({
    token: linkTokenSchema,
    password: newPasswordSchema,
    cpassword: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .refine((b) => b.password === b.cpassword, { message: MESSAGES.passwordMismatch, path: ['cpassword'] });
export type FirstLoginPasswordRequest = z.infer<typeof firstLoginPasswordRequestSchema>;

export const firstLoginCheckQuerySchema = z.strictObject({ token: linkTokenSchema });
