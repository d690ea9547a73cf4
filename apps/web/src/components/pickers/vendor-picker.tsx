import { VENDOR_PATHS, VENDORS_ACCESS } from '@fastforward/domain';
import { Select, type SelectProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCan } from '../../lib/permissions';
import { createOptionsApi } from '../company-records/records-api';

const vendorOptions = createOptionsApi(VENDOR_PATHS.list, 'vendors');

/**
 * The company's vendors by name; asked only of a user who may read the vendor list (anyone else
 * goes without the choice: a record's vendor is then shown but not offered).
 */
export function useVendorOptions() {
  const canView = useCan(VENDORS_ACCESS.view);
  const result = useQuery({ ...vendorOptions.getQueryOptions(), enabled: canView });
  return { canView, items: result.data ?? [], isLoading: result.isLoading };
}

/** A searchable vendor Select; nothing at all for a user who may not read the vendor list. */
export function VendorPicker(props: Omit<SelectProps, 'data' | 'searchable'>) {
  const vendors = useVendorOptions();
  if (!vendors.canView) return null;
  return (
    <Select {...props} searchable data={vendors.items.map((v) => ({ value: String(v.id), label: v.name }))} />
  );
}
