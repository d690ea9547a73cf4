import type { CustomerQuote, Quote, QuoteSuggestion } from '@fastforward/domain';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, mailOutbox, notifications, quoteOptions, quotes } from '../../../db/schema';
import { createAdmin, type TestUser } from '../../../test/factories';
import { createApprovedKyc, type TestCustomerKyc } from '../../../test/kyc-factories';
import { expectHostileRefused, type HostileCase, LONG, NUL } from '../../../test/organisation';
import { pdfText } from '../../../test/pdf-text';
import {
  createForwardAnswer,
  createQuoteScene,
  draftBody,
  getSuggestions,
  QUOTE_PRICES,
  type QuoteScene,
  quotePaths,
} from '../../../test/quote-factories';
import { dayFrom } from '../../../test/rate-factories';
import { expectItem, expectList } from '../../../test/responses';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createRegisteredVendor, type RegisteredVendor } from '../../../test/vendor-forward-factories';

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) keysOf(v, into);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysOf(v, into);
    }
  }
  return into;
}

let t: TestApp;
let scene: QuoteScene;
let paths: ReturnType<typeof quotePaths>;
let suggestions: QuoteSuggestion[];
let answer: Awaited<ReturnType<typeof createForwardAnswer>>;
let rival: TestUser;
let vendor: RegisteredVendor;
let otherCustomer: TestCustomerKyc;

const suggestionWhere = (what: string, where: (s: QuoteSuggestion) => boolean) => {
  const found = suggestions.find(where);
  if (!found) throw new Error(`no suggestion ${what}: ${suggestions.map((s) => s.title).join(', ')}`);
  return found;
};
/** The valid rate of a shipping line. */
const byRate = (line: string) =>
  suggestionWhere(line, (s) => s.source === 'validRate' && s.shippingLine?.name === line);
/** The answer of a vendor. */
const byVendor = (vendorName: string) => suggestionWhere(vendorName, (s) => s.vendor?.name === vendorName);

beforeAll(async () => {
  t = await createTestApp();
  scene = await createQuoteScene(t);
  paths = quotePaths(scene.enquiry.id);
  answer = await createForwardAnswer(t, scene, { vendorName: 'Swift Lines' });
  suggestions = (await getSuggestions(t, scene)).suggestions;
  rival = await createAdmin(t);
  vendor = await createRegisteredVendor(t, scene.forwarder);
  otherCustomer = await createApprovedKyc(t, { forwarder: scene.forwarder, companyName: 'Other Buyer' });
});
afterAll(() => t.close());

describe('quote suggestions', () => {
  it('prices the valid rates for the customer: an explicit sell stays, the tier sells the rest, every line traced', async () => {
    const maersk = byRate(scene.lane.maersk.name);
    expect(maersk.source).toBe('validRate');
    const freight = maersk.lines.find((l) => l.leg === 'freightCharge');
    expect(freight).toMatchObject({
      quantity: '2',
      unitBuy: QUOTE_PRICES.maerskBuy,
      unitSell: '1200.00',
      sellRule: 'explicit',
      tier: null,
      source: { type: 'validRate', id: scene.rateIds.maersk },
    });
    const msc = byRate(scene.lane.msc.name);
    expect(msc.lines.find((l) => l.leg === 'freightCharge')).toMatchObject({
      unitBuy: QUOTE_PRICES.mscBuy,
      // 911.13 + 10 % (91.113, to the cent).
      unitSell: '1002.24',
      sellRule: 'percent',
      tier: { id: scene.tier.id, name: scene.tier.name },
      source: { type: 'validRate', id: scene.rateIds.msc },
    });
    // The origin THC of the legs, sold by the tier's percentage, from its charge.
    expect(msc.lines.find((l) => l.leg === 'originPort')).toMatchObject({
      label: 'Origin THC',
      unitSell: '111.22',
      sellRule: 'percent',
      source: { type: 'localCharge', id: scene.originThcId },
    });
  });

  it("prices a vendor's answer to the cargo by the tier, with the legs' charges it leaves out", () => {
    const fromAnswer = byVendor('Swift Lines');
    expect(fromAnswer).toMatchObject({
      source: 'vendorAnswer',
      // The title the customer will read names the carrier, never the vendor.
      title: `${scene.lane.maersk.name} · 16 days transit · 10 free days`,
      vendor: { id: answer.vendorId, name: 'Swift Lines' },
      answerId: answer.id,
      transitDays: 16,
      freeDays: 10,
    });
    const freight = fromAnswer.lines.find((l) => l.leg === 'freightCharge');
    // The answer's freight "per container" is split by the cargo's size: 2 × 20'.
    expect(freight).toMatchObject({
      quantity: '2',
      unitBuy: '953.21',
      unitSell: '1048.53',
      sellRule: 'percent',
      tier: { id: scene.tier.id },
      source: { type: 'vendorAnswer', id: answer.id },
    });
    expect(freight?.label).toContain(scene.lane.twenty.size);
    expect(fromAnswer.lines.find((l) => l.leg === 'destinationPort')).toMatchObject({
      sell: '223.33',
      source: { type: 'vendorAnswer', id: answer.id },
    });
    // The origin port leg the answer left out: the engine's charge.
    expect(fromAnswer.lines.find((l) => l.leg === 'originPort')?.source).toEqual({
      type: 'localCharge',
      id: scene.originThcId,
    });
    expect(fromAnswer.flags).toEqual([]);
  });

  it('flags a selected leg no charge prices, and never marks such an option the cheapest', () => {
    const msc = byRate(scene.lane.msc.name);
    const fromAnswer = byVendor('Swift Lines');
    expect(msc.flags).toEqual([
      { leg: 'destinationPort', message: `No destination charges for ${scene.lane.jebelAli.name}` },
    ]);
    // MSC's total is lower, but it lacks the destination charges: the complete answer is the cheapest.
    expect(Number(msc.baseTotal?.sell)).toBeLessThan(Number(fromAnswer.baseTotal?.sell));
    expect(msc.isCheapest).toBe(false);
    expect(fromAnswer.isCheapest).toBe(true);
    expect(suggestions[0]?.key).toBe(fromAnswer.key);
  });

  it("answers the builder's context: the tier, the base currency, the discount and the company's terms", async () => {
    const item = await getSuggestions(t, scene);
    expect(item).toMatchObject({
      customer: { id: scene.kyc.kycId, tier: { id: scene.tier.id } },
      baseCurrency: 'AED',
      maxDiscountPercent: QUOTE_PRICES.maxDiscountPercent,
      canApproveBelowFloor: false,
    });
    expect((await getSuggestions(t, scene, scene.admin.token)).canApproveBelowFloor).toBe(true);
  });
});

/** A draft as pricing posts it; answers the quote. */
async function postDraft(body: object, token = scene.pricing.token) {
  return expectItem<Quote>(await t.as(token).post(paths.quotes, body), 201);
}

describe('drafts', () => {
  it('keeps the tier margin and the explicit sell, a hand-set sell as manual, and lines typed by hand', async () => {
    const msc = byRate(scene.lane.msc.name);
    const freightKey = msc.lines.find((l) => l.leg === 'freightCharge')?.key as string;
    const quote = await postDraft(
      draftBody(t, byRate(scene.lane.maersk.name).key, {
        options: [
          { title: 'Maersk direct', suggestionKey: byRate(scene.lane.maersk.name).key },
          {
            title: 'MSC special',
            suggestionKey: msc.key,
            lineSells: [{ key: freightKey, unitSell: '1000' }],
          },
          {
            title: 'By hand',
            manualLines: [
              {
                leg: 'destinationPort',
                label: 'Destination THC',
                basis: 'perContainer',
                currency: 'USD',
                unitBuy: '150',
              },
              {
                leg: 'freightCharge',
                label: 'Freight',
                basis: 'perShipment',
                currency: 'AED',
                unitBuy: '5000',
                unitSell: '5600',
              },
            ],
          },
        ],
        terms: undefined,
      }),
    );
    expect(quote).toMatchObject({ status: 'draft', number: 1, baseCurrency: 'AED', version: 0 });
    expect(quote.terms).toContain('trading conditions');
    const [maersk, special, byHand] = quote.options;
    expect(maersk?.lines.find((l) => l.leg === 'freightCharge')).toMatchObject({
      sellRule: 'explicit',
      unitSell: '1200.00',
    });
    expect(special?.lines.find((l) => l.key === freightKey)).toMatchObject({
      sellRule: 'manual',
      unitSell: '1000.00',
      sell: '2000.00',
      tier: null,
    });
    expect(special?.suggestionKey).toBe(msc.key);
    expect(byHand?.suggestionKey).toBeNull();
    expect(byHand?.lines.find((l) => l.label === 'Destination THC')).toMatchObject({
      quantity: '2',
      unitSell: '165.00',
      sellRule: 'percent',
      source: { type: 'manual', id: null },
    });
    expect(byHand?.lines.find((l) => l.label === 'Freight')).toMatchObject({
      sellRule: 'manual',
      baseSell: '5600.00',
    });
    // Totals in the base currency; floor 5 % under the list sell.
    // 2 × USD 165.00 at 3.6725 is AED 1,211.925, to the cent halves up: 1,211.93; plus AED 5,600.00.
    expect(byHand?.sellTotal).toBe('6811.93');
    expect(maersk?.floorSell).toBe((Math.round(Number(maersk?.sellTotal) * 95) / 100).toFixed(2));
  });

  it('refuses a validity before today and a suggestion that is gone, naming the field', async () => {
    const key = suggestions[0]?.key as string;
    const past = await t
      .as(scene.pricing.token)
      .post(paths.quotes, draftBody(t, key, { validTill: dayFrom(t, -1) }));
    expect(past.statusCode).toBe(400);
    expect(past.json().errors[0].field).toBe('validTill');
    const gone = await t.as(scene.pricing.token).post(paths.quotes, draftBody(t, 'rates:line-0-vendor-none'));
    expect(gone.statusCode).toBe(400);
    expect(gone.json().errors[0].field).toBe('options.0.suggestionKey');
  });

  it('updates a draft at its version; a stale version is a 409 and changes nothing', async () => {
    const quote = await postDraft(draftBody(t, suggestions[0]?.key as string));
    const body = {
      ...draftBody(t, suggestions[0]?.key as string, { remarks: 'Rates subject to space' }),
      version: 0,
    };
    const updated = expectItem<Quote>(await t.as(scene.pricing.token).put(paths.quote(quote.id), body));
    expect(updated).toMatchObject({ version: 1, remarks: 'Rates subject to space' });
    const before = await countRows(t.db);
    const stale = await t.as(scene.pricing.token).put(paths.quote(quote.id), { ...body, remarks: 'Stale' });
    expect(stale.statusCode).toBe(409);
    expect(await countRows(t.db)).toEqual(before);
    const [row] = await t.db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(row?.remarks).toBe('Rates subject to space');
  });
});

describe('sending', () => {
  it('refuses a sell below the floor without approve-negotiation (403 naming the option, nothing changed), and records the approver', async () => {
    const msc = byRate(scene.lane.msc.name);
    const freightKey = msc.lines.find((l) => l.leg === 'freightCharge')?.key as string;
    const quote = await postDraft(
      draftBody(t, msc.key, {
        options: [
          { title: 'Fair', suggestionKey: msc.key },
          { title: 'Too cheap', suggestionKey: msc.key, lineSells: [{ key: freightKey, unitSell: '700' }] },
        ],
      }),
    );
    const before = await countRows(t.db);
    const refused = await t.as(scene.pricing.token).post(paths.send(quote.id), { version: quote.version });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('Option 2 "Too cheap"');
    expect(refused.json().errors[0].field).toBe('options.1');
    expect(await countRows(t.db)).toEqual(before);

    const sent = expectItem<Quote>(
      await t.as(scene.admin.token).post(paths.send(quote.id), { version: quote.version }),
    );
    expect(sent.status).toBe('sent');
    expect(sent.hasPdf).toBe(true);
    expect(sent.options[0]?.approvedBy).toBeNull();
    expect(sent.options[1]?.approvedBy).toEqual({ id: scene.admin.id, fullName: scene.admin.fullName });
    const [row] = await t.db
      .select()
      .from(quoteOptions)
      .where(eq(quoteOptions.id, sent.options[1]?.id as number));
    expect(row?.approvedAt).not.toBeNull();
  });

  it('supersedes the quote sent before, files the PDF and tells the customer in the app and by e-mail', async () => {
    const fromAnswer = byVendor('Swift Lines');
    const quote = await postDraft(draftBody(t, fromAnswer.key));
    const mailsBefore = (
      await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, scene.customerUser.email))
    ).length;
    const sent = expectItem<Quote>(
      await t.as(scene.pricing.token).post(paths.send(quote.id), { version: quote.version }),
    );
    expect(sent).toMatchObject({ status: 'sent', version: 1 });
    const list = expectList<Quote>(await t.as(scene.pricing.token).get(paths.quotes));
    expect(list.items.filter((q) => q.status === 'sent').map((q) => q.id)).toEqual([sent.id]);
    expect(list.items.some((q) => q.status === 'superseded')).toBe(true);
    const [file] = await t.db
      .select()
      .from(files)
      .where(and(eq(files.ownerType, 'quote'), eq(files.ownerId, sent.id)));
    expect(file).toMatchObject({
      collection: 'quote_pdf',
      contentType: 'application/pdf',
      companyId: scene.forwarder.id,
    });
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, scene.customerUser.id), eq(notifications.kind, 'quote-sent')));
    expect(told.map((n) => n.title)).toContain(`New quote ${sent.reference}`);
    expect(told[0]?.link).toBe(`/myQuery?enquiry=${scene.enquiry.id}`);
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, scene.customerUser.email));
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails.at(-1)?.textBody).toContain(`/myQuery?enquiry=${scene.enquiry.id}`);
  });

  it('prints a PDF that opens, with the reference, the totals and the bank details, and no buy amount', async () => {
    const sent = expectList<Quote>(await t.as(scene.pricing.token).get(paths.quotes)).items.find(
      (q) => q.status === 'sent',
    ) as Quote;
    const res = await t.as(scene.pricing.token).get(paths.pdf(sent.id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const bytes = res.rawPayload;
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    const text = pdfText(bytes);
    expect(text).toContain(sent.reference);
    const total = Number(sent.options[0]?.sellTotal).toLocaleString('en-US', { minimumFractionDigits: 2 });
    expect(text).toContain(`AED ${total}`);
    expect(text).toContain(QUOTE_PRICES.bankAccountNumber);
    expect(text).toContain(QUOTE_PRICES.iban);
    for (const buy of [
      '953.21',
      '1,906.42',
      '203.03',
      QUOTE_PRICES.originThcBuy,
      sent.options[0]?.buyTotal ?? 'x',
    ]) {
      expect(text).not.toContain(buy);
    }
  });

  it('sends only for an Accepted or Negotiating enquiry', async () => {
    const other = await createQuoteScene(t);
    const { moveEnquiryTo } = await import('../../../test/enquiry-factories');
    const key = (await getSuggestions(t, other)).suggestions[0]?.key as string;
    const draft = expectItem<Quote>(
      await t.as(other.pricing.token).post(quotePaths(other.enquiry.id).quotes, draftBody(t, key)),
      201,
    );
    await moveEnquiryTo(t, other, other.enquiry, 'selected');
    const before = await countRows(t.db);
    const res = await t
      .as(other.pricing.token)
      .post(quotePaths(other.enquiry.id).send(draft.id), { version: 0 });
    expect(res.statusCode).toBe(409);
    expect(await countRows(t.db)).toEqual(before);
  });
});

describe("the customer's reads", () => {
  it('lists only the sent and superseded quotes, with sell only', async () => {
    const mine = expectList<CustomerQuote>(await t.as(scene.customerUser.token).get(paths.mine));
    expect(mine.items.length).toBeGreaterThan(0);
    expect(new Set(mine.items.map((q) => q.status))).toEqual(new Set(['sent', 'superseded']));
    const keys = keysOf(mine.items);
    for (const hidden of [
      'buyTotal',
      'floorSell',
      'unitBuy',
      'buy',
      'baseBuy',
      'source',
      'tier',
      'sellRule',
      'approvedBy',
      'suggestionKey',
      'listBaseSell',
      'version',
    ]) {
      expect(keys.has(hidden), hidden).toBe(false);
    }
    const res = await t.as(scene.customerUser.token).get(paths.myPdf(mine.items[0]?.id as number));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
  });

  it('never shows the customer a draft or its PDF path', async () => {
    const draft = await postDraft(draftBody(t, suggestions[0]?.key as string));
    const mine = expectList<CustomerQuote>(await t.as(scene.customerUser.token).get(paths.mine));
    expect(mine.items.map((q) => q.id)).not.toContain(draft.id);
    expect((await t.as(scene.customerUser.token).get(paths.myPdf(draft.id))).statusCode).toBe(404);
  });
});

describe('hostile bodies', () => {
  const option = () => ({ title: 'Option', suggestionKey: suggestions[0]?.key as string });
  const valid = () => ({ options: [option()], validTill: dayFrom(t, 14) });
  const draftCases = (): HostileCase[] => [
    { name: 'no options', body: { validTill: dayFrom(t, 14) }, field: 'options' },
    { name: 'options not a list', body: { ...valid(), options: 'all' }, field: 'options' },
    { name: 'empty options', body: { ...valid(), options: [] }, field: 'options' },
    { name: 'unknown field', body: { ...valid(), companyId: 1 }, field: 'companyId' },
    {
      name: 'NUL title',
      body: { ...valid(), options: [{ ...option(), title: NUL }] },
      field: 'options.0.title',
    },
    {
      name: 'huge title',
      body: { ...valid(), options: [{ ...option(), title: LONG }] },
      field: 'options.0.title',
    },
    { name: 'huge terms', body: { ...valid(), terms: 'x'.repeat(20_001) }, field: 'terms' },
    { name: 'NUL remarks', body: { ...valid(), remarks: NUL }, field: 'remarks' },
    { name: 'bad date', body: { ...valid(), validTill: '31/12/2030' }, field: 'validTill' },
    {
      name: 'negative sell',
      body: { ...valid(), options: [{ ...option(), sellTotal: -5 }] },
      field: 'options.0.sellTotal',
    },
    {
      name: 'NaN sell',
      body: { ...valid(), options: [{ ...option(), sellTotal: 'NaN' }] },
      field: 'options.0.sellTotal',
    },
    {
      name: 'line sell of no line',
      body: { ...valid(), options: [{ ...option(), lineSells: [{ key: 'nope', unitSell: '5' }] }] },
      field: 'options.0.lineSells.0.key',
    },
    {
      name: 'manual line of an unknown leg',
      body: {
        ...valid(),
        options: [
          {
            title: 'x',
            manualLines: [{ leg: 'moon', label: 'x', basis: 'perShipment', currency: 'USD', unitBuy: '1' }],
          },
        ],
      },
      field: 'options.0.manualLines.0.leg',
    },
    {
      name: 'manual line with a lower-case currency',
      body: {
        ...valid(),
        options: [
          {
            title: 'x',
            manualLines: [
              { leg: 'freightCharge', label: 'x', basis: 'perShipment', currency: 'usd', unitBuy: '1' },
            ],
          },
        ],
      },
      field: 'options.0.manualLines.0.currency',
    },
    {
      name: 'option without lines',
      body: { ...valid(), options: [{ title: 'x' }] },
      field: 'options.0.manualLines',
    },
    { name: 'array body', body: [valid()], field: 'body' },
  ];

  it('refuses them on POST quotes, naming the field, storing nothing', async () => {
    await expectHostileRefused(t, scene.pricing.token, 'POST', paths.quotes, draftCases());
  });

  it('refuses them on PUT quote and on send', async () => {
    const draft = await postDraft(draftBody(t, suggestions[0]?.key as string));
    await expectHostileRefused(t, scene.pricing.token, 'PUT', paths.quote(draft.id), [
      ...draftCases().map((c) => ({
        ...c,
        body: Array.isArray(c.body) ? c.body : { ...(c.body as object), version: draft.version },
      })),
      { name: 'no version', body: valid(), field: 'version' },
      { name: 'string version', body: { ...valid(), version: '0' }, field: 'version' },
    ]);
    await expectHostileRefused(t, scene.pricing.token, 'POST', paths.send(draft.id), [
      { name: 'no version', body: {}, field: 'version' },
      { name: 'string version', body: { version: '0' }, field: 'version' },
      { name: 'negative version', body: { version: -1 }, field: 'version' },
      { name: 'fraction version', body: { version: 0.5 }, field: 'version' },
      { name: 'NaN version', body: { version: 'NaN' }, field: 'version' },
      { name: 'huge version', body: { version: 1e20 }, field: 'version' },
      { name: 'null version', body: { version: null }, field: 'version' },
      { name: 'unknown field', body: { version: 0, approvedBy: 1 }, field: 'approvedBy' },
      { name: 'NUL field', body: { version: 0, note: NUL }, field: 'note' },
      { name: 'array body', body: [{ version: 0 }], field: 'body' },
    ]);
  });
});

describe('tenancy', () => {
  it('is a 404 to another forwarder, a vendor and another customer on every quote route, changing nothing', async () => {
    const sent = expectList<Quote>(await t.as(scene.pricing.token).get(paths.quotes)).items.find(
      (q) => q.status === 'sent',
    ) as Quote;
    const draft = await postDraft(draftBody(t, suggestions[0]?.key as string));
    const before = await countRows(t.db);
    const staffCalls = [
      ['GET', paths.suggestions, undefined],
      ['GET', paths.quotes, undefined],
      ['POST', paths.quotes, draftBody(t, suggestions[0]?.key as string)],
      ['PUT', paths.quote(draft.id), { ...draftBody(t, suggestions[0]?.key as string), version: 0 }],
      ['POST', paths.send(draft.id), { version: 0 }],
      ['GET', paths.pdf(sent.id), undefined],
    ] as const;
    for (const outsider of [rival, vendor.user]) {
      for (const [method, url, body] of staffCalls) {
        const res = await t.as(outsider.token).send(method, url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    for (const [method, url] of [
      ['GET', paths.mine],
      ['GET', paths.myPdf(sent.id)],
    ] as const) {
      const res = await t.as(otherCustomer.user.token).send(method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    // The customer's door shows nothing to a forwarder's staff, not even the quote's own forwarder.
    expect((await t.as(scene.pricing.token).get(paths.mine)).statusCode).toBe(403);
    // The general download route applies the same rule to the quote's PDF file.
    const [row] = await t.db
      .select({ pdfFileId: quotes.pdfFileId })
      .from(quotes)
      .where(eq(quotes.id, sent.id));
    for (const outsider of [rival, vendor.user, otherCustomer.user]) {
      const res = await t.as(outsider.token).get(`/api/v1/downloadFile/${row?.pdfFileId}`);
      expect(res.statusCode).toBe(404);
    }
    expect(await countRows(t.db)).toEqual(before);
  });
});

describe('a quote the customer can read', () => {
  const CATEGORY = 'Freight (ocean or air)';
  let own: QuoteScene;
  let ownPaths: ReturnType<typeof quotePaths>;
  let fromAnswer: QuoteSuggestion;

  beforeAll(async () => {
    own = await createQuoteScene(t);
    ownPaths = quotePaths(own.enquiry.id);
    await createForwardAnswer(t, own, {
      vendorName: 'Box Line',
      lines: [
        {
          chargeKey: 'freight',
          chargeName: CATEGORY,
          basis: 'perContainer',
          currency: 'USD',
          buyAmount: 900,
        },
        {
          chargeKey: 'destinationCharges',
          chargeName: 'Destination charges (THC, D/O)',
          basis: 'perShipment',
          currency: 'USD',
          buyAmount: 200,
        },
        {
          chargeKey: null,
          chargeName: 'Vendor handling fee',
          basis: 'perShipment',
          currency: 'USD',
          buyAmount: 50,
        },
      ],
    });
    const found = (await getSuggestions(t, own)).suggestions.find((s) => s.vendor?.name === 'Box Line');
    if (!found) throw new Error('no suggestion from the answer');
    fromAnswer = found;
  });

  const postOwn = async (body: object) =>
    expectItem<Quote>(await t.as(own.pricing.token).post(ownPaths.quotes, body), 201);

  const lineOf = (label: string) => {
    const line = fromAnswer.lines.find((l) => l.label.startsWith(label));
    if (!line) throw new Error(`no line ${label}: ${fromAnswer.lines.map((l) => l.label).join(', ')}`);
    return line;
  };

  it("names a checklist charge as the customer reads it, the freight with its container size, never the vendor's category", () => {
    const labels = fromAnswer.lines.map((l) => l.label);
    expect(labels).toContain(`Ocean freight ${own.lane.twenty.size}`);
    expect(labels).toContain('Destination charges');
    expect(labels.join('|')).not.toContain(CATEGORY);
  });

  it('renames and removes lines and adds one by hand; the customer, the e-mail and the PDF read only the renamed lines', async () => {
    const freight = lineOf('Ocean freight');
    const fee = lineOf('Vendor handling fee');
    const draft = await postOwn(
      draftBody(t, fromAnswer.key, {
        options: [
          {
            title: 'All-in by Box Line',
            suggestionKey: fromAnswer.key,
            lineLabels: [{ key: freight.key, label: 'Sea freight Shanghai to Jebel Ali' }],
            removedKeys: [fee.key],
            manualLines: [
              {
                leg: 'originPort',
                label: 'Customs clearance',
                basis: 'perShipment',
                currency: 'AED',
                unitBuy: '300',
                unitSell: '400',
              },
            ],
          },
        ],
        remarks: 'Space subject to confirmation',
      }),
    );
    const [option] = draft.options;
    expect(option?.lines.find((l) => l.key === freight.key)).toMatchObject({
      label: 'Sea freight Shanghai to Jebel Ali',
      pricedLabel: `Ocean freight ${own.lane.twenty.size}`,
      sell: freight.sell,
    });
    expect(option?.lines.some((l) => l.key === fee.key)).toBe(false);
    expect(option?.lines.find((l) => l.label === 'Customs clearance')).toMatchObject({
      quantity: '1',
      sell: '400.00',
      source: { type: 'manual', id: null },
    });
    // The lines still add up to the option's price, the removed line not counted.
    const cents = option?.lines.reduce((s, l) => s + Math.round(Number(l.baseSell) * 100), 0);
    expect(cents).toBe(Math.round(Number(option?.sellTotal) * 100));

    const sent = expectItem<Quote>(
      await t.as(own.pricing.token).post(ownPaths.send(draft.id), { version: draft.version }),
    );
    const mine = expectList<CustomerQuote>(await t.as(own.customerUser.token).get(ownPaths.mine));
    const quote = mine.items.find((q) => q.id === sent.id) as CustomerQuote;
    expect(quote.remarks).toBe('Space subject to confirmation');
    // "All-in by Box Line": the vendor's name is taken out of what the customer reads.
    expect(quote.options[0]?.title).toBe('All-in');
    expect(quote.options[0]?.lines.map((l) => l.label)).toContain('Sea freight Shanghai to Jebel Ali');
    const answered = JSON.stringify(mine.items);
    for (const hidden of [CATEGORY, 'Ocean freight', 'Vendor handling fee', 'pricedLabel', 'Box Line']) {
      expect(answered).not.toContain(hidden);
    }
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, own.customerUser.email));
    expect(mail?.textBody).not.toContain(CATEGORY);

    const text = pdfText((await t.as(own.customerUser.token).get(ownPaths.myPdf(sent.id))).rawPayload);
    expect(text).toContain('Sea freight Shanghai to Jebel Ali');
    expect(text).toContain('Customs clearance');
    expect(text).toContain('Space subject to confirmation');
    for (const hidden of [
      CATEGORY,
      'Ocean freight',
      'Vendor handling fee',
      'Total USD',
      'Total (AED)',
      'Box Line',
    ]) {
      expect(text).not.toContain(hidden);
    }
    // Each total once: the option's price in the base currency, and each currency's subtotal.
    const total = `AED ${Number(option?.sellTotal).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(text.split(total).length - 1).toBe(1);
    expect(text).toContain('Subtotal');
    expect(text).toContain(`Converted at 1 USD = ${freight.exchangeRate?.replace(/\.?0+$/, '')} AED`);
  });

  it("refuses a validity past the earliest buy validity unless confirmed, naming the day; lines by hand don't limit it", async () => {
    const tooLong = draftBody(t, fromAnswer.key, { validTill: dayFrom(t, 25) });
    const before = await countRows(t.db);
    const refused = await t.as(own.pricing.token).post(ownPaths.quotes, tooLong);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].field).toBe('validTill');
    expect(refused.json().errors[0].defaultMessage).toContain(fromAnswer.validTill);
    expect(await countRows(t.db)).toEqual(before);
    const confirmed = await postOwn({ ...tooLong, confirmValidityBeyondRates: true });
    expect(confirmed.validTill).toBe(dayFrom(t, 25));
    const byHand = await postOwn({
      options: [
        {
          title: 'By hand',
          manualLines: [
            {
              leg: 'freightCharge',
              label: 'Freight',
              basis: 'perShipment',
              currency: 'AED',
              unitBuy: '10',
            },
          ],
        },
      ],
      validTill: dayFrom(t, 90),
    });
    expect(byHand.validTill).toBe(dayFrom(t, 90));
  });

  it('refuses renaming or removing the negotiated line, an unknown line, and a renamed line that is removed, naming the field', async () => {
    const freight = lineOf('Ocean freight');
    const cases = [
      {
        option: { lineLabels: [{ key: 'adjustment', label: 'Discount' }] },
        field: 'options.0.lineLabels.0.key',
      },
      { option: { removedKeys: ['adjustment'] }, field: 'options.0.removedKeys.0' },
      { option: { removedKeys: ['answer:0/none'] }, field: 'options.0.removedKeys.0' },
      {
        option: { removedKeys: [freight.key], lineLabels: [{ key: freight.key, label: 'Sea freight' }] },
        field: 'options.0.lineLabels.0.key',
      },
      { option: { lineLabels: [{ key: freight.key, label: '' }] }, field: 'options.0.lineLabels.0.label' },
    ];
    for (const { option, field } of cases) {
      const body = draftBody(t, fromAnswer.key, {
        options: [{ title: 'X', suggestionKey: fromAnswer.key, ...option }],
      });
      const res = await t.as(own.pricing.token).post(ownPaths.quotes, body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors[0].field).toBe(field);
    }
  });
});
