import {
  CONTAINER_NUMBER_MESSAGES,
  containerCheckDigit,
  enquiryPath,
  JOB_CONTAINER_MESSAGES,
  JOB_PATHS,
} from '@fastforward/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobContainers, jobs } from '../../../db/schema';
import { createContainerSize } from '../../../test/factories';
import {
  createJobOutsiders,
  createJobScene,
  JOB_OPERATIONS_PERMISSIONS,
  type JobScene,
} from '../../../test/job-factories';
import { expectHostileRefused, LONG, NUL } from '../../../test/organisation';
import { expectFieldError, expectItem } from '../../../test/responses';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';

type Container = {
  id: number;
  jobId: number;
  containerNumber: string;
  containerSize: { id: number; size: string } | null;
  sealNumber: string | null;
  grossWeightKg: string | null;
  packageCount: number | null;
  containerDetails: string | null;
};

/** A valid ISO 6346 number: the owner, category and serial with their check digit. */
const numbered = (first10: string) => `${first10}${containerCheckDigit(first10)}`;

let t: TestApp;
let scene: JobScene;
let paths: { list: string; mine: string; one: (id: number) => string };

beforeAll(async () => {
  t = await createTestApp();
  scene = await createJobScene(t);
  paths = {
    list: enquiryPath(JOB_PATHS.containers, { id: scene.job.id }),
    mine: enquiryPath(JOB_PATHS.myJobContainers, { id: scene.job.id }),
    one: (containerId) => enquiryPath(JOB_PATHS.container, { id: scene.job.id, containerId }),
  };
});
afterAll(() => t.close());

const items = (res: { statusCode: number; body: string; json: <T>() => T }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { items: Container[] } }>().data.items;
};

describe('job containers', () => {
  it('adds a container with its number normalised, lists it on both doors, updates and deletes it', async () => {
    const ops = t.as(scene.ops.token);
    const size = await createContainerSize(t, { size: "40' HC" });
    const number = numbered('MSCU123456');
    const created = expectItem<Container>(
      await ops.post(paths.list, {
        containerNumber: `${number.slice(0, 4).toLowerCase()} ${number.slice(4, 10)}-${number.slice(10)}`,
        containerSizeId: size.id,
        sealNumber: 'SL-778812',
        grossWeightKg: 12_500.5,
        packageCount: 400,
        containerDetails: 'Stuffed at the factory, 400 cartons',
      }),
      201,
    );
    expect(created).toMatchObject({
      jobId: scene.job.id,
      containerNumber: number,
      containerSize: { id: size.id, size: "40' HC" },
      sealNumber: 'SL-778812',
      grossWeightKg: '12500.500',
      packageCount: 400,
    });

    for (const token of [scene.ops.token, scene.docs.token, scene.accounts.token]) {
      expect(items(await t.as(token).get(paths.list)).map((c) => c.id)).toEqual([created.id]);
    }
    expect(items(await t.as(scene.customerUser.token).get(paths.mine))).toMatchObject([
      { id: created.id, containerNumber: number, sealNumber: 'SL-778812' },
    ]);

    const updated = expectItem<Container>(
      await ops.put(paths.one(created.id), {
        containerNumber: number,
        sealNumber: 'SL-9',
        containerDetails: '',
      }),
    );
    // A PUT replaces the entry: what it leaves out is cleared.
    expect(updated).toMatchObject({
      containerNumber: number,
      containerSize: null,
      sealNumber: 'SL-9',
      grossWeightKg: null,
      packageCount: null,
      containerDetails: null,
    });

    const removed = await ops.delete(paths.one(created.id));
    expect(removed.statusCode, removed.body).toBe(200);
    expect(items(await ops.get(paths.list))).toEqual([]);
  });

  it('names a wrong check digit, a malformed number and an unknown size, storing nothing', async () => {
    const ops = t.as(scene.ops.token);
    const before = await countRows(t.db);
    const good = numbered('TGHU765432');
    const wrongDigit = `${good.slice(0, 10)}${(Number(good[10]) + 1) % 10}`;
    const error = expectFieldError(
      await ops.post(paths.list, { containerNumber: wrongDigit }),
      400,
      'containerNumber',
    );
    expect(error.defaultMessage).toBe(CONTAINER_NUMBER_MESSAGES.checkDigit(Number(good[10])));
    expect(
      expectFieldError(await ops.post(paths.list, { containerNumber: 'ABC12' }), 400, 'containerNumber')
        .defaultMessage,
    ).toBe(CONTAINER_NUMBER_MESSAGES.length);
    expect(
      expectFieldError(
        await ops.post(paths.list, { containerNumber: good, containerSizeId: 2_147_483_000 }),
        400,
        'containerSizeId',
      ).defaultMessage,
    ).toBe(JOB_CONTAINER_MESSAGES.containerSizeNotFound);
    expect(await countRows(t.db)).toEqual(before);
  });

  it('refuses hostile bodies, naming the field', async () => {
    const good = numbered('CAIU200001');
    await expectHostileRefused(t, scene.ops.token, 'POST', paths.list, [
      { name: 'missing number', body: {}, field: 'containerNumber' },
      { name: 'number as number', body: { containerNumber: 123 }, field: 'containerNumber' },
      { name: '10k number', body: { containerNumber: LONG }, field: 'containerNumber' },
      { name: 'NUL in number', body: { containerNumber: NUL }, field: 'containerNumber' },
      {
        name: 'NUL in details',
        body: { containerNumber: good, containerDetails: NUL },
        field: 'containerDetails',
      },
      {
        name: '10k details',
        body: { containerNumber: good, containerDetails: LONG },
        field: 'containerDetails',
      },
      { name: 'negative weight', body: { containerNumber: good, grossWeightKg: -1 }, field: 'grossWeightKg' },
      {
        name: 'text weight',
        body: { containerNumber: good, grossWeightKg: 'heavy' },
        field: 'grossWeightKg',
      },
      {
        name: 'fractional packages',
        body: { containerNumber: good, packageCount: 1.5 },
        field: 'packageCount',
      },
      {
        name: 'object size',
        body: { containerNumber: good, containerSizeId: { $ne: 1 } },
        field: 'containerSizeId',
      },
      {
        name: 'seal of symbols',
        body: { containerNumber: good, sealNumber: '<script>' },
        field: 'sealNumber',
      },
      { name: 'companyId', body: { containerNumber: good, companyId: 1 }, field: 'companyId' },
      { name: 'jobId', body: { containerNumber: good, jobId: 1 }, field: 'jobId' },
      { name: 'array body', body: [{ containerNumber: good }], field: 'body' },
    ]);
  });

  it('takes a number once per job: a second one (in any spacing) is a 409 on the number', async () => {
    const ops = t.as(scene.ops.token);
    const number = numbered('OOLU400001');
    expectItem(await ops.post(paths.list, { containerNumber: number }), 201);
    const before = await countRows(t.db);
    const spaced = `${number.slice(0, 4)} ${number.slice(4)}`;
    expect(
      expectFieldError(await ops.post(paths.list, { containerNumber: spaced }), 409, 'containerNumber')
        .defaultMessage,
    ).toBe(JOB_CONTAINER_MESSAGES.duplicate);
    const other = expectItem<Container>(
      await ops.post(paths.list, { containerNumber: numbered('OOLU400002') }),
      201,
    );
    expectFieldError(await ops.put(paths.one(other.id), { containerNumber: number }), 409, 'containerNumber');
    expect(await countRows(t.db)).toEqual({ ...before, job_containers: (before.job_containers ?? 0) + 1 });
  });

  it('keeps a closed or cancelled job’s containers as they are (409)', async () => {
    const closed = await createJobScene(t);
    const url = enquiryPath(JOB_PATHS.containers, { id: closed.job.id });
    const ops = t.as(closed.ops.token);
    const kept = expectItem<Container>(await ops.post(url, { containerNumber: numbered('HLXU100001') }), 201);
    for (const status of ['CLOS', 'CNCL']) {
      await t.db.update(jobs).set({ status }).where(eq(jobs.id, closed.job.id));
      const before = await countRows(t.db);
      expectFieldError(await ops.post(url, { containerNumber: numbered('HLXU100002') }), 409, 'status');
      expectFieldError(
        await ops.put(enquiryPath(JOB_PATHS.container, { id: closed.job.id, containerId: kept.id }), {
          containerNumber: numbered('HLXU100003'),
        }),
        409,
        'status',
      );
      expectFieldError(
        await ops.delete(enquiryPath(JOB_PATHS.container, { id: closed.job.id, containerId: kept.id })),
        409,
        'status',
      );
      expect(await countRows(t.db)).toEqual(before);
      // Reading stays open.
      expect(items(await ops.get(url))).toHaveLength(1);
    }
  });

  it('is a 404 to another forwarder, a vendor and another customer, changing nothing', async () => {
    const ops = t.as(scene.ops.token);
    const entry = expectItem<Container>(
      await ops.post(paths.list, { containerNumber: numbered('SEGU500001') }),
      201,
    );
    const { rival, vendor, otherCustomer } = await createJobOutsiders(t, scene, JOB_OPERATIONS_PERMISSIONS);
    const second = await createJobScene(t);
    const before = await countRows(t.db);
    const staffCalls = [
      ['GET', paths.list, undefined],
      ['POST', paths.list, { containerNumber: numbered('SEGU500002') }],
      ['PUT', paths.one(entry.id), { containerNumber: numbered('SEGU500003') }],
      ['DELETE', paths.one(entry.id), undefined],
    ] as const;
    for (const outsider of [rival, vendor]) {
      for (const [method, url, body] of staffCalls) {
        const res = await t.as(outsider.token).send(method, url, body);
        expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404);
      }
    }
    expect((await t.as(otherCustomer.user.token).get(paths.mine)).statusCode).toBe(404);
    expect((await t.as(second.customerUser.token).get(paths.mine)).statusCode).toBe(404);
    // The customer's door is not the staff's, and the customer writes nothing here.
    expect((await t.as(scene.ops.token).get(paths.mine)).statusCode).toBe(403);
    const customerWrite = await t
      .as(scene.customerUser.token)
      .post(paths.list, { containerNumber: numbered('SEGU500004') });
    expect(customerWrite.statusCode).toBe(403);
    // Another job's container is not found through this job, even by that job's own operations.
    const foreign = enquiryPath(JOB_PATHS.container, { id: second.job.id, containerId: entry.id });
    expect((await t.as(second.ops.token).delete(foreign)).statusCode).toBe(404);
    expect(await countRows(t.db)).toEqual(before);
    const [still] = await t.db.select().from(jobContainers).where(eq(jobContainers.id, entry.id));
    expect(still?.containerNumber).toBe(entry.containerNumber);
  });
});
