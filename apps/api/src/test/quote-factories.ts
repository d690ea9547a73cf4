import {
  ENQUIRY_PATHS,
  enquiryPath,
  type ForwardAnswerLine,
  type QuoteDraftRequestInput,
  type QuoteSuggestions,
} from '@fastforward/domain';
import { eq } from 'drizzle-orm';
import {
  companyBankAccounts,
  companySettings,
  enquiryForwards,
  forwardAnswers,
  negotiationSettings,
  termsAndConditions,
} from '../db/schema';
import type { EnquiryItem } from '../modules/rate-enquiries/enquiry-records';
import { acceptEnquiry, createEnquiry, createEnquiryScene, type EnquiryScene } from './enquiry-factories';
import { ensureCurrencies } from './masters';
import {
  createLocalCharge,
  createPricingTier,
  createValidRate,
  createVendor,
  dayFrom,
  setCurrencies,
} from './rate-factories';
import { expectItem } from './responses';
import type { TestApp } from './test-app';

/**
 * Quote factories: a forwarder whose valid rates, charges, tier, currencies, negotiation settings
 * and bank account price an accepted sea enquiry of its customer (2 × 20' Nhava Sheva → Jebel Ali,
 * origin port, freight and destination port legs), and vendor answers written straight to
 * forward_answers as the answering step leaves them.
 */

/** What the scene's records price at, in USD, with cents no sell ever has: a buy on a PDF stands out. */
export const QUOTE_PRICES = {
  /** Maersk's rate per 20': buy, and its own sell (explicit). */
  maerskBuy: '1013.37',
  maerskSell: '1200.00',
  /** MSC's rate per 20': buy only, the tier (10 %) sells it. */
  mscBuy: '911.13',
  /** Origin THC per container, the tier (10 %) sells it. */
  originThcBuy: '101.11',
  /** The negotiation settings' discount without approval. */
  maxDiscountPercent: '5.00',
  bankAccountNumber: '0047-118822-001',
  iban: 'AE070331234567890123456',
} as const;

export type QuoteScene = EnquiryScene & {
  enquiry: EnquiryItem;
  tier: { id: number; name: string };
  rateIds: { maersk: number; msc: number };
  originThcId: number;
};

/**
 * The enquiry scene, priced: base currency AED (USD at 3.6725), the customer's tier (10 % sea),
 * Maersk and MSC rates for the 20' on the lane, an origin THC at Nhava Sheva and no destination
 * charge (the destination port leg is flagged), 5 % discount without approval, a bank account and
 * an address; the customer's sea enquiry accepted by pricing.
 */
export async function createQuoteScene(t: TestApp): Promise<QuoteScene> {
  await ensureCurrencies(t.db);
  const scene = await createEnquiryScene(t);
  const { forwarder, lane } = scene;
  await setCurrencies(t, forwarder, 'AED', { USD: '3.6725' });
  await t.db
    .update(companySettings)
    .set({
      addressLine1: 'Jebel Ali Free Zone, Office 12',
      city: 'Dubai',
      countryCode: 'AE',
      phone: '+971 4 555 0100',
    })
    .where(eq(companySettings.companyId, forwarder.id));
  await t.db.insert(companyBankAccounts).values({
    companyId: forwarder.id,
    bankName: 'Emirates Factory Bank',
    accountName: forwarder.name,
    accountNumber: QUOTE_PRICES.bankAccountNumber,
    iban: QUOTE_PRICES.iban,
    swiftCode: 'EFBKAEAD',
    currency: 'AED',
    isDefault: true,
  });
  await t.db.insert(termsAndConditions).values({
    companyId: forwarder.id,
    version: 1,
    title: `${forwarder.name} trading conditions`,
    body: 'Rates exclude duties and taxes. Subject to space and equipment.',
    isActive: true,
  });
  await t.db
    .insert(negotiationSettings)
    .values({ companyId: forwarder.id, maxDiscountPercent: QUOTE_PRICES.maxDiscountPercent });
  const tier = await createPricingTier(t, forwarder, scene.kyc);
  const seaLane = {
    companyId: forwarder.id,
    mode: 'sea',
    originPortId: lane.nhavaSheva.id,
    destinationPortId: lane.jebelAli.id,
    containerSizeId: lane.twenty.id,
  } as const;
  const maersk = await createValidRate(t, {
    ...seaLane,
    shippingCompanyId: lane.maersk.id,
    buyRate: QUOTE_PRICES.maerskBuy,
    sellRate: QUOTE_PRICES.maerskSell,
    transitDays: 14,
    freeDays: 7,
  });
  const msc = await createValidRate(t, {
    ...seaLane,
    shippingCompanyId: lane.msc.id,
    buyRate: QUOTE_PRICES.mscBuy,
  });
  const thc = await createLocalCharge(t, {
    companyId: forwarder.id,
    portId: lane.nhavaSheva.id,
    portType: 'origin',
    label: 'Origin THC',
    basis: 'perContainer',
    buyRate: QUOTE_PRICES.originThcBuy,
    validFrom: dayFrom(t, -30),
    validTill: dayFrom(t, 30),
  });
  const enquiry = await acceptEnquiry(t, scene, await createEnquiry(t, scene));
  return { ...scene, enquiry, tier, rateIds: { maersk: maersk.id, msc: msc.id }, originThcId: thc.id };
}

/**
 * A vendor's answer to the scene's enquiry, as the answering step leaves it: an e-mail-only vendor
 * of the forwarder, its forward Accepted, and the answer's lines (a per-container freight line for
 * every size and destination charges per shipment unless told).
 */
export async function createForwardAnswer(
  t: TestApp,
  scene: QuoteScene,
  options: { vendorName?: string; lines?: ForwardAnswerLine[]; shippingCompanyId?: number | null } = {},
) {
  const vendor = await createVendor(t, { companyId: scene.forwarder.id, name: options.vendorName });
  const now = t.clock.now;
  const [forward] = await t.db
    .insert(enquiryForwards)
    .values({
      companyId: scene.forwarder.id,
      enquiryId: scene.enquiry.id,
      vendorId: vendor.id,
      status: 'accepted',
      requiredCharges: ['freight', 'destinationCharges'],
      deadlineAt: new Date(now.getTime() + 86_400_000),
      forwardedBy: scene.pricing.id,
      forwardedAt: now,
      answeredAt: now,
    })
    .returning({ id: enquiryForwards.id });
  if (!forward) throw new Error('forward insert returned nothing');
  const lines: ForwardAnswerLine[] = options.lines ?? [
    {
      chargeKey: 'freight',
      chargeName: 'Ocean freight',
      basis: 'perContainer',
      currency: 'USD',
      buyAmount: 953.21,
    },
    {
      chargeKey: 'destinationCharges',
      chargeName: 'Destination charges',
      basis: 'perShipment',
      currency: 'USD',
      buyAmount: 203.03,
    },
  ];
  const [answer] = await t.db
    .insert(forwardAnswers)
    .values({
      companyId: scene.forwarder.id,
      forwardId: forward.id,
      enquiryId: scene.enquiry.id,
      source: 'manual',
      lines,
      shippingCompanyId:
        options.shippingCompanyId === undefined ? scene.lane.maersk.id : options.shippingCompanyId,
      validFrom: dayFrom(t, 0),
      validTill: dayFrom(t, 20),
      transitDays: 16,
      freeDays: 10,
      enteredBy: scene.pricing.id,
    })
    .returning({ id: forwardAnswers.id });
  if (!answer) throw new Error('forward answer insert returned nothing');
  return { id: answer.id, vendorId: vendor.id, vendorName: vendor.name, forwardId: forward.id };
}

/** The quote paths of one enquiry. */
export const quotePaths = (enquiryId: number) => ({
  suggestions: enquiryPath(ENQUIRY_PATHS.quoteSuggestions, { id: enquiryId }),
  quotes: enquiryPath(ENQUIRY_PATHS.quotes, { id: enquiryId }),
  quote: (quoteId: number) => enquiryPath(ENQUIRY_PATHS.quote, { id: enquiryId, quoteId }),
  send: (quoteId: number) => enquiryPath(ENQUIRY_PATHS.quoteSend, { id: enquiryId, quoteId }),
  pdf: (quoteId: number) => enquiryPath(ENQUIRY_PATHS.quotePdf, { id: enquiryId, quoteId }),
  mine: enquiryPath(ENQUIRY_PATHS.myQueryQuotes, { id: enquiryId }),
  myPdf: (quoteId: number) => enquiryPath(ENQUIRY_PATHS.myQueryQuotePdf, { id: enquiryId, quoteId }),
});

/** The suggestions of the scene's enquiry, as `token` reads them. */
export async function getSuggestions(t: TestApp, scene: QuoteScene, token = scene.pricing.token) {
  return expectItem<QuoteSuggestions>(await t.as(token).get(quotePaths(scene.enquiry.id).suggestions));
}

/** A valid draft body: one option from the suggestion `key`, valid for two weeks. */
export const draftBody = (
  t: TestApp,
  key: string,
  overrides: Partial<QuoteDraftRequestInput> = {},
): QuoteDraftRequestInput => ({
  options: [{ title: 'Best all-in', suggestionKey: key }],
  validTill: dayFrom(t, 14),
  ...overrides,
});
