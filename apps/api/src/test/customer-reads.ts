import { MAX_PAGE_SIZE, vendorNamesIn } from '@fastforward/domain';
import { inArray } from 'drizzle-orm';
import { mailOutbox } from '../db/schema';
import { pdfText } from './pdf-text';
import type { TestApp } from './test-app';

/**
 * Everything a customer reads: every GET route of the app under the customer's own doors (its
 * enquiries, quotes and their PDFs, negotiations, bookings, jobs, invoices and their PDFs,
 * notifications, its summary), taken from the app's route table so a new customer route is read
 * too, each route's ids filled from the records given; and every mail sent to its users.
 */

const CUSTOMER_DOORS = [
  '/api/v1/my-queries',
  '/api/v1/my-jobs',
  '/api/v1/my-invoices',
  '/api/v1/summaries/customer',
  '/api/v2/notifications/',
  '/api/v1/notifications/',
  '/api/booking-response/',
];

/** Binary downloads of files the customer or the forwarder uploaded (not text the server writes). */
const UPLOADED_FILES = /\/documents\/zip$/;

export type CustomerRecords = {
  enquiryIds: number[];
  jobIds: number[];
  invoiceIds: number[];
  /** Booking links (the enquiry's reference and the link's token) to read without signing in. */
  bookingLinks?: { reference: string; token: string }[];
};

export type CustomerRead = { url: string; status: number; text: string };

const customerRoutes = (t: TestApp) =>
  [
    ...new Set(
      t.app.routeTable
        .filter((r) => (Array.isArray(r.method) ? r.method : [r.method]).includes('GET'))
        .map((r) => r.url)
        .filter((url) => CUSTOMER_DOORS.some((door) => url.startsWith(door)) && !UPLOADED_FILES.test(url)),
    ),
  ].sort();

const fill = (route: string, params: Record<string, string | number>) =>
  route.replace(/:([A-Za-z]+)/g, (_, name: string) => String(params[name]));

/** The URLs of one route for the records: one per record its path names, none when it names another's. */
async function urlsOf(t: TestApp, token: string, route: string, records: CustomerRecords): Promise<string[]> {
  if (route.startsWith('/api/booking-response/')) {
    return (records.bookingLinks ?? []).map((l) => `${fill(route, { refNo: l.reference })}?token=${l.token}`);
  }
  if (!route.includes(':')) return [route];
  if (route.startsWith('/api/v1/my-queries/:id')) {
    const urls: string[] = [];
    for (const id of records.enquiryIds) {
      if (!route.includes(':quoteId')) {
        urls.push(fill(route, { id }));
        continue;
      }
      const quotes = await t.as(token).get(`/api/v1/my-queries/${id}/quotes?pageSize=${MAX_PAGE_SIZE}`);
      for (const quote of quotes.json<{ data: { items: { id: number }[] } }>().data.items) {
        urls.push(fill(route, { id, quoteId: quote.id }));
      }
    }
    return urls;
  }
  if (route.startsWith('/api/v1/my-jobs/:id')) return records.jobIds.map((id) => fill(route, { id }));
  if (route.startsWith('/api/v1/my-invoices/:id')) return records.invoiceIds.map((id) => fill(route, { id }));
  throw new Error(`customer-reads: no records for ${route}`);
}

function isPartialList(body: string) {
  try {
    const data = (JSON.parse(body) as { data?: { items?: unknown[]; total?: number } }).data;
    return Array.isArray(data?.items) && typeof data.total === 'number' && data.total > data.items.length;
  } catch {
    return false;
  }
}

/** Every customer read of the records, as the holder of `token` reads it (a PDF as its text). */
export async function readAsCustomer(
  t: TestApp,
  token: string,
  records: CustomerRecords,
): Promise<CustomerRead[]> {
  const reads: CustomerRead[] = [];
  for (const route of customerRoutes(t)) {
    for (const url of await urlsOf(t, token, route, records)) {
      const reader = route.startsWith('/api/booking-response/') ? t.as() : t.as(token);
      let res = await reader.get(url);
      // A list read in full: every record on it, not its first page only.
      if (isPartialList(res.body)) res = await reader.get(`${url}?pageSize=${MAX_PAGE_SIZE}`);
      const isPdf = String(res.headers['content-type']).startsWith('application/pdf');
      reads.push({ url, status: res.statusCode, text: isPdf ? pdfText(res.rawPayload) : res.body });
    }
  }
  return reads;
}

/** The mails sent to the addresses, as "subject\nbody". */
export async function mailsOf(t: TestApp, addresses: string[]) {
  const rows = await t.db.select().from(mailOutbox).where(inArray(mailOutbox.toAddress, addresses));
  return rows.map((m) => ({ url: `mail to ${m.toAddress}`, text: `${m.subject}\n${m.textBody}` }));
}

/** Where each of `names` is read: "url: name" for every text that contains one. */
export const namesReadIn = (texts: { url: string; text: string }[], names: string[]) =>
  texts.flatMap(({ url, text }) => vendorNamesIn(text, names).map((name) => `${url}: ${name}`));
