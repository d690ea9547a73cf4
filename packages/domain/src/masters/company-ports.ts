import { z } from 'zod';
import { optionalTextSchema, requiredTextSchema } from '../api/fields';
import { sortedPageQuerySchema } from '../api/list-query';
import { timestampSchema } from '../api/timestamps';
import { IATA_AIRPORT_CODE_PATTERN, UN_LOCODE_PATTERN } from '../reference/codes';
import { PORT_TYPES, type PortType } from '../reference/paths';
import { portOptionSchema } from '../reference/schemas';
import { RECORD_ORIGINS } from './company-masters';
import { countryCodeField, countryCodeFilter, nameField, timeZoneField } from './master-fields';

/** How the company-ports screens name each port type; a dry port is a custom point (SPEC §3). */
export const COMPANY_PORT_TYPE_LABELS: Record<PortType, string> = {
  sea: 'Sea port',
  air: 'Airport',
  dry: 'Dry port / ICD (custom point)',
};

/** Why `code` is not a valid code for a port of `type` in `countryCode`, or null when it is. */
export function portCodeProblem(type: PortType, code: string, countryCode: string): string | null {
  if (type === 'air')
    return IATA_AIRPORT_CODE_PATTERN.test(code) ? null : 'An airport code is 3 letters (IATA), e.g. DXB';
  if (!UN_LOCODE_PATTERN.test(code))
    return 'A port code is a UN/LOCODE: 2-letter country + 3 letters or digits 2-9, e.g. AEJEA';
  if (code.slice(0, 2) !== countryCode) return `A UN/LOCODE in ${countryCode} starts with ${countryCode}`;
  return null;
}

/** What the pickers' trigram search looks in (issue 4): code, name, city and country, lower case. */
export const portSearchText = (port: {
  code: string;
  name: string;
  city?: string | null;
  countryCode: string;
}) =>
  [port.code, port.name, port.city, port.countryCode]
    .filter((part): part is string => Boolean(part))
    .join(' ')
    .toLowerCase();

/** POST and PUT of a company port or custom point. */
export const companyPortRequestSchema = z
  .strictObject({
    type: z.enum(PORT_TYPES, { error: 'Choose a port type' }),
    code: requiredTextSchema('Code', 5).toUpperCase(),
    name: nameField('Name', 100),
    city: optionalTextSchema('City', 100),
    countryCode: countryCodeField,
    timeZone: timeZoneField,
  })
  .superRefine((port, ctx) => {
    const problem = portCodeProblem(port.type, port.code, port.countryCode);
    if (problem) ctx.addIssue({ code: 'custom', path: ['code'], message: problem });
  });
export type CompanyPortRequest = z.infer<typeof companyPortRequestSchema>;

export const COMPANY_PORT_SORTS = ['code', 'name', 'createdAt'] as const;

/** The Ports master's list: the shipped ports and the company's own; `origin` narrows to one of them. */
export const companyPortListQuerySchema = sortedPageQuerySchema(COMPANY_PORT_SORTS).extend({
  type: z.enum(PORT_TYPES).optional(),
  countryCode: countryCodeFilter,
  origin: z.enum(RECORD_ORIGINS).optional(),
});
export type CompanyPortListQuery = z.infer<typeof companyPortListQuerySchema>;

/**
 * The reference read's port (`isCompanyPort`: the company's own, editable; false for a shipped one),
 * with the country's name, the time zone and when it was added.
 */
export const companyPortSchema = portOptionSchema.extend({
  countryName: z.string(),
  timeZone: z.string().nullable(),
  createdAt: timestampSchema,
});
export type CompanyPort = z.infer<typeof companyPortSchema>;
