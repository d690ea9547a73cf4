export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

export const cpuMicros = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return used.user + used.system;
};

export const fmt = (n: number, digits = 2) => n.toFixed(digits);

/**
 * One line per benchmark: the figure (a ratio unless `unit` says what else), its target, and
 * whether it holds (printed, never asserted in tests).
 */
export function report(
  name: string,
  value: number,
  target: string,
  holds: boolean,
  detail: string,
  unit = 'ratio',
) {
  const figure = unit === 'ratio' ? `ratio ${fmt(value)}` : `${fmt(value, 1)} ${unit}`;
  console.log(`${name}: ${figure} (target ${target}) ${holds ? 'OK' : 'MISSED'} — ${detail}`);
}
