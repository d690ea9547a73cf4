import {
  enquiryPath,
  isJobPauseStatus,
  JOB_PATHS,
  JOB_STATUS,
  type JobStatusCode,
  jobStatusContextOf,
  jobStatusWorkflow,
  SHIPMENT_GUARDS,
} from '@fastforward/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  invoices,
  jobShipmentGuardRelaxations,
  jobs,
  mailOutbox,
  notifications,
  statusHistory,
} from '../../../db/schema';
import { createJobScene, type JobScene, jobState } from '../../../test/job-factories';
import { expectFieldError, expectItem } from '../../../test/responses';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * The SPEC §4 job workflow through the API: every (from, to) pair of the 20 codes answers as
 * jobStatusWorkflow.canMove does, and a refusal changes nothing. One job, reset between pairs.
 */

const CODES = Object.keys(JOB_STATUS) as JobStatusCode[];
/** Where a paused job of the table stopped. */
const INTERRUPTED = 'CGLD';
const VERSION = 7;

let t: TestApp;
let scene: JobScene;
beforeAll(async () => {
  t = await createTestApp();
  scene = await createJobScene(t);
  // Every shipment guard relaxed (their own test holds them) and a paid invoice, so the money
  // guards let PREC and CLOS pass: the table alone answers.
  await t.db
    .insert(jobShipmentGuardRelaxations)
    .values(SHIPMENT_GUARDS.map((status) => ({ companyId: scene.forwarder.id, status })));
  await t.db.insert(invoices).values({
    companyId: scene.forwarder.id,
    jobId: scene.job.id,
    customerCompanyId: scene.customerCompany.id,
    kind: 'invoice',
    number: 'INV-T-1',
    status: 'paid',
    currency: 'USD',
    lines: [],
    subtotal: '1000.00',
    taxRate: '0',
    taxTotal: '0',
    total: '1000.00',
    paidTotal: '1000.00',
  });
}, 60_000);
afterAll(() => t.close());

const statusUrl = () => enquiryPath(JOB_PATHS.jobStatus, { id: scene.job.id });

/** Puts the job in `from` at VERSION with a history that says how it got there (a pause: from INTERRUPTED). */
async function putJobIn(from: JobStatusCode) {
  const { job, forwarder } = scene;
  await t.db
    .delete(statusHistory)
    .where(and(eq(statusHistory.recordType, 'job'), eq(statusHistory.recordId, job.id)));
  const at = t.clock.now;
  const base = { companyId: forwarder.id, recordType: 'job', recordId: job.id, changedAt: at };
  const history = isJobPauseStatus(from)
    ? [
        { ...base, fromStatus: null, toStatus: INTERRUPTED },
        { ...base, fromStatus: INTERRUPTED, toStatus: from },
      ]
    : [{ ...base, fromStatus: null, toStatus: from }];
  await t.db.insert(statusHistory).values(history);
  await t.db.update(jobs).set({ status: from, version: VERSION }).where(eq(jobs.id, job.id));
  return jobStatusContextOf(history);
}

async function traces() {
  const [[h], [n], [m]] = await Promise.all([
    t.db
      .select({ n: count() })
      .from(statusHistory)
      .where(and(eq(statusHistory.recordType, 'job'), eq(statusHistory.recordId, scene.job.id))),
    t.db.select({ n: count() }).from(notifications),
    t.db.select({ n: count() }).from(mailOutbox),
  ]);
  return { history: h?.n, notifications: n?.n, mail: m?.n, job: await jobState(t, scene.job.id) };
}

describe('job status moves', () => {
  it('answers every (from, to) pair of the 20 codes as the workflow does', async () => {
    const ops = t.as(scene.ops.token);
    let allowed = 0;
    for (const from of CODES) {
      for (const to of CODES) {
        const context = await putJobIn(from);
        const verdict = jobStatusWorkflow.canMove(from, to, context);
        const before = await traces();
        const res = await ops.post(statusUrl(), { status: to, version: VERSION, remarks: `${from} → ${to}` });
        if (verdict.ok) {
          allowed += 1;
          const job = expectItem<{ status: string; version: number }>(res);
          expect(job, `${from} → ${to}`).toMatchObject({ status: verdict.status, version: VERSION + 1 });
          const after = await traces();
          expect(after.history, `${from} → ${to}`).toBe((before.history ?? 0) + 1);
        } else {
          const error = expectFieldError(res, 409, 'status');
          expect(error.defaultMessage, `${from} → ${to}`).toBe(verdict.reason);
          expect(await traces(), `${from} → ${to}`).toEqual(before);
        }
      }
    }
    // The table is not empty nor everything: a sanity floor on what was exercised.
    expect(allowed).toBeGreaterThan(100);
    expect(allowed).toBeLessThan(CODES.length * CODES.length);
  }, 180_000);

  it('records BLAP only between SPBO and PRTV, leaving the job where it is', async () => {
    const ops = t.as(scene.ops.token);
    const url = enquiryPath(JOB_PATHS.jobApproveBl, { id: scene.job.id });
    for (const from of ['QUED', 'SPBO', 'DORE', 'PRTV', 'CLOS', 'QERY', 'CNCL'] as const) {
      await putJobIn(from);
      const before = await traces();
      const res = await ops.post(url, { version: VERSION, remarks: 'HBL approved' });
      if (['SPBO', 'DORE', 'PRTV'].includes(from)) {
        expect(expectItem(res)).toMatchObject({ status: from, version: VERSION + 1 });
      } else {
        expectFieldError(res, 409, 'status');
        expect(await traces()).toEqual(before);
      }
    }
  });

  it('puts the job back to QUED on SPRE, and resumes a pause only where it stopped', async () => {
    const ops = t.as(scene.ops.token);
    await putJobIn('SPBO');
    expect(expectItem(await ops.post(statusUrl(), { status: 'SPRE', version: VERSION }))).toMatchObject({
      status: 'QUED',
    });
    await putJobIn('TRNT');
    let version = VERSION;
    const move = async (status: string) => {
      const res = await ops.post(statusUrl(), { status, version });
      if (res.statusCode === 200) version += 1;
      return res;
    };
    expect(expectItem(await move('QERY'))).toMatchObject({ status: 'QERY' });
    // Another pause keeps where it stopped.
    expect(expectItem(await move('SEUN'))).toMatchObject({ status: 'SEUN' });
    expect(expectFieldError(await move('CGLD'), 409, 'status').defaultMessage).toMatch(/TRNT/);
    expectFieldError(await move('AADP'), 409, 'status');
    expect(expectItem(await move('TRNT'))).toMatchObject({ status: 'TRNT', version });
  });

  it('refuses a stale version with 409 on version and changes nothing', async () => {
    await putJobIn('QUED');
    const before = await traces();
    const res = await t.as(scene.ops.token).post(statusUrl(), { status: 'SPBO', version: VERSION - 1 });
    expectFieldError(res, 409, 'version');
    expect(await traces()).toEqual(before);
  });
});
