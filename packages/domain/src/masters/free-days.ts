import { z } from 'zod';
import { queryIdSchema, sortedPageQuerySchema } from '../api/list-query';
import { timestampSchema } from '../api/timestamps';
import { PORT_TYPES } from '../reference/paths';

/**
 * Demurrage (at the terminal) either runs on its own allowance or is merged with detention into
 * one combined free time (the carriers' "merged D&D" tariffs).
 */
export const DEMURRAGE_TYPES = ['separate', 'merged'] as const;
export type DemurrageType = (typeof DEMURRAGE_TYPES)[number];
export const DEMURRAGE_TYPE_LABELS: Record<DemurrageType, string> = {
  separate: 'Separate from detention',
  merged: 'Merged with detention',
};

/** How detention days (the container outside the terminal) are counted. */
export const DETENTION_TYPES = ['calendar-days', 'working-days'] as const;
export type DetentionType = (typeof DETENTION_TYPES)[number];
export const DETENTION_TYPE_LABELS: Record<DetentionType, string> = {
  'calendar-days': 'Calendar days',
  'working-days': 'Working days',
};

export const FREE_DAYS_MAX = 365;

const ID_MAX = 2_147_483_647;

const referenceId = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(ID_MAX, message);

const dayCount = (label: string) => {
  const message = `${label} must be a whole number from 0 to ${FREE_DAYS_MAX}`;
  return z.number({ error: message }).int(message).min(0, message).max(FREE_DAYS_MAX, message);
};

/** POST and PUT of free days: one line, port and container size, each once per company. */
export const freeDaysRequestSchema = z.strictObject({
  shippingCompanyId: referenceId('Choose a shipping line'),
  portId: referenceId('Choose a port'),
  containerSizeId: referenceId('Choose a container size'),
  originFreeDays: dayCount('Origin free days'),
  destinationFreeDays: dayCount('Destination free days'),
  demurrageType: z.enum(DEMURRAGE_TYPES, { error: 'Choose a demurrage type' }),
  detentionType: z.enum(DETENTION_TYPES, { error: 'Choose a detention type' }),
});
export type FreeDaysRequest = z.infer<typeof freeDaysRequestSchema>;

export const FREE_DAYS_SORTS = ['shippingLine', 'port', 'containerSize', 'createdAt'] as const;

export const freeDaysListQuerySchema = sortedPageQuerySchema(FREE_DAYS_SORTS).extend({
  shippingCompanyId: queryIdSchema,
  portId: queryIdSchema,
  containerSizeId: queryIdSchema,
});
export type FreeDaysListQuery = z.infer<typeof freeDaysListQuerySchema>;

/** A free-days entry as the API answers it, with the names of what it points at. */
export const freeDaysSchema = z.object({
  id: z.number().int(),
  shippingCompanyId: z.number().int(),
  shippingLineName: z.string(),
  portId: z.number().int(),
  portType: z.enum(PORT_TYPES),
  portCode: z.string(),
  portName: z.string(),
  portCountryCode: z.string(),
  containerSizeId: z.number().int(),
  containerSize: z.string(),
  originFreeDays: z.number().int(),
  destinationFreeDays: z.number().int(),
  demurrageType: z.enum(DEMURRAGE_TYPES),
  detentionType: z.enum(DETENTION_TYPES),
  createdAt: timestampSchema,
});
export type FreeDays = z.infer<typeof freeDaysSchema>;
