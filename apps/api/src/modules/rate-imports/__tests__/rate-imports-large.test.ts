import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { validRates } from '../../../db/schema';
import { createAdmin, type TestUser } from '../../../test/factories';
import {
  commitAndImport,
  confirmAndPreview,
  createImportReferences,
  distinctRates,
  longSheetRows,
  makeXlsx,
  uploadAndRead,
} from '../../../test/import-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

const ROWS = 50_000;

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterAll(() => t.close());

it(`imports a ${ROWS.toLocaleString('en')}-row xlsx end to end`, { timeout: 600_000 }, async () => {
  // 40 × 39 lanes × 10 lines × 3 sizes = 46,800 keys; a second validity period makes up the rest.
  const refs = await createImportReferences(t, { companyId: admin.company.id, portCount: 40, lineCount: 10 });
  const q1 = distinctRates(refs, 25_000, { from: '2026-01-01', till: '2026-03-31' });
  const q2 = q1.map((rate) => ({
    ...rate,
    buy: Number(rate.buy) + 7,
    from: '2026-04-01',
    till: '2026-06-30',
  }));
  const started = performance.now();
  const bytes = await makeXlsx([{ name: 'Rates', rows: longSheetRows(refs, [...q1, ...q2]) }]);
  const written = performance.now();

  const read = await uploadAndRead(t, admin.token, { name: 'big.xlsx', bytes });
  expect(read.status, read.failure ?? '').toBe('mapping');
  const mapped = performance.now();
  const previewed = await confirmAndPreview(t, admin.token, read);
  expect(previewed.report).toMatchObject({ totalRows: ROWS, goodRows: ROWS, badRows: 0 });
  expect(previewed.preview).toEqual({ new: ROWS, changed: 0, unchanged: 0, supersedes: 0 });
  const parsed = performance.now();
  await commitAndImport(t, admin.token, previewed.id);
  const done = performance.now();

  const [loaded] = await t.db
    .select({ n: count() })
    .from(validRates)
    .where(eq(validRates.importId, previewed.id));
  expect(Number(loaded?.n)).toBe(ROWS);
  const seconds = (from: number, to: number) => `${((to - from) / 1000).toFixed(1)} s`;
  console.info(
    `${ROWS} rows (${(bytes.length / 1024 / 1024).toFixed(1)} MB xlsx, ${t.database.kind}): ` +
      `upload + layout ${seconds(written, mapped)}, parse + stage + preview ${seconds(mapped, parsed)}, ` +
      `commit ${seconds(parsed, done)}, end to end ${seconds(written, done)} (writing the sheet ${seconds(started, written)})`,
  );
});
