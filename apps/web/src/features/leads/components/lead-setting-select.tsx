import type { LeadSettingKind } from '@fastforward/domain';
import { Select } from '@mantine/core';
import { useLeadSettingOptions } from '../api/leads-api';

export type LeadSettingSelectProps = {
  kind: LeadSettingKind;
  label: string;
  value: number | null | undefined;
  onChange: (id: number | null) => void;
  onBlur?: () => void;
  error?: string | undefined;
  placeholder?: string;
};

/** A picker of the company's lead sources or stages, in their order. */
export function LeadSettingSelect({ kind, value, onChange, ...props }: LeadSettingSelectProps) {
  const options = useLeadSettingOptions(kind);
  const data = (options.data ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  return (
    <Select
      clearable
      data={data}
      value={value == null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      {...props}
    />
  );
}
