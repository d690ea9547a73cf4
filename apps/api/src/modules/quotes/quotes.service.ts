import {
  type CustomerQuoteLine,
  type customerQuoteSchema,
  ENQUIRY_ROUTES,
  ENQUIRY_STATUS,
  type EnquiryStatus,
  FILE_COLLECTION,
  FILE_OWNER_TYPE,
  hasPermission,
  type PageQuery,
  PERMISSIONS,
  QUOTE_NOTIFICATION_KIND,
  type QuoteDraftRequest,
  type QuoteLine,
  type QuoteStatus,
  type QuoteSuggestions,
  type QuoteUpdateRequest,
  type quoteSchema,
  toHundredths,
} from '@fastforward/domain';
import { and, asc, eq, inArray, max, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { companyNameOf } from '../../db/queries';
import { files, quoteOptions, quotes, shippingCompanies, termsAndConditions, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { findPage, type Page } from '../../lib/list-query';
import { dayOf } from '../../lib/validity';
import type { AuthContext } from '../../plugins/auth';
import { findReadableFile } from '../files/files.service';
import { putGeneratedPdf } from '../files/generated-pdf';
import { findNegotiationSettings } from '../negotiation-settings/negotiation-settings.service';
import { notifyCompanyUsers } from '../notifications/notifications.service';
import {
  type EnquiryRow,
  findEnquiry,
  loadCustomerEnquiry,
  loadStaffEnquiry,
  lockEnquiry,
  namedRef,
} from '../rate-enquiries/enquiry-records';
import { vendorNamesOf } from '../vendors/vendor-names';
import { buildCandidates, type Candidate, toSuggestions } from './quote-candidates';
import { customerCopyOf } from './quote-customer-copy';
import { quoteDocumentData } from './quote-document';
import {
  buildDraftOption,
  type DraftOptionValues,
  floorOfLines,
  type StoredQuoteLine,
  suggestionKeyOf,
} from './quote-drafts';
import { renderQuotePdf } from './quote-pdf';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'mailer' | 'clock' | 'config'>;

/** Quotes as the API hands them to the serializer (instants as Dates). */
type Quote = z.input<typeof quoteSchema>;
type QuoteOption = Quote['options'][number];
type CustomerQuote = z.input<typeof customerQuoteSchema>;

const quoteNotFound = () => new AppError('NOT_FOUND', 'Quote not found');

/** Statuses in which an enquiry takes a new or changed draft: not once it has been selected or has ended. */
const DRAFTING: readonly EnquiryStatus[] = ['received', 'accepted', 'negotiating'];
/** PRODUCT §2.4: a quote goes to the customer of an enquiry the forwarder has taken on. */
const SENDING: readonly EnquiryStatus[] = ['accepted', 'negotiating'];

function assertStatus(enquiry: EnquiryRow, allowed: readonly EnquiryStatus[], what: string) {
  const status = enquiry.status as EnquiryStatus;
  if (!allowed.includes(status)) {
    const labels = allowed.map((s) => ENQUIRY_STATUS[s]).join(' or ');
    throw new AppError(
      'CONFLICT',
      `${what} only for an ${labels} enquiry; this one is ${ENQUIRY_STATUS[status]}`,
    );
  }
}

/** The company's active terms and conditions as one text, the default terms of a quote. */
async function findCompanyTerms(db: DbOrTx, companyId: number): Promise<string | null> {
  const [row] = await db
    .select({ title: termsAndConditions.title, body: termsAndConditions.body })
    .from(termsAndConditions)
    .where(and(eq(termsAndConditions.companyId, companyId), eq(termsAndConditions.isActive, true)));
  return row ? `${row.title}\n${row.body}` : null;
}

/** The candidate options of an enquiry pricing may build a quote from, with what the builder needs around them. */
export async function listQuoteSuggestions(
  deps: Pick<AppDeps, 'db'>,
  auth: AuthContext,
  enquiryId: number,
): Promise<QuoteSuggestions> {
  const enquiry = await loadStaffEnquiry(deps.db, auth, enquiryId, { handle: true });
  const [{ lane, candidates }, settings, companyTerms, vendorNames] = await Promise.all([
    buildCandidates(deps.db, enquiry),
    findNegotiationSettings(deps.db, enquiry.companyId),
    findCompanyTerms(deps.db, enquiry.companyId),
    vendorNamesOf(deps.db, enquiry.companyId),
  ]);
  const { customer } = lane;
  return {
    customer: {
      id: customer.id,
      name: customer.name,
      tier: customer.tier === null ? null : { id: customer.tier.id, name: customer.tier.name },
    },
    baseCurrency: lane.baseCurrency,
    chargeableWeightKg: lane.chargeableKg === null ? null : String(lane.chargeableKg),
    maxDiscountPercent: settings.maxDiscountPercent,
    canApproveBelowFloor: hasPermission(auth.permissions, PERMISSIONS.approveNegotiation),
    companyTerms,
    vendorNames,
    suggestions: toSuggestions(candidates),
  };
}

/**
 * The last day every price the draft uses holds: the earliest validity of the candidates (valid
 * rates and their charges, vendor answers) its options are built from; null for lines by hand only.
 */
function earliestValidityOf(request: QuoteDraftRequest, candidates: Map<string, Candidate>): string | null {
  const days = request.options.flatMap((o) => {
    const candidate = o.suggestionKey ? candidates.get(o.suggestionKey) : undefined;
    return candidate ? [candidate.header.validTill] : [];
  });
  // ISO days sort as text.
  return days.length === 0 ? null : (days.sort()[0] ?? null);
}

/** The draft's options priced afresh for the enquiry, and the terms it carries. */
async function priceDraft(deps: Deps, enquiry: EnquiryRow, request: QuoteDraftRequest) {
  const today = dayOf(deps.clock());
  if (request.validTill < today) {
    throw AppError.fieldError('validTill', 'Valid till must be today or later');
  }
  const [{ lane, candidates }, settings, companyTerms] = await Promise.all([
    buildCandidates(deps.db, enquiry),
    findNegotiationSettings(deps.db, enquiry.companyId),
    request.terms === undefined ? findCompanyTerms(deps.db, enquiry.companyId) : null,
  ]);
  const baseCurrency = lane.baseCurrency;
  if (baseCurrency === null) {
    throw AppError.fieldError(
      'options',
      "Set the company's base currency in Company Settings before quoting",
      'CONFLICT',
    );
  }
  const context = {
    candidates: new Map(candidates.map((c) => [c.key, c])),
    ctx: lane.context,
    baseCurrency,
    today,
  };
  const options = request.options.map((option, i) =>
    buildDraftOption(option, i, context, settings.maxDiscountPercent),
  );
  const holdsTill = earliestValidityOf(request, context.candidates);
  if (holdsTill !== null && request.validTill > holdsTill && request.confirmValidityBeyondRates !== true) {
    throw AppError.fieldError(
      'validTill',
      `The buy rates and vendor answers this quote uses hold till ${holdsTill}: choose that day or earlier, or confirm a longer validity`,
    );
  }
  const terms = request.terms === undefined ? companyTerms : request.terms || null;
  return { baseCurrency, options, terms, remarks: request.remarks || null };
}

const optionRows = (
  quote: { id: number; companyId: number; enquiryId: number },
  options: DraftOptionValues[],
) =>
  options.map((option, position) => ({
    ...option,
    companyId: quote.companyId,
    quoteId: quote.id,
    enquiryId: quote.enquiryId,
    position: position + 1,
  }));

/** POST a draft quote: options from candidates and lines typed by hand, priced for the enquiry's customer. */
export async function createQuoteDraft(
  deps: Deps,
  auth: AuthContext,
  enquiryId: number,
  request: QuoteDraftRequest,
): Promise<Quote> {
  const enquiry = await loadStaffEnquiry(deps.db, auth, enquiryId, { handle: true });
  assertStatus(enquiry, DRAFTING, 'A quote can be drafted');
  const draft = await priceDraft(deps, enquiry, request);
  const id = await deps.db.transaction(async (tx) => {
    const locked = await lockEnquiry(tx, enquiry);
    assertStatus(locked, DRAFTING, 'A quote can be drafted');
    const [last] = await tx
      .select({ number: max(quotes.number) })
      .from(quotes)
      .where(eq(quotes.enquiryId, enquiry.id));
    const [quote] = await tx
      .insert(quotes)
      .values({
        companyId: enquiry.companyId,
        enquiryId: enquiry.id,
        number: (last?.number ?? 0) + 1,
        status: 'draft' satisfies QuoteStatus,
        validTill: request.validTill,
        baseCurrency: draft.baseCurrency,
        terms: draft.terms,
        remarks: draft.remarks,
        createdBy: auth.userId,
        createdAt: deps.clock(),
      })
      .returning({ id: quotes.id, companyId: quotes.companyId, enquiryId: quotes.enquiryId });
    if (!quote) throw new Error('quote insert returned nothing');
    await tx.insert(quoteOptions).values(optionRows(quote, draft.options));
    return quote.id;
  });
  return findStaffQuote(deps.db, enquiry, id);
}

type QuoteRow = typeof quotes.$inferSelect;

async function loadQuote(db: DbOrTx, enquiry: EnquiryRow, quoteId: number, where?: SQL): Promise<QuoteRow> {
  const [row] = await db
    .select()
    .from(quotes)
    .where(
      and(
        eq(quotes.id, quoteId),
        eq(quotes.enquiryId, enquiry.id),
        eq(quotes.companyId, enquiry.companyId),
        where,
      ),
    );
  if (!row) throw quoteNotFound();
  return row;
}

const staleQuote = () =>
  AppError.fieldError('version', 'This quote was changed meanwhile: reload it and try again', 'CONFLICT');
const notDraft = () => new AppError('CONFLICT', 'Only a draft quote can be changed or sent');

/** PUT a draft: the whole draft again, priced afresh; a stale version or a sent quote changes nothing (409). */
export async function updateQuoteDraft(
  deps: Deps,
  auth: AuthContext,
  ids: { enquiryId: number; quoteId: number },
  request: QuoteUpdateRequest,
): Promise<Quote> {
  const enquiry = await loadStaffEnquiry(deps.db, auth, ids.enquiryId, { handle: true });
  const current = await loadQuote(deps.db, enquiry, ids.quoteId);
  if (current.status !== 'draft') throw notDraft();
  if (current.version !== request.version) throw staleQuote();
  assertStatus(enquiry, DRAFTING, 'A quote can be drafted');
  const { version: _version, ...body } = request;
  const draft = await priceDraft(deps, enquiry, body);
  await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(quotes)
      .set({
        validTill: request.validTill,
        baseCurrency: draft.baseCurrency,
        terms: draft.terms,
        remarks: draft.remarks,
        version: sql`${quotes.version} + 1`,
      })
      .where(and(eq(quotes.id, current.id), eq(quotes.status, 'draft'), eq(quotes.version, request.version)))
      .returning({ id: quotes.id, companyId: quotes.companyId, enquiryId: quotes.enquiryId });
    if (!updated) throw staleQuote();
    await tx.delete(quoteOptions).where(eq(quoteOptions.quoteId, current.id));
    await tx.insert(quoteOptions).values(optionRows(updated, draft.options));
  });
  return findStaffQuote(deps.db, enquiry, current.id);
}

type OptionRow = typeof quoteOptions.$inferSelect;

const belowFloorMessage = (option: OptionRow, floor: string, currency: string) =>
  `Option ${option.position} "${option.title}" sells below its floor (${currency} ${floor}): sending it needs a holder of approve-negotiation`;

/** Every option's floor under today's negotiation settings; a sell below it needs the sender's approval (403 otherwise). */
async function floorsForSending(db: DbOrTx, auth: AuthContext, enquiry: EnquiryRow, quote: QuoteRow) {
  const [options, settings] = await Promise.all([
    db
      .select()
      .from(quoteOptions)
      .where(eq(quoteOptions.quoteId, quote.id))
      .orderBy(asc(quoteOptions.position)),
    findNegotiationSettings(db, enquiry.companyId),
  ]);
  const mayApprove = hasPermission(auth.permissions, PERMISSIONS.approveNegotiation);
  return options.map((option) => {
    const floor = floorOfLines(option.lines as StoredQuoteLine[], settings.maxDiscountPercent);
    const isBelow = toHundredths(option.sellTotal) < toHundredths(floor);
    if (isBelow && !mayApprove) {
      const message = belowFloorMessage(option, floor, quote.baseCurrency);
      throw new AppError('FORBIDDEN', message, {
        errors: [{ field: `options.${option.position - 1}`, defaultMessage: message }],
      });
    }
    return { option, floor, isBelow };
  });
}

/** '/myQuery?enquiry=4': the customer's page of the enquiry. */
const customerLink = (enquiryId: number) => `${ENQUIRY_ROUTES.myQueries}?enquiry=${enquiryId}`;

/** "RE-2026-000042 / Q2". */
const referenceOf = (enquiryReference: string, number: number) => `${enquiryReference} / Q${number}`;

/** A file name without separators: 'RE-2026-000042-Q2.pdf'. */
const pdfNameOf = (reference: string) =>
  `${reference.replace(/\s*\/\s*/g, '-').replace(/[^\w.-]+/g, '_')}.pdf`;

/**
 * Sends a draft to the customer (PRODUCT §2.4): only for an Accepted or Negotiating enquiry; floors
 * under today's negotiation settings, a sell below one approved by the sender (a holder of
 * approve-negotiation, recorded) or refused (403, nothing changed); the PDF generated and filed;
 * the quote sent last superseded; the customer company's users told in the app and by e-mail. What
 * the customer reads is sent and stored without the vendors' names (customerCopyOf). The PDF is
 * rendered before the transaction, everything else happens in it.
 */
export async function sendQuote(
  deps: Deps,
  auth: AuthContext,
  ids: { enquiryId: number; quoteId: number },
  request: { version: number },
): Promise<Quote> {
  const enquiry = await loadStaffEnquiry(deps.db, auth, ids.enquiryId, { handle: true });
  const quote = await loadQuote(deps.db, enquiry, ids.quoteId);
  if (quote.status !== 'draft') throw notDraft();
  if (quote.version !== request.version) throw staleQuote();
  assertStatus(enquiry, SENDING, 'A quote can be sent');
  const floors = await floorsForSending(deps.db, auth, enquiry, quote);
  const now = deps.clock();
  const reference = referenceOf(enquiry.reference, quote.number);
  const [lineNames, vendorNames] = await Promise.all([
    shippingLineNames(
      deps.db,
      floors.map((f) => f.option.shippingCompanyId),
    ),
    vendorNamesOf(deps.db, enquiry.companyId),
  ]);
  const copy = customerCopyOf(
    {
      remarks: quote.remarks,
      terms: quote.terms,
      options: floors.map(({ option }) => ({
        title: option.title,
        shippingLineName:
          option.shippingCompanyId === null ? null : (lineNames.get(option.shippingCompanyId) ?? null),
        transitDays: option.transitDays,
        freeDays: option.freeDays,
        lines: option.lines as StoredQuoteLine[],
        sellTotal: option.sellTotal,
      })),
    },
    vendorNames,
  );
  const data = await quoteDocumentData(
    deps,
    await findEnquiry(deps.db, auth, enquiry.id),
    { reference, validTill: quote.validTill, baseCurrency: quote.baseCurrency, ...copy },
    dayOf(now),
  );
  const stored = await putGeneratedPdf(deps, enquiry.companyId, now, await renderQuotePdf(data));
  try {
    await deps.db.transaction(async (tx) => {
      const locked = await lockEnquiry(tx, enquiry);
      assertStatus(locked, SENDING, 'A quote can be sent');
      const [file] = await tx
        .insert(files)
        .values({
          companyId: enquiry.companyId,
          ownerType: FILE_OWNER_TYPE.quote,
          ownerId: quote.id,
          collection: FILE_COLLECTION.quotePdf,
          fileType: null,
          storageKey: stored.storageKey,
          originalName: pdfNameOf(reference),
          contentType: 'application/pdf',
          sizeBytes: stored.sizeBytes,
          sha256: stored.sha256,
          uploadedBy: auth.userId,
          createdAt: now,
        })
        .returning({ id: files.id });
      if (!file) throw new Error('file insert returned nothing');
      const [sent] = await tx
        .update(quotes)
        .set({
          status: 'sent' satisfies QuoteStatus,
          version: sql`${quotes.version} + 1`,
          sentBy: auth.userId,
          sentAt: now,
          pdfFileId: file.id,
          remarks: copy.remarks,
          terms: copy.terms,
        })
        .where(and(eq(quotes.id, quote.id), eq(quotes.status, 'draft'), eq(quotes.version, request.version)))
        .returning({ id: quotes.id });
      if (!sent) throw staleQuote();
      await tx
        .update(quotes)
        .set({ status: 'superseded' satisfies QuoteStatus, version: sql`${quotes.version} + 1` })
        .where(and(eq(quotes.enquiryId, enquiry.id), eq(quotes.status, 'sent'), ne(quotes.id, quote.id)));
      for (const [i, { option, floor, isBelow }] of floors.entries()) {
        const sentOption = copy.options[i];
        await tx
          .update(quoteOptions)
          .set({
            title: sentOption?.title ?? option.title,
            lines: sentOption?.lines ?? option.lines,
            floorSell: floor,
            offeredSell: option.sellTotal,
            approvedBy: isBelow ? auth.userId : null,
            approvedAt: isBelow ? now : null,
          })
          .where(eq(quoteOptions.id, option.id));
      }
      await tellCustomer(deps, tx, enquiry, reference);
    });
  } catch (error) {
    await deps.storage.delete(stored.storageKey).catch(() => undefined);
    throw error;
  }
  return findStaffQuote(deps.db, enquiry, quote.id);
}

/** The customer company's users, in the app and by e-mail (in the transaction: the outbox is the queue). */
async function tellCustomer(deps: Deps, tx: DbOrTx, enquiry: EnquiryRow, reference: string) {
  const from = (await companyNameOf(tx, enquiry.companyId)) ?? 'Your forwarder';
  const message = {
    kind: QUOTE_NOTIFICATION_KIND.sent,
    title: `New quote ${reference}`,
    body: `${from} sent you quote ${reference} for your enquiry ${enquiry.reference}.`,
    link: customerLink(enquiry.id),
  };
  const recipients = await notifyCompanyUsers(tx, enquiry.customerCompanyId, message);
  for (const r of recipients) {
    await deps.mailer.send(
      {
        to: r.email,
        companyId: enquiry.companyId,
        subject: `${from}: quote ${reference}`,
        text: `Hello ${r.fullName},\n\n${message.body}\nThe quote and its PDF are on your enquiry's page:\n\n${deps.config.publicAppUrl}${message.link}\n`,
      },
      tx,
    );
  }
}

async function shippingLineNames(db: DbOrTx, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: shippingCompanies.id, name: shippingCompanies.name })
    .from(shippingCompanies)
    .where(inArray(shippingCompanies.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

// ── Reads.

const approvers = alias(users, 'quote_option_approver');

/** The options of the quotes, in order, as the forwarder reads them. */
async function optionsOf(db: DbOrTx, quoteIds: number[]): Promise<Map<number, QuoteOption[]>> {
  const byQuote = new Map<number, QuoteOption[]>();
  if (quoteIds.length === 0) return byQuote;
  const rows = await db
    .select({
      option: quoteOptions,
      lineName: shippingCompanies.name,
      approverName: approvers.fullName,
    })
    .from(quoteOptions)
    .leftJoin(shippingCompanies, eq(shippingCompanies.id, quoteOptions.shippingCompanyId))
    .leftJoin(approvers, eq(approvers.id, quoteOptions.approvedBy))
    .where(inArray(quoteOptions.quoteId, quoteIds))
    .orderBy(asc(quoteOptions.quoteId), asc(quoteOptions.position));
  for (const { option, lineName, approverName } of rows) {
    const lines = (option.lines as StoredQuoteLine[]).map(({ listBaseSell: _list, ...line }) => line);
    const list = byQuote.get(option.quoteId) ?? [];
    list.push({
      id: option.id,
      position: option.position,
      title: option.title,
      suggestionKey: suggestionKeyOf(lines),
      shippingLine: namedRef(option.shippingCompanyId, lineName),
      transitDays: option.transitDays,
      freeDays: option.freeDays,
      lines,
      buyTotal: option.buyTotal,
      sellTotal: option.sellTotal,
      floorSell: option.floorSell,
      offeredSell: option.offeredSell,
      approvedBy: option.approvedBy === null ? null : { id: option.approvedBy, fullName: approverName ?? '' },
      isSelected: option.selectedAt !== null,
    });
    byQuote.set(option.quoteId, list);
  }
  return byQuote;
}

const toQuote = (row: QuoteRow, enquiryReference: string, options: QuoteOption[]): Quote => ({
  id: row.id,
  enquiryId: row.enquiryId,
  number: row.number,
  reference: referenceOf(enquiryReference, row.number),
  status: row.status as QuoteStatus,
  version: row.version,
  validTill: row.validTill,
  baseCurrency: row.baseCurrency,
  terms: row.terms,
  remarks: row.remarks,
  hasPdf: row.pdfFileId !== null,
  createdAt: row.createdAt,
  sentAt: row.sentAt,
  options,
});

async function findStaffQuote(db: DbOrTx, enquiry: EnquiryRow, quoteId: number): Promise<Quote> {
  const row = await loadQuote(db, enquiry, quoteId);
  const options = await optionsOf(db, [row.id]);
  return toQuote(row, enquiry.reference, options.get(row.id) ?? []);
}

/** The enquiry's quotes of `statuses` (all when none), newest first, one page. */
async function pageQuotes(db: DbOrTx, enquiry: EnquiryRow, query: PageQuery, statuses?: QuoteStatus[]) {
  const page = await findPage(
    db,
    {
      from: quotes,
      columns: { row: quotes },
      where: and(
        eq(quotes.enquiryId, enquiry.id),
        eq(quotes.companyId, enquiry.companyId),
        statuses ? inArray(quotes.status, statuses) : undefined,
      ),
      search: () => undefined,
      sorts: { number: quotes.number },
    },
    { ...query, search: undefined, sort: 'number', order: 'desc' },
  );
  const options = await optionsOf(
    db,
    page.items.map((i) => i.row.id),
  );
  return {
    ...page,
    items: page.items.map(({ row }) => toQuote(row, enquiry.reference, options.get(row.id) ?? [])),
  };
}

/** The forwarder's view: every quote of the enquiry, drafts too, with buy, floor and provenance. */
export async function listStaffQuotes(
  deps: Pick<AppDeps, 'db'>,
  auth: AuthContext,
  enquiryId: number,
  query: PageQuery,
): Promise<Page<Quote>> {
  const enquiry = await loadStaffEnquiry(deps.db, auth, enquiryId);
  return pageQuotes(deps.db, enquiry, query);
}

/** What the customer sees of a quote line: its sell, never its buy or where its price came from. */
export const toCustomerQuoteLine = (l: QuoteLine): CustomerQuoteLine => ({
  leg: l.leg,
  label: l.label,
  basis: l.basis,
  quantity: l.quantity,
  currency: l.currency,
  unitSell: l.unitSell,
  sell: l.sell,
  baseSell: l.baseSell,
  exchangeRate: l.exchangeRate,
});

/** What the customer sees of a quote: sell only; no buy, floor, approval or where a price came from. */
export const toCustomerQuote = ({ version: _version, options, ...quote }: Quote): CustomerQuote => ({
  ...quote,
  options: options.map(
    ({
      buyTotal: _buy,
      floorSell: _floor,
      approvedBy: _approvedBy,
      suggestionKey: _key,
      lines,
      ...option
    }) => ({
      ...option,
      lines: lines.map(toCustomerQuoteLine),
    }),
  ),
});

const SENT: QuoteStatus[] = ['sent', 'superseded'];

/** The customer's view of its own enquiry's quotes: those sent (and superseded), never a draft. */
export async function listCustomerQuotes(
  deps: Pick<AppDeps, 'db'>,
  auth: AuthContext,
  enquiryId: number,
  query: PageQuery,
): Promise<Page<CustomerQuote>> {
  const enquiry = await loadCustomerEnquiry(deps.db, auth, enquiryId);
  const page = await pageQuotes(deps.db, enquiry, query, SENT);
  return { ...page, items: page.items.map(toCustomerQuote) };
}

/** The PDF of a quote of an enquiry the caller reaches (the forwarder's staff, or its customer for a sent one). */
export async function findQuotePdf(
  deps: Pick<AppDeps, 'db'>,
  auth: AuthContext,
  ids: { enquiryId: number; quoteId: number },
  side: 'staff' | 'customer',
) {
  const enquiry =
    side === 'staff'
      ? await loadStaffEnquiry(deps.db, auth, ids.enquiryId)
      : await loadCustomerEnquiry(deps.db, auth, ids.enquiryId);
  const quote = await loadQuote(
    deps.db,
    enquiry,
    ids.quoteId,
    side === 'customer' ? inArray(quotes.status, SENT) : undefined,
  );
  if (quote.pdfFileId === null)
    throw new AppError('NOT_FOUND', 'This quote has no PDF yet: it is made when the quote is sent');
  // The one read check of files (canReadFile) decides too: a quote's PDF is read as its enquiry.
  return findReadableFile(deps.db, auth, quote.pdfFileId);
}
