import { quantile } from './bench-database';
import { fmt, median, report } from './stats';

/** Two accounts of one bank, the second without a branch, as a forwarder's settings hold them. */
export const SAMPLE_BANK_ACCOUNTS = [
  {
    bankName: 'Emirates Bank',
    accountName: 'Oceanic Freight Forwarders LLC',
    accountNumber: '0047-118822-001',
    iban: 'AE070331234567890123456',
    swiftCode: 'EBILAEAD',
    branch: 'Jebel Ali',
    currency: 'AED',
  },
  {
    bankName: 'Emirates Bank',
    accountName: 'Oceanic Freight Forwarders LLC',
    accountNumber: '0047-118822-002',
    iban: 'AE070331234567890123457',
    swiftCode: 'EBILAEAD',
    branch: null,
    currency: 'USD',
  },
];

const WARM_UP = 10;
const DOCUMENTS = 50;
/** A document is rendered while someone waits for the answer: well under a tenth of a second. */
const TARGET_MS = 50;

/**
 * A PDF renderer in this process: milliseconds per document over 50 documents of `sample`, after
 * a warm-up of 10; reported as `<name> PDF`. Returns the median.
 */
export async function benchPdfRender<T>(
  name: string,
  sample: (n: number) => T,
  render: (data: T) => Promise<Uint8Array>,
) {
  for (let i = 0; i < WARM_UP; i += 1) await render(sample(i));
  const ms: number[] = [];
  let bytes = 0;
  for (let i = 0; i < DOCUMENTS; i += 1) {
    const data = sample(WARM_UP + i);
    const t0 = performance.now();
    const pdf = await render(data);
    ms.push(performance.now() - t0);
    bytes += pdf.length;
  }
  const perDocument = median(ms);
  report(
    `${name} PDF (wall, median per document)`,
    perDocument,
    `≤ ${TARGET_MS} ms`,
    perDocument <= TARGET_MS,
    `p95 ${fmt(quantile(ms, 0.95))} ms, mean ${fmt(ms.reduce((a, b) => a + b, 0) / ms.length)} ms; ${DOCUMENTS} documents of ${fmt(bytes / DOCUMENTS / 1024, 1)} KiB after ${WARM_UP} to warm up`,
    'ms',
  );
  return perDocument;
}
