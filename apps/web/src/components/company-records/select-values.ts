/** A record id as a Select's value (strings), and back; null stands for nothing chosen. */
export const toSelectValue = (id: number | null | undefined) => (id == null ? null : String(id));
export const fromSelectValue = (value: string | null) =>
  value === null || value === '' ? null : Number(value);

/** The options of a NativeSelect from codes and their labels. */
export const labelledOptions = <C extends string>(codes: readonly C[], labels: Record<C, string>) =>
  codes.map((value) => ({ value, label: labels[value] }));
