import { useState } from 'react';

type FilterValues = Record<string, string | number | undefined>;

/** The filters of a records page: `setFilter('status')` gives the onChange of the status control. */
export function useRecordFilters<F extends FilterValues>() {
  const [filters, setFilters] = useState<Partial<F>>({});
  const setFilter =
    <K extends keyof F>(key: K) =>
    (value: F[K] | null | undefined) =>
      setFilters((current) => ({ ...current, [key]: value ?? undefined }));
  return { filters, setFilter };
}
