import { MESSAGES } from '../messages';

/** SPEC §9: slab types sea, air. */
export const WEIGHT_SLAB_TYPES = ['sea', 'air'] as const;
export type WeightSlabType = (typeof WEIGHT_SLAB_TYPES)[number];

/** SPEC §5/§9 weight units. */
export const WEIGHT_UNITS = ['Kgs', 'Lbs'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

/** The largest weight `numeric(12, 3)` holds, in whole units, and its decimals. */
export const WEIGHT_MAX = 999_999_999;
export const WEIGHT_DECIMALS = 3;

/** SPEC §5 weight slab messages word for word, then the few of our own the SPEC does not word. */
export const WEIGHT_SLAB_MESSAGES = {
  typeRequired: 'Type is required',
  nameRequired: 'Name is required',
  nameTooShort: 'Name must be at least 2 characters',
  nameTooLong: 'Name must not exceed 50 characters',
  minBelowZero: 'Min weight must be greater than or equal to 0',
  maxBelowZero: 'Max weight must be greater than or equal to 0',
  notANumber: 'Please enter a valid number',
  maxNotAboveMin: 'Max weight must be greater than min weight',
  minOrMaxRequired: 'At least one of min or max weight is required',
  unitRequired: 'Unit is required',
  /** SPEC §8: stored by the reference-data hook, never shown. */
  fetchFailed: MESSAGES.weightSlabFetchFailed,
  // Ours:
  typeInvalid: "Type must be 'sea' or 'air'",
  unitInvalid: "Unit must be 'Kgs' or 'Lbs'",
  nameNotText: 'Name must be text',
  nameInvalid: 'Name contains an invalid character',
  nameInvisible: 'Name must not contain invisible or direction-changing characters',
  minTooLarge: `Min weight must not exceed ${WEIGHT_MAX}`,
  maxTooLarge: `Max weight must not exceed ${WEIGHT_MAX}`,
  tooManyDecimals: `A weight may have at most ${WEIGHT_DECIMALS} decimals`,
  containerSizeInvalid: 'Choose a container size from the list',
  containerSizeSeaOnly: 'Only sea slabs have a container size',
  containerSizeNotFound: 'Container size not found',
  notFound: 'Weight slab not found',
} as const;

/** API paths: the master (CRUD) and the weight slab data reads of SPEC §7. */
export const WEIGHT_SLAB_PATHS = {
  weightSlabs: '/api/v1/masters/weight-slabs',
  dataAir: '/api/v1/weight-slab-data/air',
  dataSea: '/api/v1/weight-slab-data/sea',
  dataSeaBySize: '/api/v1/weight-slab-data/sea/:containerSizeId',
} as const;

/** SPEC §7: `/air`, `/sea`, or `/sea/{containerSizeId}` when a sea size is chosen. */
export function weightSlabDataPath(type: WeightSlabType, containerSizeId?: number | null): string {
  if (type === 'air') return WEIGHT_SLAB_PATHS.dataAir;
  return containerSizeId == null
    ? WEIGHT_SLAB_PATHS.dataSea
    : WEIGHT_SLAB_PATHS.dataSeaBySize.replace(':containerSizeId', String(containerSizeId));
}

/** What the display and overlap rules need of a slab; an absent bound is null. */
export type WeightSlabBounds = {
  min: number | null;
  max: number | null;
  measurementIn: string;
};

/**
 * SPEC §5 display: no min gives '0 unit - max unit'; no max gives 'min unit +'; else
 * 'min unit - max unit'. A slab always has one bound; without either it reads as '0 unit +'.
 */
export function formatWeightSlab({ min, max, measurementIn: unit }: WeightSlabBounds): string {
  if (max === null) return `${min ?? 0} ${unit} +`;
  if (min === null) return `0 ${unit} - ${max} ${unit}`;
  return `${min} ${unit} - ${max} ${unit}`;
}

export type WeightSlabRange = WeightSlabBounds & {
  id?: number;
  name: string;
  type: string;
  containerSizeId: number | null;
};

/**
 * Two slabs are on the same scale when they share type and unit and could be offered together:
 * a sea slab without a container size applies to every size, so it meets every sea slab.
 */
export const isSameSlabScale = (a: WeightSlabRange, b: WeightSlabRange) =>
  a.type === b.type &&
  a.measurementIn === b.measurementIn &&
  (a.containerSizeId === null || b.containerSizeId === null || a.containerSizeId === b.containerSizeId);

const lowerOf = (s: WeightSlabBounds) => s.min ?? 0;
const upperOf = (s: WeightSlabBounds) => s.max ?? Number.POSITIVE_INFINITY;

/**
 * Whether two ranges share a weight. A slab covers [min, max): '0 - 45' and '45 - 100' touch but
 * do not overlap, so the usual airline breaks (-45, 45-100, 100+) can be entered as written.
 */
export const doWeightRangesOverlap = (a: WeightSlabBounds, b: WeightSlabBounds) =>
  lowerOf(a) < upperOf(b) && lowerOf(b) < upperOf(a);

/** The first of `others` (never the candidate itself) that the candidate overlaps, or null. */
export function findOverlappingSlab<T extends WeightSlabRange>(
  candidate: WeightSlabRange,
  others: readonly T[],
): T | null {
  return (
    others.find(
      (other) =>
        (candidate.id === undefined || other.id !== candidate.id) &&
        isSameSlabScale(candidate, other) &&
        doWeightRangesOverlap(candidate, other),
    ) ?? null
  );
}

/** The field an overlap is reported on: min when the candidate starts inside the other slab. */
export const overlapFieldOf = (candidate: WeightSlabBounds, other: WeightSlabBounds): 'min' | 'max' =>
  lowerOf(candidate) >= lowerOf(other) && lowerOf(candidate) < upperOf(other) ? 'min' : 'max';

export const weightSlabOverlapMessage = (other: WeightSlabRange) =>
  `This range overlaps the weight slab '${other.name}' (${formatWeightSlab(other)})`;
