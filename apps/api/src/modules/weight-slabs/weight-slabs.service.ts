import {
  findOverlappingSlab,
  formatWeightSlab,
  overlapFieldOf,
  WEIGHT_SLAB_MESSAGES,
  type WeightSlabListQuery,
  type WeightSlabRequest,
  type WeightSlabType,
  type WeightUnit,
  weightSlabOverlapMessage,
  type weightSlabSchema,
} from '@fastforward/domain';
import { and, asc, type Column, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { companies, containerSizes, weightSlabs } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { createCompanyRecordService } from '../company-records/company-records.service';

/** numeric(12, 3) arrives as text ('45.000'); the API answers numbers. */
const toWeight = (value: string | null) => (value === null ? null : Number(value));
const toNumeric = (value: number | undefined) => (value === undefined ? null : String(value));

type ContainerSizeRef = { id: number; size: string } | null;

const containerSize = sql<ContainerSizeRef>`case when ${containerSizes.id} is null then null
  else json_build_object('id', ${containerSizes.id}, 'size', ${containerSizes.size}) end`;

/** A slab's name and bounds. */
const boundsColumns = {
  id: weightSlabs.id,
  type: weightSlabs.type,
  name: weightSlabs.name,
  minWeight: weightSlabs.minWeight,
  maxWeight: weightSlabs.maxWeight,
  measurementIn: weightSlabs.measurementIn,
};

/** What the weight slab data lists and the overlap check read. */
const rangeColumns = { ...boundsColumns, containerSizeId: weightSlabs.containerSizeId };

/** What the master answers: the container size by name instead of its id. */
const listColumns = { ...boundsColumns, containerSize, createdAt: weightSlabs.createdAt };

/** Lightest first: a slab without a min starts at 0. */
const byMin = sql`coalesce(${weightSlabs.minWeight}, 0)`;

type Row = {
  type: string;
  minWeight: string | null;
  maxWeight: string | null;
  measurementIn: string;
};

type ListRow = Row & { id: number; name: string; containerSize: ContainerSizeRef; createdAt: Date };

/** A row with its bounds as numbers and the SPEC §5 display name. */
function toSlab<R extends Row>(row: R) {
  const { minWeight, maxWeight, ...rest } = row;
  const bounds = { min: toWeight(minWeight), max: toWeight(maxWeight), measurementIn: row.measurementIn };
  return {
    ...rest,
    type: row.type as WeightSlabType,
    measurementIn: row.measurementIn as WeightUnit,
    min: bounds.min,
    max: bounds.max,
    displayName: formatWeightSlab(bounds),
  };
}

/** Max ascending puts the open-ended slabs ('100 Kgs +') last; the column holds at most 999,999,999.999. */
const SORTS: Record<WeightSlabListQuery['sort'], Column | SQL> = {
  name: weightSlabs.name,
  min: byMin,
  max: sql`coalesce(${weightSlabs.maxWeight}, 1e12)`,
  createdAt: weightSlabs.createdAt,
};

async function assertContainerSize(tx: DbOrTx, id: number | undefined) {
  if (id === undefined) return;
  const [size] = await tx
    .select({ id: containerSizes.id })
    .from(containerSizes)
    .where(eq(containerSizes.id, id));
  if (!size) throw AppError.fieldError('containerSizeId', WEIGHT_SLAB_MESSAGES.containerSizeNotFound);
}

/**
 * Refuses a range that shares a weight with another slab of the same type, unit and container
 * size (domain `findOverlappingSlab`): 409 on the field, naming the other slab. The company row
 * is locked first, so two saves at once cannot both pass the check.
 */
async function assertNoOverlap(tx: DbOrTx, companyId: number, input: WeightSlabRequest, id?: number) {
  await tx.execute(sql`select id from ${companies} where ${companies.id} = ${companyId} for update`);
  const rows = await tx
    .select(rangeColumns)
    .from(weightSlabs)
    .where(
      and(
        eq(weightSlabs.companyId, companyId),
        eq(weightSlabs.type, input.type),
        eq(weightSlabs.measurementIn, input.measurementIn),
      ),
    )
    .orderBy(asc(byMin), asc(weightSlabs.id));
  const candidate = {
    id,
    name: input.name,
    type: input.type,
    measurementIn: input.measurementIn,
    containerSizeId: input.containerSizeId ?? null,
    min: input.min ?? null,
    max: input.max ?? null,
  };
  const other = findOverlappingSlab(candidate, rows.map(toSlab));
  if (other) {
    const message = weightSlabOverlapMessage(other);
    throw new AppError('CONFLICT', message, {
      errors: [{ field: overlapFieldOf(candidate, other), defaultMessage: message }],
    });
  }
}

/**
 * The weight slab master: the company's slabs, searched by name and filtered by type and unit.
 * Nothing refers to a weight slab yet (valid rates and charges will): deleting one just works.
 * When they arrive, their foreign keys refuse deleting a slab in use ('Forbidden Deletion').
 */
export const weightSlabService = createCompanyRecordService<
  WeightSlabListQuery,
  WeightSlabRequest,
  z.input<typeof weightSlabSchema>
>({
  table: weightSlabs,
  // 'Weight slab not found' (WEIGHT_SLAB_MESSAGES.notFound).
  label: 'Weight slab',
  columns: listColumns,
  joins: (query) => query.leftJoin(containerSizes, eq(containerSizes.id, weightSlabs.containerSizeId)),
  search: (pattern) => ilike(weightSlabs.name, pattern),
  filters: (query) => [
    query.type ? eq(weightSlabs.type, query.type) : undefined,
    query.measurementIn ? eq(weightSlabs.measurementIn, query.measurementIn) : undefined,
  ],
  sorts: SORTS,
  async toValues(tx, scope, input, id) {
    await assertContainerSize(tx, input.containerSizeId);
    await assertNoOverlap(tx, scope.companyId, input, id);
    return {
      type: input.type,
      name: input.name,
      minWeight: toNumeric(input.min),
      maxWeight: toNumeric(input.max),
      measurementIn: input.measurementIn,
      containerSizeId: input.containerSizeId ?? null,
    };
  },
  toItem: (row) => toSlab(row as ListRow),
});

/**
 * SPEC §7 weight slab data: the company's slabs of one type, lightest first, each with its
 * display name. For sea, `containerSizeId` undefined gives the slabs without a size; a size gives
 * that size's slabs and the ones without a size (they apply to every size). An unknown size is a 404.
 */
export async function listWeightSlabData(
  db: Db,
  companyId: number,
  type: WeightSlabType,
  containerSizeId?: number,
) {
  if (containerSizeId !== undefined) {
    const [size] = await db
      .select({ id: containerSizes.id })
      .from(containerSizes)
      .where(eq(containerSizes.id, containerSizeId));
    if (!size) throw new AppError('NOT_FOUND', WEIGHT_SLAB_MESSAGES.containerSizeNotFound);
  }
  const sizeCondition =
    type === 'air'
      ? undefined
      : containerSizeId === undefined
        ? isNull(weightSlabs.containerSizeId)
        : or(isNull(weightSlabs.containerSizeId), eq(weightSlabs.containerSizeId, containerSizeId));
  const rows = await db
    .select(rangeColumns)
    .from(weightSlabs)
    .where(and(eq(weightSlabs.companyId, companyId), eq(weightSlabs.type, type), sizeCondition))
    .orderBy(asc(byMin), asc(weightSlabs.measurementIn), asc(weightSlabs.id));
  return rows.map(toSlab);
}
