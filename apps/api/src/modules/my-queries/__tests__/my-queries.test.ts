import {
  ENQUIRY_PATHS,
  type Enquiry,
  type EnquiryDashboard,
  type EnquiryListItem,
  enquiryPath,
  type StoredFile,
} from '@fastforward/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptEnquiry,
  airEnquiryBody,
  createEnquiry,
  createEnquiryScene,
  type EnquiryScene,
  moveEnquiryTo,
} from '../../../test/enquiry-factories';
import { expectFieldError, expectItem, expectList } from '../../../test/responses';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { makePng, multipartBody } from '../../files/__tests__/file-fixtures';

const P = ENQUIRY_PATHS;
const at = (path: string, id: number) => enquiryPath(path, { id });

let t: TestApp;
let scene: EnquiryScene;
beforeAll(async () => {
  t = await createTestApp();
  scene = await createEnquiryScene(t);
});
afterAll(() => t.close());

const upload = (token: string, url: string, name = 'packing-list.png') => {
  const { payload, headers } = multipartBody({ name, bytes: makePng(), contentType: 'image/png' });
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...t.bearer(token) } });
};

describe('My Queries', () => {
  it('lists, counts and shows the customer’s own enquiries', async () => {
    const sea = await createEnquiry(t, scene);
    const air = await createEnquiry(t, scene, airEnquiryBody(t, scene));
    await acceptEnquiry(t, scene, sea);
    const token = scene.customerUser.token;
    const page = expectList<EnquiryListItem>(await t.as(token).get(P.myQueries));
    expect(page.items.map((i) => i.reference)).toEqual([air.reference, sea.reference]);
    expect(page.items.every((i) => i.customerSmsNumber === null)).toBe(true);
    expect(
      expectList<EnquiryListItem>(await t.as(token).get(`${P.myQueries}?status=accepted`)).items,
    ).toHaveLength(1);
    expect(expectList<EnquiryListItem>(await t.as(token).get(`${P.myQueries}?mode=air`)).items[0]?.id).toBe(
      air.id,
    );
    const dashboard = expectItem<EnquiryDashboard>(await t.as(token).get(P.myQueryDashboard));
    expect(dashboard.total).toBe(2);
    expect(dashboard.byStatus.find((s) => s.status === 'accepted')?.count).toBe(1);
    const one = expectItem<Enquiry>(await t.as(token).get(at(P.myQuery, air.id)));
    expect(one).toMatchObject({
      reference: air.reference,
      mode: 'air',
      forwarder: { id: scene.forwarder.id },
    });
  });

  it('cancels until Booked, the forwarder told', async () => {
    const enquiry = await createEnquiry(t, scene);
    const selected = await moveEnquiryTo(t, scene, enquiry, 'selected');
    const cancelled = expectItem<Enquiry>(
      await t.as(scene.customerUser.token).post(at(P.myQueryCancel, enquiry.id), {
        version: selected.version,
        remarks: 'Shipment moved to next month',
      }),
    );
    expect(cancelled.status).toBe('cancelled');
    const booked = await createEnquiry(t, scene);
    const moved = await moveEnquiryTo(t, scene, booked, 'booked');
    expectFieldError(
      await t.as(scene.customerUser.token).post(at(P.myQueryCancel, booked.id), { version: moved.version }),
      409,
      'status',
    );
  });
});

describe('attachments', () => {
  it('are filed under the forwarder, seen by both sides and downloadable', async () => {
    const enquiry = await createEnquiry(t, scene);
    const mine = expectItem<StoredFile>(
      await upload(scene.customerUser.token, at(P.myQueryFiles, enquiry.id)),
      201,
    );
    expect(mine).toMatchObject({
      collection: 'additional_documents',
      fileType: 'OTHER',
      originalName: 'packing-list.png',
    });
    const theirs = expectItem<StoredFile>(
      await upload(scene.pricing.token, `${at(P.enquiryFiles, enquiry.id)}?fileType=OTHER`, 'rate-sheet.png'),
      201,
    );
    for (const [token, path] of [
      [scene.customerUser.token, P.myQueryFiles],
      [scene.pricing.token, P.enquiryFiles],
    ] as const) {
      const res = await t.as(token).get(at(path, enquiry.id));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ data: { items: StoredFile[] } }>().data.items.map((f) => f.id)).toEqual([
        mine.id,
        theirs.id,
      ]);
    }
    expect((await t.as(scene.customerUser.token).get(theirs.downloadUrl)).statusCode).toBe(200);
  });

  it('refuses a file type the caller may not upload, or no file, storing nothing', async () => {
    const enquiry = await createEnquiry(t, scene);
    const before = await countRows(t.db);
    expect(
      (await upload(scene.customerUser.token, `${at(P.myQueryFiles, enquiry.id)}?fileType=DN`)).statusCode,
    ).toBe(403);
    expectFieldError(
      await upload(scene.customerUser.token, `${at(P.myQueryFiles, enquiry.id)}?fileType=NOPE`),
      400,
      'fileType',
    );
    const empty = await t.as(scene.customerUser.token).post(at(P.myQueryFiles, enquiry.id), {});
    expect(empty.statusCode, empty.body).toBeGreaterThanOrEqual(400);
    expect(empty.statusCode).toBeLessThan(500);
    expect(await countRows(t.db)).toEqual(before);
  });
});
