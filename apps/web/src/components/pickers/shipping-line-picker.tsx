import type { FreightType } from '@fastforward/domain';
import { Select, type SelectProps } from '@mantine/core';
import { useShippingCompanies } from '../../lib/reference-data';

type ShippingLinePickerProps = Omit<SelectProps, 'data' | 'searchable'> & { shippingMode?: FreightType };

/** Shipping lines (SCAC) or airlines (IATA), shipped and the company's own, searchable by name or code. */
export function ShippingLinePicker({ shippingMode = 'sea', ...props }: ShippingLinePickerProps) {
  const lines = useShippingCompanies(shippingMode);
  const data = lines.items.map((l) => {
    const code = l.scacCode ?? l.iataCode;
    return { value: String(l.id), label: code ? `${l.name} (${code})` : l.name };
  });
  return <Select {...props} searchable data={data} disabled={props.disabled || lines.state === 'loading'} />;
}
