import { type QuotePdfData, renderQuotePdf } from '@fastforward/api/src/modules/quotes/quote-pdf';
import { benchPdfRender, SAMPLE_BANK_ACCOUNTS } from './lib/pdf-bench';

/** A busy quote: three options of a dozen lines each, long terms, two bank accounts. */
function sampleQuote(n: number): QuotePdfData {
  const line = (i: number) => ({
    label: `Charge ${i + 1}: ocean freight, surcharges and terminal handling at origin`,
    basis: i % 3 === 0 ? 'Per Container' : 'Per Shipment',
    quantity: i % 3 === 0 ? '2' : '1',
    currency: i % 2 === 0 ? 'USD' : 'AED',
    unitSell: `${1000 + i * 37}.50`,
    sell: `${(1000 + i * 37) * (i % 3 === 0 ? 2 : 1)}.${i % 3 === 0 ? '00' : '50'}`,
  });
  return {
    company: {
      name: 'Oceanic Freight Forwarders LLC',
      addressLines: ['Jebel Ali Free Zone, Office 12', 'PO Box 17000', 'Dubai AE'],
      contactLines: ['+971 4 555 0100  |  pricing@oceanic.test', 'Tax registration: 100234567800003'],
      logo: null,
    },
    bankAccounts: SAMPLE_BANK_ACCOUNTS,
    customer: { name: 'Acme Imports GmbH', addressLines: ['Am Sandtorkai 1', '20457 Hamburg', 'DE'] },
    reference: `RE-2026-${String(n).padStart(6, '0')} / Q1`,
    issuedOn: '2026-11-24',
    validTill: '2026-12-08',
    enquiry: [
      { label: 'Mode', value: 'Sea, Full container (FCL)' },
      { label: 'Route', value: 'Nhava Sheva (INNSA) - Jebel Ali (AEJEA)' },
      { label: 'Cargo', value: "2 x 20' Standard, 1 x 40' High Cube" },
      { label: 'Commodity', value: 'General' },
      { label: 'Cargo ready', value: '2026-12-01' },
    ],
    baseCurrency: 'AED',
    options: ['Maersk direct', 'MSC via Swift Carriers', 'Hapag-Lloyd'].map((title) => ({
      title,
      details: ['Carrier: Maersk', 'Transit: 14 days', 'Free days: 7'],
      lines: Array.from({ length: 12 }, (_, i) => line(i)),
      totals: [
        { currency: 'AED', sell: '12000.00' },
        { currency: 'USD', sell: '9800.50' },
      ],
      exchangeRates: [{ currency: 'USD', rate: '3.672500' }],
      total: '47991.34',
    })),
    remarks: 'Rates are subject to space and equipment availability at the time of booking.',
    terms: 'Standard trading conditions apply. '.repeat(60),
  };
}

/**
 * The quote PDF (renderQuotePdf: letterhead, shipment, three options of twelve lines, bank details,
 * terms) rendered in this process: milliseconds per document over 50 documents, after a warm-up.
 */
export function benchQuotePdf() {
  return benchPdfRender('Quote', sampleQuote, renderQuotePdf);
}
