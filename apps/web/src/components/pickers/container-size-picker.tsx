import { Select, type SelectProps } from '@mantine/core';
import { useContainerSizeCategories } from '../../lib/reference-data';

/** Container sizes grouped by the SPEC §3 categories, with their ISO 6346 size-type codes. */
export function ContainerSizePicker(props: Omit<SelectProps, 'data' | 'searchable'>) {
  const categories = useContainerSizeCategories();
  const data = categories.items.map((c) => ({
    group: c.name,
    items: c.containerSizes.map((s) => ({
      value: String(s.id),
      label: s.isoCode ? `${s.size} (${s.isoCode})` : s.size,
    })),
  }));
  return (
    <Select {...props} searchable data={data} disabled={props.disabled || categories.state === 'loading'} />
  );
}
