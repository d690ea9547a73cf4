import type { CodeName } from '@fastforward/domain';
import { Select, type SelectProps } from '@mantine/core';
import { useCountries, useCurrencies, useIncoterms, useTimeZones } from '../../lib/reference-data';

type CodePickerProps = Omit<SelectProps, 'data' | 'searchable'>;

/** A searchable Select over a code list; the value is the code. */
function CodeNamePicker({
  codes,
  toLabel,
  ...props
}: CodePickerProps & { codes: { items: CodeName[]; state: string }; toLabel: (item: CodeName) => string }) {
  const data = codes.items.map((item) => ({ value: item.code, label: toLabel(item) }));
  return <Select {...props} searchable data={data} disabled={props.disabled || codes.state === 'loading'} />;
}

/** ISO 3166 countries by name, with their code. */
export function CountryPicker(props: CodePickerProps) {
  return <CodeNamePicker {...props} codes={useCountries()} toLabel={(c) => `${c.name} (${c.code})`} />;
}

/** ISO 4217 currencies by code and name. */
export function CurrencyPicker(props: CodePickerProps) {
  return <CodeNamePicker {...props} codes={useCurrencies()} toLabel={(c) => `${c.code} — ${c.name}`} />;
}

/** IANA time zones. */
export function TimeZonePicker(props: CodePickerProps) {
  return <CodeNamePicker {...props} codes={useTimeZones()} toLabel={(z) => z.code} />;
}

/** Incoterms by code and name. */
export function IncotermPicker(props: CodePickerProps) {
  return <CodeNamePicker {...props} codes={useIncoterms()} toLabel={(i) => `${i.code} — ${i.name}`} />;
}
