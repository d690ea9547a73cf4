import { ENQUIRY_PATHS, type EnquiryStatus, enquiryPath, type QuoteStatus } from '@fastforward/domain';
import { and, eq, max } from 'drizzle-orm';
import { quoteOptions, quotes } from '../db/schema';
import {
  acceptEnquiry,
  createEnquiry,
  createEnquiryScene,
  type EnquiryScene,
  moveEnquiryTo,
} from './enquiry-factories';
import { dayFrom } from './rate-factories';
import type { TestApp } from './test-app';

/**
 * Negotiation factories: quotes and their options inserted straight into the database (the quote
 * builder is another module's), and a scene with an accepted enquiry and a sent quote to counter.
 */

export type TestOptionSpec = { title?: string; sellTotal?: string; offeredSell?: string; floorSell?: string };
export type TestQuoteOption = { id: number; title: string; offeredSell: string; floorSell: string };
export type TestQuote = { id: number; number: number; options: TestQuoteOption[] };

/**
 * A quote of the enquiry (the next number; 'sent' unless told) with options selling at 1000.00
 * with a floor of 900.00 unless told, valid for 30 days. Sending a newer quote supersedes the
 * earlier sent ones, as the quote builder does.
 */
export async function createQuote(
  t: TestApp,
  scene: EnquiryScene,
  enquiry: { id: number },
  options: { status?: QuoteStatus; validTill?: string; options?: TestOptionSpec[] } = {},
): Promise<TestQuote> {
  const status = options.status ?? 'sent';
  const [last] = await t.db
    .select({ number: max(quotes.number) })
    .from(quotes)
    .where(eq(quotes.enquiryId, enquiry.id));
  const number = (last?.number ?? 0) + 1;
  if (status === 'sent') {
    await t.db
      .update(quotes)
      .set({ status: 'superseded' satisfies QuoteStatus })
      .where(and(eq(quotes.enquiryId, enquiry.id), eq(quotes.status, 'sent' satisfies QuoteStatus)));
  }
  const now = t.clock.now;
  const [quote] = await t.db
    .insert(quotes)
    .values({
      companyId: scene.forwarder.id,
      enquiryId: enquiry.id,
      number,
      status,
      validTill: options.validTill ?? dayFrom(t, 30),
      baseCurrency: 'USD',
      createdBy: scene.pricing.id,
      createdAt: now,
      sentBy: status === 'draft' ? null : scene.pricing.id,
      sentAt: status === 'draft' ? null : now,
    })
    .returning({ id: quotes.id });
  if (!quote) throw new Error('quotes insert returned nothing');
  const specs = options.options ?? [{}];
  const rows = await t.db
    .insert(quoteOptions)
    .values(
      specs.map((spec, index) => ({
        companyId: scene.forwarder.id,
        quoteId: quote.id,
        enquiryId: enquiry.id,
        position: index + 1,
        title: spec.title ?? `Option ${index + 1}`,
        lines: [],
        buyTotal: '700.00',
        sellTotal: spec.sellTotal ?? spec.offeredSell ?? '1000.00',
        floorSell: spec.floorSell ?? '900.00',
        offeredSell: spec.offeredSell ?? '1000.00',
      })),
    )
    .returning({
      id: quoteOptions.id,
      title: quoteOptions.title,
      offeredSell: quoteOptions.offeredSell,
      floorSell: quoteOptions.floorSell,
    });
  return { id: quote.id, number, options: rows };
}

export type NegotiationScene = EnquiryScene & {
  enquiry: { id: number; reference: string };
  quote: TestQuote;
  option: TestQuoteOption;
};

/**
 * The enquiry scene with the customer's sea enquiry, accepted by pricing (or set to `status`), and
 * a sent quote with one option at 1000.00 (floor 900.00).
 */
export async function createNegotiationScene(
  t: TestApp,
  options: { status?: EnquiryStatus; scene?: EnquiryScene } = {},
): Promise<NegotiationScene> {
  const scene = options.scene ?? (await createEnquiryScene(t));
  const enquiry = await createEnquiry(t, scene);
  const status = options.status ?? 'accepted';
  // Through the API where the enquiries module reaches the status; straight in the database beyond.
  if (status === 'accepted') await acceptEnquiry(t, scene, enquiry);
  else await moveEnquiryTo(t, scene, enquiry, status);
  const quote = await createQuote(t, scene, enquiry);
  const option = quote.options[0];
  if (!option) throw new Error('quote without an option');
  return { ...scene, enquiry: { id: enquiry.id, reference: enquiry.reference }, quote, option };
}

/** The paths of one enquiry's negotiation, on both sides. */
export const negotiationPaths = (enquiryId: number) => ({
  staff: enquiryPath(ENQUIRY_PATHS.negotiations, { id: enquiryId }),
  customer: enquiryPath(ENQUIRY_PATHS.myQueryNegotiations, { id: enquiryId }),
  answer: (negotiationId: number) =>
    enquiryPath(ENQUIRY_PATHS.negotiationAnswer, { id: enquiryId, negotiationId }),
});
