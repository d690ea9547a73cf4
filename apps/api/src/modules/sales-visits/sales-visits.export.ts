import type { Writable } from 'node:stream';
import { SALES_VISIT_STATUS_LABELS, type SalesVisit, type salesVisitSchema } from '@fastforward/domain';
import type { z } from 'zod';
import { safeText, writeXlsx, type XlsxColumn } from '../../lib/xlsx-export';
import { localDateTimeIn } from '../../lib/zoned-days';

type VisitRow = z.input<typeof salesVisitSchema>;

/** Who or what was visited: the lead's or the customer's name, empty for a cold call. */
export const visitPartyOf = (visit: Pick<SalesVisit, 'lead' | 'customer'>) =>
  visit.lead ? `Lead: ${visit.lead.name}` : visit.customer ? `Customer: ${visit.customer.name}` : null;

/** The export's columns; times as 'YYYY-MM-DD HH:mm' text in the company's time zone. */
const columnsIn = (timeZone: string | null): XlsxColumn<VisitRow>[] => [
  { header: 'Planned', width: 18, value: (v) => localDateTimeIn(v.plannedAt, timeZone) },
  { header: 'Sales person', width: 24, value: (v) => safeText(v.salesPerson.fullName) },
  { header: 'Lead / customer', width: 32, value: (v) => safeText(visitPartyOf(v)) },
  { header: 'Purpose', width: 40, value: (v) => safeText(v.purpose) },
  { header: 'Location', width: 28, value: (v) => safeText(v.location) },
  { header: 'Status', width: 12, value: (v) => SALES_VISIT_STATUS_LABELS[v.status] },
  {
    header: 'Visited',
    width: 18,
    value: (v) => (v.visitedAt ? localDateTimeIn(v.visitedAt, timeZone) : null),
  },
  { header: 'Outcome', width: 60, value: (v) => safeText(v.outcome) },
];

export const SALES_VISIT_EXPORT_HEADERS = columnsIn(null).map((c) => c.header);

/** Writes the visits to `out` as one .xlsx sheet, a batch at a time. */
export async function writeSalesVisitsXlsx(
  batches: AsyncIterable<VisitRow[]>,
  timeZone: string | null,
  out: Writable,
) {
  await writeXlsx('Sales Visits', columnsIn(timeZone), batches, out);
}
