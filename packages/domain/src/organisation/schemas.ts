import { z } from 'zod';
import { sortedPageQuerySchema } from '../api/list-query';
import { invisibleCharacterMessage, isVisibleText, noNul } from '../api/schemas';
import { timestampSchema } from '../api/timestamps';
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
    .refine(noNul, `${label} contains an invalid character`)
    .refine(isVisibleText, invisibleCharacterMessage(label));

export const NAMED_RECORD_SORTS = ['name', 'createdAt'] as const;

/** The list query of departments, designations and roles: paged, searched by name, sorted. */
export const namedListQuerySchema = sortedPageQuerySchema(NAMED_RECORD_SORTS);
export type NamedListQuery = z.infer<typeof namedListQuerySchema>;

/** A department or a designation as the API answers it: the two kinds have one shape. */
export const namedRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: timestampSchema,
});
export type NamedRecord = z.infer<typeof namedRecordSchema>;

/** Another record a record points at, named (a staff member's department, roles …). */
export const recordRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type RecordRef = z.infer<typeof recordRefSchema>;

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

/** A row of the roles list: how many permissions the role holds and how many staff hold it. */
export const roleSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  department: recordRefSchema.nullable(),
  permissionCount: z.number().int(),
  staffCount: z.number().int(),
  createdAt: timestampSchema,
});
export type RoleSummary = z.infer<typeof roleSummarySchema>;

/** A role with its permissions ('action|Module'), as reading, creating and updating one answer it. */
export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  department: recordRefSchema.nullable(),
  permissions: z.array(z.string()),
  createdAt: timestampSchema,
});
export type Role = z.infer<typeof roleSchema>;

/** A permission as the role form's matrix offers it; `canGrant`: the caller holds it, so may grant it. */
export const cataloguePermissionSchema = z.object({
  name: z.string(),
  action: z.string(),
  canGrant: z.boolean(),
});
export type CataloguePermission = z.infer<typeof cataloguePermissionSchema>;

/** A module of the permission catalogue, in navigation order, with its permissions. */
export const catalogueModuleSchema = z.object({
  name: z.string(),
  slug: z.string(),
  permissions: z.array(cataloguePermissionSchema),
});
export type CatalogueModule = z.infer<typeof catalogueModuleSchema>;

export const emailSchema = z
  .string({ error: 'E-mail is required' })
  .trim()
  .min(1, 'E-mail is required')
  .max(254, 'E-mail must not exceed 254 characters')
  .pipe(z.email('Enter a valid e-mail address'));

export const fullNameSchema = z
  .string()
  .trim()
  .min(1, 'Full name is required')
  .max(100, 'Full name must not exceed 100 characters')
  .refine(noNul, 'Full name contains an invalid character')
  .refine(isVisibleText, invisibleCharacterMessage('Full name'));

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

/** How staff and platform administrators' lists sort; the username is the default. */
export const ACCOUNT_SORTS = ['username', 'fullName', 'createdAt'] as const;

export const staffListQuerySchema = sortedPageQuerySchema(ACCOUNT_SORTS).extend({
  departmentId: z.coerce.number().int().positive().max(ID_MAX).optional(),
  roleId: z.coerce.number().int().positive().max(ID_MAX).optional(),
  status: z.enum(STAFF_STATUSES).optional(),
});
export type StaffListQuery = z.infer<typeof staffListQuerySchema>;

/** A staff member as the API answers it. */
export const staffSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  fullName: z.string(),
  status: z.enum(STAFF_STATUSES),
  /** Invited and not signed in yet. */
  isFirstLogin: z.boolean(),
  department: recordRefSchema.nullable(),
  designation: recordRefSchema.nullable(),
  roles: z.array(recordRefSchema),
  createdAt: timestampSchema,
});
export type Staff = z.infer<typeof staffSchema>;

/** A user account as the staff and the platform administrators' lists show it. */
export const accountSchema = staffSchema.omit({ department: true, designation: true, roles: true });
export type Account = z.infer<typeof accountSchema>;

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
