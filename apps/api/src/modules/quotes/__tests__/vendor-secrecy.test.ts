import type { CustomerQuote, NegotiationList, Quote } from '@fastforward/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, invoices, jobs, rateEnquiries, users, vendors } from '../../../db/schema';
import { bookingForm, bookingPaths, enquiryVersion } from '../../../test/booking-factories';
import { mailsOf, namesReadIn, readAsCustomer } from '../../../test/customer-reads';
import { demoCompanyId } from '../../../test/demo-data';
import { createUser } from '../../../test/factories';
import {
  draftInvoice,
  issueInvoice,
  JOB_ACCOUNTS_PERMISSIONS,
  setInvoiceSettings,
} from '../../../test/job-factories';
import { negotiationPaths } from '../../../test/negotiation-factories';
import {
  createForwardAnswer,
  createQuoteScene,
  draftBody,
  getSuggestions,
  type QuoteScene,
  quotePaths,
} from '../../../test/quote-factories';
import { expectItem, expectList } from '../../../test/responses';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createRegisteredVendor } from '../../../test/vendor-forward-factories';
import { vendorNamesOf } from '../../vendors/vendor-names';

/**
 * Which vendor a forwarder buys from is its secret (issue 29): no route, mail or PDF addressed to
 * the customer names a vendor the enquiry was forwarded to, whatever pricing typed.
 */

const ANSWERING = 'Hidden Freight Partners';
const SECOND = 'Quiet Cargo Agency';
/** A registered vendor known in the vendor list by another name than its company's. */
const LISTED_AS = 'Northwind Sea';

let t: TestApp;
let scene: QuoteScene;
let vendorNames: string[];
/** The registered vendor's company name (its list name is LISTED_AS). */
let registeredName: string;

beforeAll(async () => {
  t = await createTestApp();
  scene = await createQuoteScene(t);
  const registered = await createRegisteredVendor(t, scene.forwarder);
  await t.db.update(vendors).set({ name: LISTED_AS }).where(eq(vendors.id, registered.vendorId));
  await createForwardAnswer(t, scene, { vendorName: ANSWERING });
  await createForwardAnswer(t, scene, { vendorName: SECOND, shippingCompanyId: null });
  registeredName = registered.company.name;
  vendorNames = [ANSWERING, SECOND, LISTED_AS, registeredName];
  expect((await vendorNamesOf(t.db, scene.forwarder.id)).sort()).toEqual([...vendorNames].sort());
}, 120_000);
afterAll(() => t.close());

describe('a quoted, negotiated, booked and invoiced enquiry, read as its customer', () => {
  it('names no vendor in any customer route, mail or PDF, though pricing typed their names', async () => {
    const answers = await getSuggestions(t, scene);
    expect(answers.vendorNames.sort()).toEqual([...vendorNames].sort());
    const fromAnswer = answers.suggestions.find((s) => s.vendor?.name === ANSWERING);
    if (!fromAnswer) throw new Error('no suggestion from the answer');
    // The default title names the carrier, the transit and the free days, never the vendor.
    expect(fromAnswer.title).toBe(`${scene.lane.maersk.name} · 16 days transit · 10 free days`);
    const freight = fromAnswer.lines.find((l) => l.leg === 'freightCharge');
    const paths = quotePaths(scene.enquiry.id);
    const draft = expectItem<Quote>(
      await t.as(scene.pricing.token).post(
        paths.quotes,
        draftBody(t, fromAnswer.key, {
          options: [
            {
              title: `${scene.lane.maersk.name} via ${ANSWERING}`,
              suggestionKey: fromAnswer.key,
              lineLabels: [
                { key: freight?.key as string, label: `Ocean freight (${ANSWERING.toUpperCase()})` },
              ],
            },
          ],
          remarks: `Space confirmed by ${registeredName}; ${SECOND} as back-up.`,
          terms: `Rates from ${LISTED_AS}. Subject to space.`,
        }),
      ),
      201,
    );
    const sent = expectItem<Quote>(
      await t.as(scene.pricing.token).post(paths.send(draft.id), { version: draft.version }),
    );
    // The copy sent is what the forwarder reads back too: the quote as the customer got it.
    expect(sent.options[0]?.title).toBe(scene.lane.maersk.name);
    expect(sent.options[0]?.lines.find((l) => l.key === freight?.key)?.label).toBe('Ocean freight');
    expect(sent.remarks).toBe('Space confirmed; as back-up.');
    expect(sent.terms).toBe('Rates. Subject to space.');

    // A counter-offer, rejected with a message naming the vendor.
    const customer = scene.customerUser;
    const option = sent.options[0] as Quote['options'][number];
    const negotiation = negotiationPaths(scene.enquiry.id);
    const countered = await t.as(customer.token).post(negotiation.customer, {
      quoteOptionId: option.id,
      targetAmount: (Number(option.offeredSell) - 1).toFixed(2),
      message: 'Could you do a little better?',
    });
    expect(countered.statusCode, countered.body).toBe(201);
    const rounds = countered.json<{ data: NegotiationList }>().data;
    const open = rounds.items.find((r) => r.decision === null);
    const answered = await t.as(scene.pricing.token).post(negotiation.answer(open?.id as number), {
      decision: 'rejected',
      message: `${ANSWERING} will not move on this lane.`,
      version: await enquiryVersion(t, scene.enquiry.id),
    });
    expect(answered.statusCode, answered.body).toBe(200);

    // Selected, booked (a job opens), invoiced and issued.
    const booking = bookingPaths(scene.enquiry.id, scene.enquiry.reference);
    const selected = await t.as(customer.token).post(booking.select, {
      quoteOptionId: option.id,
      version: await enquiryVersion(t, scene.enquiry.id),
    });
    expect(selected.statusCode, selected.body).toBe(200);
    const lines = [{ containerSizeId: scene.containerSizeId, count: 2, weightKgEach: 6250 }];
    const booked = await t
      .as(customer.token)
      .post(booking.customer, bookingForm({ cargo: { ...bookingForm().cargo, containers: lines } }));
    expect(booked.statusCode, booked.body).toBeLessThan(300);
    const [job] = await t.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.enquiryId, scene.enquiry.id));
    await setInvoiceSettings(t, scene.forwarder.id);
    const accounts = await createUser(t, { company: scene.forwarder, permissions: JOB_ACCOUNTS_PERMISSIONS });
    const invoice = await issueInvoice(t, accounts, await draftInvoice(t, accounts, job?.id as number));

    const reads = await readAsCustomer(t, customer.token, {
      enquiryIds: [scene.enquiry.id],
      jobIds: [job?.id as number],
      invoiceIds: [invoice.id],
    });
    expect(reads.filter((r) => r.status >= 400).map((r) => `${r.url}: ${r.status}`)).toEqual([]);
    // The sweep read what it is about: the quote and its PDF, the job's charges, the invoice's PDF.
    const urls = reads.map((r) => r.url);
    for (const read of ['/quotes', '/pdf', '/negotiations', '/history', '/booking', '/invoices']) {
      expect(
        urls.some((u) => u.includes(read)),
        read,
      ).toBe(true);
    }
    const quotes = expectList<CustomerQuote>(
      await t.as(customer.token).get(`/api/v1/my-queries/${scene.enquiry.id}/quotes`),
    );
    expect(quotes.items[0]?.options[0]?.title).toBe(scene.lane.maersk.name);
    const mails = await mailsOf(t, [customer.email]);
    expect(mails.length).toBeGreaterThan(2);
    expect(namesReadIn([...reads, ...mails], vendorNames)).toEqual([]);
  });
});

describe('the demo enquiries, read as their customers', () => {
  it('name no vendor of the demo forwarder in any customer route, mail or PDF', async () => {
    const forwarderId = await demoCompanyId(t);
    const names = await vendorNamesOf(t.db, forwarderId);
    expect(names.length).toBeGreaterThan(1);
    const customers = await t.db
      .selectDistinct({ id: rateEnquiries.customerCompanyId })
      .from(rateEnquiries)
      .where(eq(rateEnquiries.companyId, forwarderId));
    const people = await t.db
      .select({ username: users.username, email: users.email, companyId: users.companyId })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(
        inArray(
          users.companyId,
          customers.map((c) => c.id),
        ),
      );
    const acme = people.find((p) => p.username === 'acme.buyer');
    if (!acme) throw new Error('no acme.buyer in the demo');
    const own = <T extends { companyId: number; customerCompanyId: number }>(rows: T[]) =>
      rows.filter((r) => r.companyId === forwarderId && r.customerCompanyId === acme.companyId);
    const [enquiryRows, jobRows, invoiceRows] = await Promise.all([
      t.db.select().from(rateEnquiries),
      t.db.select().from(jobs),
      t.db.select().from(invoices),
    ]);
    const records = {
      enquiryIds: own(enquiryRows).map((e) => e.id),
      jobIds: own(jobRows).map((j) => j.id),
      invoiceIds: own(invoiceRows)
        .filter((i) => i.status !== 'draft')
        .map((i) => i.id),
    };
    expect(records.enquiryIds.length).toBeGreaterThan(3);
    expect(records.jobIds.length).toBeGreaterThan(3);
    expect(records.invoiceIds.length).toBeGreaterThan(0);
    const { token } = await t.login('acme.buyer');
    const reads = await readAsCustomer(t, token, records);
    expect(reads.filter((r) => r.status >= 500).map((r) => `${r.url}: ${r.status}`)).toEqual([]);
    // The demo's quotes and invoices are seeded without their PDFs (a 404 "no PDF yet"): their JSON is swept.
    expect(reads.filter((r) => r.url.endsWith('/quotes') && r.status === 200).length).toBeGreaterThan(3);
    const mails = await mailsOf(
      t,
      people.map((p) => p.email),
    );
    expect(namesReadIn([...reads, ...mails], names)).toEqual([]);
  });
});
