import { CUSTOMER_KYC_PATHS, enquiryPath, JOB_PATHS, PERMISSIONS } from '@fastforward/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, jobs, statusHistory } from '../../../db/schema';
import { createUser } from '../../../test/factories';
import {
  createShippedJobScene,
  draftInvoice,
  issueInvoice,
  JOB_ACCOUNTS_PERMISSIONS,
  JOB_DOCUMENTATION_PERMISSIONS,
  type JobScene,
  jobState,
  payInvoice,
  setDoSettings,
  setInvoiceSettings,
} from '../../../test/job-factories';
import { expectFieldError, expectItem } from '../../../test/responses';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * A delivery order is released against payment or credit (issue 29): the job's invoices paid, or
 * the customer within the credit limit and terms accounts set on its KYC; accounts may override
 * with a reason the job's history keeps.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-11-24T10:00:00Z');
});
afterAll(() => t.close());

const releasePath = (job: JobScene) => enquiryPath(JOB_PATHS.releaseDo, { id: job.job.id });
const creditPath = (job: JobScene) => enquiryPath(CUSTOMER_KYC_PATHS.credit, { id: job.kyc.kycId });

/** A shipped job with DO and invoice settings, and an accounts user who may set credit. */
async function jobToRelease() {
  const job = await createShippedJobScene(t);
  await setDoSettings(t, job.forwarder.id);
  await setInvoiceSettings(t, job.forwarder.id);
  return job;
}

const release = async (job: JobScene, token: string, body: object = {}) =>
  t.as(token).post(releasePath(job), { version: (await jobState(t, job.job.id)).version, ...body });

/** The release is refused with `status` on `field`, the job and every table unchanged: the message. */
async function expectHeld(job: JobScene, token: string, body: object, status: number, field: string) {
  const before = await countRows(t.db);
  const state = await jobState(t, job.job.id);
  const error = expectFieldError(await release(job, token, body), status, field);
  expect(await countRows(t.db)).toEqual(before);
  expect(await jobState(t, job.job.id)).toEqual(state);
  return error.defaultMessage;
}

async function lastRemarks(job: JobScene) {
  const [row] = await t.db
    .select({ toStatus: statusHistory.toStatus, remarks: statusHistory.remarks })
    .from(statusHistory)
    .where(and(eq(statusHistory.recordType, 'job'), eq(statusHistory.recordId, job.job.id)))
    .orderBy(desc(statusHistory.id))
    .limit(1);
  return row;
}

describe('releasing the DO against payment', () => {
  it('is refused before any invoice is issued and with an unpaid one, naming it; allowed once paid', async () => {
    const job = await jobToRelease();
    expect(await expectHeld(job, job.docs.token, {}, 409, 'payment')).toContain(
      'No invoice of this job is issued',
    );

    const invoice = await issueInvoice(t, job.accounts, await draftInvoice(t, job.accounts, job.job.id));
    const message = await expectHeld(job, job.docs.token, {}, 409, 'payment');
    expect(message).toContain(
      `Outstanding on this job: ${invoice.number} ${invoice.currency} ${invoice.total}`,
    );

    // Part paid: still held, for what is left.
    expect((await payInvoice(t, job.accounts, invoice.id, '100.00', '2026-11-24')).statusCode).toBe(201);
    const left = (Number(invoice.total) - 100).toFixed(2);
    expect(await expectHeld(job, job.docs.token, {}, 409, 'payment')).toContain(
      `${invoice.number} ${invoice.currency} ${left}`,
    );

    expect((await payInvoice(t, job.accounts, invoice.id, left, '2026-11-24')).statusCode).toBe(201);
    const released = await release(job, job.docs.token);
    expect(released.statusCode, released.body).toBe(200);
    expect(await jobState(t, job.job.id)).toMatchObject({ status: 'DORE' });
  });
});

describe('releasing the DO on credit', () => {
  it('lets accounts set a limit and terms on the KYC, refusing a half-given credit and anyone else', async () => {
    const job = await jobToRelease();
    expectFieldError(
      await t.as(job.accounts.token).put(creditPath(job), { creditLimit: '5000', creditTermsDays: null }),
      400,
      'creditTermsDays',
    );
    expectFieldError(
      await t.as(job.accounts.token).put(creditPath(job), { creditLimit: '5,000', creditTermsDays: 30 }),
      400,
      'creditLimit',
    );
    expect(
      (await t.as(job.docs.token).put(creditPath(job), { creditLimit: '5000.00', creditTermsDays: 30 }))
        .statusCode,
    ).toBe(403);
    const kyc = expectItem<{ credit: unknown }>(
      await t.as(job.accounts.token).put(creditPath(job), { creditLimit: '5000.00', creditTermsDays: 30 }),
    );
    expect(kyc.credit).toEqual({ limit: '5000.00', termsDays: 30 });
  });

  it('allows an unpaid invoice within the limit and terms; refuses over the limit or past the terms', async () => {
    const job = await jobToRelease();
    const invoice = await issueInvoice(t, job.accounts, await draftInvoice(t, job.accounts, job.job.id));
    const setCredit = async (limit: string, termsDays: number) =>
      expectItem(
        await t
          .as(job.accounts.token)
          .put(creditPath(job), { creditLimit: limit, creditTermsDays: termsDays }),
      );

    // The job's invoice is over a small limit: held, naming the total owed and the invoice.
    await setCredit('500.00', 30);
    const over = await expectHeld(job, job.docs.token, {}, 409, 'payment');
    expect(over).toContain('over the credit limit of');
    expect(over).toContain(`${invoice.number} ${invoice.currency} ${invoice.total}`);

    // Past the terms: issued 40 days ago, a 30-day credit no longer covers it, whatever the limit.
    await setCredit('100000.00', 30);
    await t.db.update(invoices).set({ issueDate: '2026-10-15' }).where(eq(invoices.id, invoice.id));
    expect(await expectHeld(job, job.docs.token, {}, 409, 'payment')).toContain(
      "Past the 30 days' credit terms",
    );
    await t.db.update(invoices).set({ issueDate: '2026-11-24' }).where(eq(invoices.id, invoice.id));

    const released = await release(job, job.docs.token);
    expect(released.statusCode, released.body).toBe(200);
  });
});

describe("accounts' override", () => {
  it('releases a held DO with a reason kept in the history; a reason from anyone else is 403', async () => {
    const job = await jobToRelease();
    await issueInvoice(t, job.accounts, await draftInvoice(t, job.accounts, job.job.id));
    const reason = 'Customer paid by cheque, clearing tomorrow';
    const forbidden = await expectHeld(
      job,
      job.docs.token,
      { overrideReason: reason },
      403,
      'overrideReason',
    );
    expect(forbidden).toContain('release-do-on-credit');

    const accounts = await createUser(t, {
      company: job.forwarder,
      permissions: [
        ...JOB_DOCUMENTATION_PERMISSIONS,
        ...JOB_ACCOUNTS_PERMISSIONS,
        PERMISSIONS.releaseDoOnCredit,
      ],
    });
    // Without a reason, accounts is held like everyone.
    await expectHeld(job, accounts.token, { overrideReason: '  ' }, 409, 'payment');
    const released = await release(job, accounts.token, {
      remarks: 'To the clearing agent',
      overrideReason: reason,
    });
    expect(released.statusCode, released.body).toBe(200);
    const history = await lastRemarks(job);
    expect(history?.toStatus).toBe('DORE');
    expect(history?.remarks).toContain('To the clearing agent');
    expect(history?.remarks).toContain(`Released on credit: ${reason}`);
    expect(history?.remarks).toContain('Outstanding on this job');
    const [row] = await t.db.select({ doNumber: jobs.doNumber }).from(jobs).where(eq(jobs.id, job.job.id));
    expect(row?.doNumber).toMatch(/^DO-/);
  });
});
