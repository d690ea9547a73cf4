import {
  ENQUIRY_PATHS,
  ENQUIRY_STATUSES,
  type Enquiry,
  type EnquiryDashboard,
  type EnquiryListItem,
  type EnquiryStatus,
  enquiryPath,
  enquiryWorkflow,
  PERMISSIONS,
} from '@fastforward/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notifications, rateEnquiries, statusHistory } from '../../../db/schema';
import {
  acceptEnquiry,
  airEnquiryBody,
  createEnquiry,
  createEnquiryScene,
  type EnquiryScene,
  enquiryBody,
  moveEnquiryTo,
} from '../../../test/enquiry-factories';
import { createAdmin, createCompany, createUser } from '../../../test/factories';
import { createApprovedKyc } from '../../../test/kyc-factories';
import { dayFrom } from '../../../test/rate-factories';
import { expectFieldError, expectItem, expectList } from '../../../test/responses';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';

const P = ENQUIRY_PATHS;
const at = (path: string, id: number) => enquiryPath(path, { id });

let t: TestApp;
let scene: EnquiryScene;
beforeAll(async () => {
  t = await createTestApp();
  scene = await createEnquiryScene(t);
});
afterAll(() => t.close());

const rowOf = async (id: number) => {
  const [row] = await t.db.select().from(rateEnquiries).where(eq(rateEnquiries.id, id));
  if (!row) throw new Error(`no enquiry ${id}`);
  return row;
};

const notificationsOf = (userId: number) =>
  t.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('creating an enquiry', () => {
  it('numbers the customer’s enquiries RE-YYYY-NNNNNN consecutively and tells sales and pricing', async () => {
    const pricingBefore = (await notificationsOf(scene.pricing.id)).length;
    const salesBefore = (await notificationsOf(scene.sales.id)).length;
    const first = await createEnquiry(t, scene);
    const second = await createEnquiry(t, scene);
    const year = t.clock.now.getUTCFullYear();
    expect(first.reference).toMatch(new RegExp(`^RE-${year}-\\d{6}$`));
    const seq = (ref: string) => Number(ref.slice(-6));
    expect(seq(second.reference)).toBe(seq(first.reference) + 1);
    expect(first).toMatchObject({
      status: 'received',
      version: 0,
      createdVia: 'customer',
      customer: { id: scene.customerCompany.id, kycId: scene.kyc.kycId },
      forwarder: { id: scene.forwarder.id },
      salesPerson: { id: scene.sales.id },
      containers: [{ containerSizeId: scene.containerSizeId, count: 2 }],
      chargeableWeightKg: null,
      revenueTons: null,
    });
    expect(first.containers[0]?.containerSizeName).toBe(scene.lane.twenty.size);
    expect((await notificationsOf(scene.pricing.id)).length).toBe(pricingBefore + 2);
    expect((await notificationsOf(scene.sales.id)).length).toBe(salesBefore + 2);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, scene.sales.email));
    expect(mails.some((m) => m.subject.includes(first.reference))).toBe(true);
    const history = await t.db
      .select()
      .from(statusHistory)
      .where(and(eq(statusHistory.recordType, 'enquiry'), eq(statusHistory.recordId, first.id)));
    expect(history.map((h) => [h.fromStatus, h.toStatus])).toEqual([[null, 'received']]);
  });

  it('derives the air chargeable weight and the sea LCL revenue tons', async () => {
    const air = expectItem<Enquiry>(
      await t.as(scene.customerUser.token).post(P.myQueries, airEnquiryBody(t, scene)),
      201,
    );
    // 2 × 100 × 80 × 60 cm = 960 000 cm³ → 160 kg volumetric, above the 150 kg gross.
    expect(air).toMatchObject({
      mode: 'air',
      loadType: null,
      chargeableWeightKg: '160.0',
      grossWeightKg: '150.000',
    });
    const lcl = expectItem<Enquiry>(
      await t.as(scene.customerUser.token).post(
        P.myQueries,
        enquiryBody(t, scene, {
          loadType: 'LCL',
          containers: [],
          packages: [
            {
              count: 1,
              length: 2,
              width: 1,
              height: 1,
              dimensionUnit: 'Meter',
              grossWeight: 500,
              weightUnit: 'Kgs',
            },
          ],
        }),
      ),
      201,
    );
    expect(lcl).toMatchObject({
      loadType: 'LCL',
      revenueTons: '2.000',
      grossWeightKg: '500.000',
      chargeableWeightKg: null,
    });
  });

  it('lets own-scope sales create for its own customer only, keeping the wizard option', async () => {
    const otherSales = await createUser(t, {
      company: scene.forwarder,
      permissions: [PERMISSIONS.viewCustomerQuerySales],
    });
    const otherKyc = await createApprovedKyc(t, { forwarder: scene.forwarder, salesUser: otherSales });
    const customerUnread = (await notificationsOf(scene.customerUser.id)).length;
    const made = expectItem<Enquiry>(
      await t.as(scene.sales.token).post(P.enquiries, {
        ...enquiryBody(t, scene),
        customerKycId: scene.kyc.kycId,
        wizardOptionKey: 'opt-1',
      }),
      201,
    );
    expect(made).toMatchObject({ createdVia: 'sales', createdBy: { id: scene.sales.id } });
    expect((await rowOf(made.id)).wizardOption).toEqual({ key: 'opt-1' });
    expect((await notificationsOf(scene.customerUser.id)).length).toBe(customerUnread + 1);

    const before = await countRows(t.db);
    expectFieldError(
      await t
        .as(scene.sales.token)
        .post(P.enquiries, { ...enquiryBody(t, scene), customerKycId: otherKyc.kycId }),
      400,
      'customerKycId',
    );
    expect(await countRows(t.db)).toEqual(before);
    // Sales for every customer reaches it.
    expectItem(
      await t
        .as(scene.admin.token)
        .post(P.enquiries, { ...enquiryBody(t, scene), customerKycId: otherKyc.kycId }),
      201,
    );
  });

  it('refuses a cargo ready date in the past, and a customer without an approved KYC', async () => {
    expectFieldError(
      await t
        .as(scene.customerUser.token)
        .post(P.myQueries, enquiryBody(t, scene, { cargoReadyDate: dayFrom(t, -1) })),
      400,
      'cargoReadyDate',
    );
    const stranger = await createUser(t, {
      company: await createCompany(t, { category: 'CAT_CUS' }),
      permissions: [PERMISSIONS.viewCustomerEnquiries],
    });
    const res = await t.as(stranger.token).post(P.myQueries, enquiryBody(t, scene));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json<{ message: string }>().message).toMatch(/approved/);
  });
});

describe('the enquiry workflow through the API', () => {
  const staffActions: {
    to: EnquiryStatus;
    call: (id: number, version: number) => ReturnType<ReturnType<TestApp['as']>['post']>;
  }[] = [
    {
      to: 'accepted',
      call: (id, version) =>
        t.as(scene.pricing.token).post(at(P.enquiryStatus, id), { status: 'accepted', version }),
    },
    {
      to: 'rejected',
      call: (id, version) =>
        t
          .as(scene.pricing.token)
          .post(at(P.enquiryStatus, id), { status: 'rejected', version, remarks: 'No space' }),
    },
    {
      to: 'cancelled',
      call: (id, version) =>
        t.as(scene.pricing.token).post(at(P.enquiryCancel, id), { version, remarks: 'Customer asked' }),
    },
    {
      to: 'cancelled',
      call: (id, version) =>
        t.as(scene.customerUser.token).post(at(P.myQueryCancel, id), { version, remarks: 'Plans changed' }),
    },
  ];

  for (const from of ENQUIRY_STATUSES) {
    for (const [index, action] of staffActions.entries()) {
      const allowed = enquiryWorkflow.canMove(from, action.to).ok;
      const who = index === 3 ? 'the customer' : 'pricing';
      it(`${from} → ${action.to} by ${who} is ${allowed ? 'allowed' : 'refused'}`, async () => {
        const enquiry = await createEnquiry(t, scene);
        const start = await moveEnquiryTo(t, scene, enquiry, from);
        const res = await action.call(enquiry.id, start.version);
        const row = await rowOf(enquiry.id);
        if (allowed) {
          expect(res.statusCode, res.body).toBe(200);
          expect(row).toMatchObject({ status: action.to, version: start.version + 1 });
        } else {
          expectFieldError(res, 409, 'status');
          expect(row).toMatchObject({ status: from, version: start.version });
        }
      });
    }
  }

  it('tells the customer of a rejection with the reason, and the forwarder of a customer’s cancel', async () => {
    const enquiry = await createEnquiry(t, scene);
    await t
      .as(scene.pricing.token)
      .post(at(P.enquiryStatus, enquiry.id), { status: 'rejected', version: 0, remarks: 'No capacity' });
    const told = await notificationsOf(scene.customerUser.id);
    expect(told.at(-1)?.body).toContain('No capacity');
    const second = await createEnquiry(t, scene);
    await t
      .as(scene.customerUser.token)
      .post(at(P.myQueryCancel, second.id), { version: 0, remarks: 'Gone' });
    expect((await notificationsOf(scene.sales.id)).at(-1)?.title).toContain(second.reference);
  });

  it('refuses to cancel a Booked enquiry', async () => {
    const enquiry = await createEnquiry(t, scene);
    const booked = await moveEnquiryTo(t, scene, enquiry, 'booked');
    expectFieldError(
      await t.as(scene.admin.token).post(at(P.enquiryCancel, enquiry.id), { version: booked.version }),
      409,
      'status',
    );
    expect((await rowOf(enquiry.id)).status).toBe('booked');
  });

  it('answers a stale version with 409 and changes nothing', async () => {
    const enquiry = await createEnquiry(t, scene);
    const accepted = await acceptEnquiry(t, scene, enquiry);
    const before = await countRows(t.db);
    expectFieldError(
      await t.as(scene.pricing.token).post(at(P.enquiryCancel, enquiry.id), { version: 0 }),
      409,
      'version',
    );
    expect(await countRows(t.db)).toEqual(before);
    expect(await rowOf(enquiry.id)).toMatchObject({ status: 'accepted', version: accepted.version });

    const received = await createEnquiry(t, scene);
    const edited = expectItem<Enquiry>(
      await t
        .as(scene.pricing.token)
        .put(at(P.enquiry, received.id), { ...enquiryBody(t, scene, { remarks: 'Edited' }), version: 0 }),
    );
    expect(edited).toMatchObject({ remarks: 'Edited', version: 1 });
    const rowBefore = await rowOf(received.id);
    expectFieldError(
      await t
        .as(scene.pricing.token)
        .put(at(P.enquiry, received.id), { ...enquiryBody(t, scene, { remarks: 'Late' }), version: 0 }),
      409,
      'version',
    );
    expect(await rowOf(received.id)).toEqual(rowBefore);
  });

  it('edits only a Received enquiry', async () => {
    const enquiry = await createEnquiry(t, scene);
    const accepted = await acceptEnquiry(t, scene, enquiry);
    expectFieldError(
      await t
        .as(scene.pricing.token)
        .put(at(P.enquiry, enquiry.id), { ...enquiryBody(t, scene), version: accepted.version }),
      409,
      'status',
    );
  });

  it('shows the history oldest first, to staff and customer alike', async () => {
    const enquiry = await createEnquiry(t, scene);
    await acceptEnquiry(t, scene, enquiry);
    for (const [token, path] of [
      [scene.pricing.token, P.enquiryHistory],
      [scene.customerUser.token, P.myQueryHistory],
    ] as const) {
      const res = await t.as(token).get(at(path, enquiry.id));
      expect(res.statusCode, res.body).toBe(200);
      const items = res.json<{ data: { items: { fromStatus: string | null; toStatus: string }[] } }>().data
        .items;
      expect(items.map((h) => h.toStatus)).toEqual(['received', 'accepted']);
    }
  });
});

describe('attending an enquiry', () => {
  it('records the caller, or a named colleague who is told', async () => {
    const enquiry = await createEnquiry(t, scene);
    const self = expectItem<Enquiry>(
      await t.as(scene.pricing.token).post(at(P.enquiryAttend, enquiry.id), {}),
    );
    expect(self.attendedBy).toEqual({ id: scene.pricing.id, name: scene.pricing.fullName });
    expect(self.attendedAt).not.toBeNull();
    const before = (await notificationsOf(scene.sales.id)).length;
    const named = expectItem<Enquiry>(
      await t.as(scene.pricing.token).post(at(P.enquiryAttend, enquiry.id), { userId: scene.sales.id }),
    );
    expect(named.attendedBy?.id).toBe(scene.sales.id);
    expect((await notificationsOf(scene.sales.id)).length).toBe(before + 1);
  });

  it('refuses a user of another company, or one who may not handle it', async () => {
    const enquiry = await createEnquiry(t, scene);
    const outsider = await createAdmin(t);
    expectFieldError(
      await t.as(scene.pricing.token).post(at(P.enquiryAttend, enquiry.id), { userId: outsider.id }),
      400,
      'userId',
    );
    const clerk = await createUser(t, {
      company: scene.forwarder,
      permissions: ['view-dashboard|Dashboard'],
    });
    expectFieldError(
      await t.as(scene.pricing.token).post(at(P.enquiryAttend, enquiry.id), { userId: clerk.id }),
      400,
      'userId',
    );
  });
});

describe('the SMS number (SPEC §6)', () => {
  it('is null without an SMS-number permission and shown with each of the three', async () => {
    const enquiry = await createEnquiry(t, scene);
    const viewer = await createUser(t, {
      company: scene.forwarder,
      permissions: [PERMISSIONS.viewCustomerEnquiries],
    });
    const seen = expectItem<Enquiry>(await t.as(viewer.token).get(at(P.enquiry, enquiry.id)));
    expect(seen.customerSmsNumber).toBeNull();
    const listed = expectList<EnquiryListItem>(
      await t.as(viewer.token).get(`${P.enquiries}?search=${enquiry.reference}`),
    );
    expect(listed.items[0]?.customerSmsNumber).toBeNull();
    expect(
      expectItem<Enquiry>(await t.as(scene.customerUser.token).get(at(P.myQuery, enquiry.id)))
        .customerSmsNumber,
    ).toBeNull();
    for (const permission of [
      PERMISSIONS.viewCustomerQuerySalesEnquiries,
      PERMISSIONS.viewCustomerEnquiriesService,
      PERMISSIONS.viewCustomerEnquiriesAccount,
    ]) {
      const holder = await createUser(t, {
        company: scene.forwarder,
        permissions: [PERMISSIONS.viewCustomerEnquiries, permission],
      });
      const item = expectItem<Enquiry>(await t.as(holder.token).get(at(P.enquiry, enquiry.id)));
      expect(item.customerSmsNumber, permission).toBe(scene.kyc.details.phone);
      const page = expectList<EnquiryListItem>(
        await t.as(holder.token).get(`${P.enquiries}?search=${enquiry.reference}`),
      );
      expect(page.items[0]?.customerSmsNumber, permission).toBe(scene.kyc.details.phone);
    }
  });
});

describe('the list and the dashboard', () => {
  let own: EnquiryScene;
  let airRef: string;
  let seaRef: string;
  let otherRef: string;
  beforeAll(async () => {
    own = await createEnquiryScene(t);
    const otherSales = await createUser(t, {
      company: own.forwarder,
      permissions: [PERMISSIONS.viewCustomerQuerySales],
    });
    const otherKyc = await createApprovedKyc(t, {
      forwarder: own.forwarder,
      salesUser: otherSales,
      companyName: 'Zeta Traders',
    });
    seaRef = (await createEnquiry(t, own)).reference;
    airRef = (await createEnquiry(t, own, airEnquiryBody(t, own))).reference;
    otherRef = (await createEnquiry(t, { ...own, customerUser: otherKyc.user })).reference;
  });

  const refsOf = async (token: string, query = '') =>
    expectList<EnquiryListItem>(await t.as(token).get(`${P.enquiries}${query}`)).items.map(
      (i) => i.reference,
    );

  it('reaches by mode and by customer', async () => {
    const seaPricing = await createUser(t, {
      company: own.forwarder,
      permissions: [PERMISSIONS.viewSeaQueryPricing],
    });
    expect((await refsOf(seaPricing.token)).sort()).toEqual([otherRef, seaRef].sort());
    // Own-scope sales: only its customers, whatever the mode.
    expect((await refsOf(own.sales.token)).sort()).toEqual([airRef, seaRef].sort());
    expect((await refsOf(own.admin.token)).sort()).toEqual([airRef, otherRef, seaRef].sort());
    // Newest first.
    expect(await refsOf(own.admin.token)).toEqual([otherRef, airRef, seaRef]);
    const airEnquiry = (
      await t.db.select().from(rateEnquiries).where(eq(rateEnquiries.reference, airRef))
    ).find((r) => r.companyId === own.forwarder.id);
    expect((await t.as(seaPricing.token).get(at(P.enquiry, airEnquiry?.id ?? 0))).statusCode).toBe(404);
    const dashboard = expectItem<EnquiryDashboard>(await t.as(seaPricing.token).get(P.enquiryDashboard));
    expect(dashboard.total).toBe(2);
    expect(dashboard.byStatus.find((s) => s.status === 'received')?.count).toBe(2);
    expect(dashboard.byStatus.map((s) => s.status)).toEqual(ENQUIRY_STATUSES);
  });

  it('filters by status, mode, lane, customer, sales person, dates and search', async () => {
    const token = own.admin.token;
    expect(await refsOf(token, '?mode=air')).toEqual([airRef]);
    expect(
      await refsOf(
        token,
        `?originPortId=${own.ports.airOrigin}&destinationPortId=${own.ports.airDestination}`,
      ),
    ).toEqual([airRef]);
    expect(await refsOf(token, `?customerCompanyId=${own.customerCompany.id}`)).toEqual([airRef, seaRef]);
    expect(await refsOf(token, `?salesPersonId=${own.sales.id}&mode=sea`)).toEqual([seaRef]);
    expect(await refsOf(token, '?status=accepted')).toEqual([]);
    expect(await refsOf(token, `?search=${seaRef}`)).toEqual([seaRef]);
    expect(await refsOf(token, '?search=zeta')).toEqual([otherRef]);
    const today = dayFrom(t, 0);
    expect((await refsOf(token, `?createdFrom=${today}&createdTo=${today}`)).length).toBe(3);
    expect(await refsOf(token, `?createdFrom=${dayFrom(t, 1)}`)).toEqual([]);
    expectFieldError(await t.as(token).get(`${P.enquiries}?status=lost`), 400, 'status');
  });
});
