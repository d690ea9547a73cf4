/** Per-company document sequences: code → what it numbers. The code starts the number. */
export const DOCUMENT_SEQUENCE = {
  RE: 'enquiry reference',
  JOB: 'job reference',
  CN: 'credit note',
  DN: 'debit note',
  HBL: 'house bill of lading',
} as const;

export type DocumentSequence = keyof typeof DOCUMENT_SEQUENCE;

/** The digits of a sequence number, zero-padded (PRODUCT §2: RE-YYYY-NNNNNN). */
export const DOCUMENT_NUMBER_DIGITS = 6;

/**
 * 'RE-2026-000042'. A number past 999999 keeps all its digits rather than wrap or repeat: a
 * seventh digit is readable, a duplicate reference is not.
 */
export function formatDocumentNumber(sequence: DocumentSequence, year: number, value: number): string {
  return `${sequence}-${year}-${String(value).padStart(DOCUMENT_NUMBER_DIGITS, '0')}`;
}

/** An invoice number: the invoice settings' prefix, then the number as the company set it ('INV-1042'). */
export function formatInvoiceNumber(prefix: string, value: number): string {
  return `${prefix}${value}`;
}

/**
 * The calendar year of `at` in the company's time zone (UTC when it has none or an unknown one):
 * a forwarder in Dubai numbers its first job of the year at 00:30 local time with the new year.
 */
export function documentYearOf(at: Date, timeZone: string | null): number {
  if (timeZone) {
    try {
      return Number(new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric' }).format(at));
    } catch {
      // A zone the runtime no longer knows: fall through to UTC rather than refuse to number.
    }
  }
  return at.getUTCFullYear();
}
