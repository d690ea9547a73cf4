import {
  MESSAGES,
  type WeightSlabOption,
  type WeightSlabType,
  weightSlabDataPath,
} from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http, isSilentError } from './http';
import { REFERENCE_KEY, type ReferenceState } from './reference-data';

/** Every weight slab data list; the master invalidates it after a change. */
export const WEIGHT_SLAB_DATA_KEY = [REFERENCE_KEY, 'weight-slab-data'] as const;

/** A failed weight slab data call, stored with SPEC §8's text; the call's own failure is its cause. */
export class WeightSlabDataError extends Error {
  constructor(cause: unknown) {
    super(MESSAGES.weightSlabFetchFailed, { cause });
    this.name = 'WeightSlabDataError';
  }
}

/** SPEC §7: `/air`, `/sea`, or `/sea/{containerSizeId}` once a sea size is chosen. No dialog on failure. */
export async function getWeightSlabData(type: WeightSlabType, containerSizeId?: number | null) {
  try {
    const data = await http.get<{ items: WeightSlabOption[] }>(weightSlabDataPath(type, containerSizeId), {
      suppressErrorDialog: true,
    });
    return data.items;
  } catch (error) {
    if (isSilentError(error)) throw error;
    throw new WeightSlabDataError(error);
  }
}

export const getWeightSlabDataQueryOptions = (type: WeightSlabType, containerSizeId?: number | null) =>
  queryOptions({
    queryKey: [...WEIGHT_SLAB_DATA_KEY, type, containerSizeId ?? null],
    queryFn: () => getWeightSlabData(type, containerSizeId),
  });

/**
 * The slabs a form offers for a type (and sea container size), as a reference list of SPEC §4:
 * state loading / success / error. On failure `errorMessage` holds 'Failed to fetch weight slab
 * data' (SPEC §8) for whoever wants it; nothing is shown. Without a type nothing is fetched and
 * the state stays 'loading'.
 */
export function useWeightSlabData(type: WeightSlabType | null, containerSizeId?: number | null) {
  const result = useQuery({
    ...getWeightSlabDataQueryOptions(type ?? 'air', containerSizeId),
    enabled: type !== null,
  });
  const state: ReferenceState = result.status === 'pending' ? 'loading' : result.status;
  return {
    ...result,
    state,
    items: type === null ? [] : (result.data ?? []),
    errorMessage: result.error ? result.error.message : null,
  };
}
