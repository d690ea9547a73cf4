import { BarChart, DonutChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { FigureLinks, type LinkedFigure } from './dashboard-card';

const COLORS = [
  'blue.6',
  'teal.6',
  'grape.6',
  'orange.6',
  'cyan.6',
  'red.6',
  'lime.6',
  'indigo.6',
  'yellow.6',
];
export const chartColor = (index: number) => COLORS[index % COLORS.length] as string;

type Row = { label: string; count: number; link: string };

/** The server's counted rows, each named for the chart: `labelledRows(d.jobsByGroup, (r) => …[r.group])`. */
export const labelledRows = <R extends { count: number; link: string }>(
  rows: readonly R[],
  labelOf: (row: R) => string,
): Row[] => rows.map((r) => ({ label: labelOf(r), count: r.count, link: r.link }));

/**
 * Counts as bars, each bar opening its list; the links under it do the same without a pointer.
 * Bars of nothing are left out of the chart, not of the links' meaning: a zero has no list to see.
 */
export function LinkedBarChart({ label, rows, unit }: { label: string; rows: readonly Row[]; unit: string }) {
  const navigate = useNavigate();
  const shown = rows.filter((r) => r.count > 0);
  if (shown.length === 0) return <NoneYet />;
  return (
    <>
      <BarChart
        // Bars lie down with their names on the left: statuses such as "Delivery order released"
        // overlapped or were dropped under standing bars.
        orientation="vertical"
        h={shown.length * 32 + 40}
        data={shown.map((r) => ({ ...r }))}
        dataKey="label"
        yAxisProps={{ width: 160, interval: 0 }}
        xAxisProps={{ allowDecimals: false }}
        gridAxis="y"
        series={[{ name: 'count', label: unit, color: 'blue.6' }]}
        barProps={{
          cursor: 'pointer',
          onClick: (entry: { payload?: Row }) => {
            if (entry.payload?.link) navigate(entry.payload.link);
          },
        }}
        aria-hidden
      />
      <FigureLinks
        label={label}
        figures={shown.map((r): LinkedFigure => ({ label: r.label, value: r.count, link: r.link }))}
      />
    </>
  );
}

/** Counts as a donut, each segment opening its list; the links under it do the same. */
export function LinkedDonutChart({
  label,
  rows,
  format = String,
}: {
  label: string;
  rows: readonly Row[];
  format?: (value: number) => string;
}) {
  const navigate = useNavigate();
  const shown = rows.filter((r) => r.count > 0);
  const linkOf = new Map(shown.map((r) => [r.label, r.link]));
  return (
    <>
      {shown.length === 0 ? <NoneYet /> : null}
      {shown.length > 0 ? (
        <DonutChart
          data={shown.map((r, i) => ({ name: r.label, value: r.count, color: chartColor(i) }))}
          withLabelsLine={false}
          valueFormatter={format}
          cellProps={(cell) => ({
            cursor: 'pointer',
            onClick: () => {
              const link = linkOf.get(cell.name);
              if (link) navigate(link);
            },
          })}
          aria-hidden
        />
      ) : null}
      <FigureLinks
        label={label}
        figures={shown.map((r, i) => ({
          label: r.label,
          value: format(r.count),
          link: r.link,
          color: chartColor(i),
        }))}
      />
    </>
  );
}

export const NoneYet = () => (
  <Text c="dimmed" size="sm">
    None yet.
  </Text>
);
