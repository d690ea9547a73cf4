import { ENQUIRY_PATHS, enquiryPath } from '@fastforward/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEnquiry,
  createEnquiryScene,
  cubePackage,
  type EnquiryScene,
  enquiryBody,
} from '../../../test/enquiry-factories';
import { createAdmin, createUser } from '../../../test/factories';
import { createApprovedKyc } from '../../../test/kyc-factories';
import { expectHostileRefused, type HostileCase, hostileBodies, LONG, NUL } from '../../../test/organisation';
import { dayFrom } from '../../../test/rate-factories';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createVendorCompany } from '../../../test/vendor-factories';
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

/** The bad shapes and references an enquiry body may carry, each named by its field. */
const enquiryCases = (): HostileCase[] => {
  const valid = enquiryBody(t, scene);
  const hazardous = { ...valid, commodityType: 'HZMT', unNumber: '1203' };
  return [
    { name: 'rail mode', body: { ...valid, mode: 'rail' }, field: 'mode' },
    { name: 'word date', body: { ...valid, cargoReadyDate: 'tomorrow' }, field: 'cargoReadyDate' },
    { name: 'past date', body: { ...valid, cargoReadyDate: dayFrom(t, -3) }, field: 'cargoReadyDate' },
    {
      name: 'negative count',
      body: { ...valid, containers: [{ containerSizeId: scene.containerSizeId, count: -1 }] },
      field: 'containers.0.count',
    },
    {
      name: 'unknown size',
      body: { ...valid, containers: [{ containerSizeId: 2_000_000_000, count: 1 }] },
      field: 'containers.0.containerSizeId',
    },
    {
      name: 'air port by sea',
      body: { ...valid, originPortId: scene.ports.airOrigin },
      field: 'originPortId',
    },
    {
      name: 'unknown port',
      body: { ...valid, destinationPortId: 2_000_000_000 },
      field: 'destinationPortId',
    },
    { name: 'NaN port', body: { ...valid, originPortId: 'NaN' }, field: 'originPortId' },
    {
      name: 'same ports',
      body: { ...valid, destinationPortId: valid.originPortId },
      field: 'destinationPortId',
    },
    { name: 'unknown incoterm', body: { ...valid, incotermCode: 'XYZ' }, field: 'incotermCode' },
    { name: 'hazardous without class', body: hazardous, field: 'dgClassCode' },
    { name: 'unknown DG class', body: { ...hazardous, dgClassCode: 'Z9' }, field: 'dgClassCode' },
    {
      name: 'air line by sea',
      body: { ...valid, preferredLineId: scene.lane.emirates.id },
      field: 'preferredLineId',
    },
    { name: 'bad UN number', body: { ...valid, unNumber: 'abc' }, field: 'unNumber' },
    { name: 'boiling reefer', body: { ...valid, setTemperatureC: 1000 }, field: 'setTemperatureC' },
    {
      name: 'unknown package type',
      body: {
        ...valid,
        loadType: 'LCL',
        containers: [],
        packages: [{ ...cubePackage(10), packageTypeCode: 'QQ' }],
      },
      field: 'packages.0.packageTypeCode',
    },
  ];
};

const enquiryHostile = (valid: Record<string, unknown>, extra: HostileCase[] = []) =>
  hostileBodies(valid, { required: 'originPortId', text: 'remarks', number: 'originPortId', prose: true }, [
    ...enquiryCases().map((c) => ({
      ...c,
      body: { ...(c.body as object), ...pick(valid, ['customerKycId', 'version']) },
    })),
    ...extra,
  ]);

const pick = (body: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.filter((k) => k in body).map((k) => [k, body[k]]));

const moveCases = (valid: Record<string, unknown>): HostileCase[] => [
  { name: 'missing version', body: { ...valid, version: undefined }, field: 'version' },
  { name: 'string version', body: { ...valid, version: '0' }, field: 'version' },
  { name: 'negative version', body: { ...valid, version: -1 }, field: 'version' },
  { name: 'fraction version', body: { ...valid, version: 0.5 }, field: 'version' },
  { name: 'number remarks', body: { ...valid, remarks: 42 }, field: 'remarks' },
  { name: 'NUL remarks', body: { ...valid, remarks: NUL }, field: 'remarks' },
  { name: '10k remarks', body: { ...valid, remarks: LONG }, field: 'remarks' },
  { name: 'object remarks', body: { ...valid, remarks: { $ne: '' } }, field: 'remarks' },
  { name: 'companyId', body: { ...valid, companyId: 2 }, field: 'companyId' },
  { name: 'status smuggled', body: { ...valid, statusCode: 'booked' }, field: 'statusCode' },
  { name: 'array body', body: [valid], field: 'body' },
  { name: 'null body', body: null, field: 'body' },
];

describe('hostile bodies are refused naming the field, and nothing is stored', () => {
  it('POST /my-queries', async () => {
    await expectHostileRefused(
      t,
      scene.customerUser.token,
      'POST',
      P.myQueries,
      enquiryHostile(enquiryBody(t, scene)),
    );
  });

  it('POST /rate-enquirys', async () => {
    const valid = { ...enquiryBody(t, scene), customerKycId: scene.kyc.kycId };
    const otherKyc = await createApprovedKyc(t, { forwarder: await createAdmin(t).then((a) => a.company) });
    await expectHostileRefused(
      t,
      scene.admin.token,
      'POST',
      P.enquiries,
      enquiryHostile(valid, [
        { name: 'missing customer', body: { ...valid, customerKycId: undefined }, field: 'customerKycId' },
        {
          name: 'another forwarder’s customer',
          body: { ...valid, customerKycId: otherKyc.kycId },
          field: 'customerKycId',
        },
        { name: 'NUL option key', body: { ...valid, wizardOptionKey: NUL }, field: 'wizardOptionKey' },
      ]),
    );
  });

  it('PUT /rate-enquirys/:id', async () => {
    const enquiry = await createEnquiry(t, scene);
    const valid = { ...enquiryBody(t, scene), version: 0 };
    await expectHostileRefused(
      t,
      scene.pricing.token,
      'PUT',
      at(P.enquiry, enquiry.id),
      enquiryHostile(valid, [
        { name: 'missing version', body: { ...valid, version: undefined }, field: 'version' },
      ]),
    );
  });

  it('POST status, cancel (both doors) and attend', async () => {
    const enquiry = await createEnquiry(t, scene);
    const status = { status: 'accepted', version: 0 };
    await expectHostileRefused(t, scene.pricing.token, 'POST', at(P.enquiryStatus, enquiry.id), [
      ...moveCases(status),
      { name: 'booked status', body: { ...status, status: 'booked' }, field: 'status' },
      { name: 'null status', body: { ...status, status: null }, field: 'status' },
    ]);
    await expectHostileRefused(
      t,
      scene.pricing.token,
      'POST',
      at(P.enquiryCancel, enquiry.id),
      moveCases({ version: 0 }),
    );
    await expectHostileRefused(
      t,
      scene.customerUser.token,
      'POST',
      at(P.myQueryCancel, enquiry.id),
      moveCases({ version: 0 }),
    );
    await expectHostileRefused(t, scene.pricing.token, 'POST', at(P.enquiryAttend, enquiry.id), [
      { name: 'string user', body: { userId: 'me' }, field: 'userId' },
      { name: 'negative user', body: { userId: -1 }, field: 'userId' },
      { name: 'fraction user', body: { userId: 1.5 }, field: 'userId' },
      { name: 'huge user', body: { userId: 2 ** 40 }, field: 'userId' },
      { name: 'object user', body: { userId: { $gt: 0 } }, field: 'userId' },
      { name: 'unknown user', body: { userId: 2_000_000_000 }, field: 'userId' },
      { name: 'another company’s user', body: { userId: (await createAdmin(t)).id }, field: 'userId' },
      { name: 'companyId', body: { companyId: 2 }, field: 'companyId' },
      { name: 'attendedAt smuggled', body: { attendedAt: '2020-01-01' }, field: 'attendedAt' },
      { name: 'array body', body: [{}], field: 'body' },
      { name: 'null body', body: null, field: 'body' },
    ]);
  });
});

describe('another tenant gets 404 and changes nothing', () => {
  type Call = { method: 'GET' | 'POST' | 'PUT'; path: string; body?: object; upload?: boolean };
  const staffCalls = (id: number): Call[] => [
    { method: 'GET', path: at(P.enquiry, id) },
    { method: 'PUT', path: at(P.enquiry, id), body: { ...enquiryBody(t, scene), version: 0 } },
    { method: 'POST', path: at(P.enquiryStatus, id), body: { status: 'accepted', version: 0 } },
    { method: 'POST', path: at(P.enquiryCancel, id), body: { version: 0 } },
    { method: 'POST', path: at(P.enquiryAttend, id), body: {} },
    { method: 'GET', path: at(P.enquiryHistory, id) },
    { method: 'GET', path: at(P.enquiryFiles, id) },
    { method: 'POST', path: at(P.enquiryFiles, id), upload: true },
  ];
  const customerCalls = (id: number): Call[] => [
    { method: 'GET', path: at(P.myQuery, id) },
    { method: 'POST', path: at(P.myQueryCancel, id), body: { version: 0 } },
    { method: 'GET', path: at(P.myQueryHistory, id) },
    { method: 'GET', path: at(P.myQueryFiles, id) },
    { method: 'POST', path: at(P.myQueryFiles, id), upload: true },
  ];

  const send = (token: string, call: Call) => {
    if (call.upload) {
      const { payload, headers } = multipartBody({
        name: 'x.png',
        bytes: makePng(),
        contentType: 'image/png',
      });
      return t.app.inject({
        method: 'POST',
        url: call.path,
        payload,
        headers: { ...headers, ...t.bearer(token) },
      });
    }
    return t.as(token).send(call.method, call.path, call.body);
  };

  it('on every route of both doors', async () => {
    const enquiry = await createEnquiry(t, scene);
    const otherForwarder = await createAdmin(t);
    const otherCustomer = await createApprovedKyc(t, { forwarder: otherForwarder.company });
    const sameForwarderCustomer = await createApprovedKyc(t, { forwarder: scene.forwarder });
    const vendorCompany = await createVendorCompany(t);
    const vendor = await createAdmin(t, { company: vendorCompany });
    const before = await countRows(t.db);
    const staffOutsiders = {
      'another forwarder': otherForwarder.token,
      'another customer': otherCustomer.user.token,
      'a vendor': vendor.token,
    };
    for (const [who, token] of Object.entries(staffOutsiders)) {
      for (const call of staffCalls(enquiry.id)) {
        const res = await send(token, call);
        // A customer's users hold no handling permission: refused at the door, never found either way.
        const expected =
          who === 'another customer' && call.method !== 'GET' && !call.upload ? [403, 404] : [404];
        expect(expected, `${who} ${call.method} ${call.path}: ${res.body}`).toContain(res.statusCode);
      }
      const list = await t.as(token).get(P.enquiries);
      if (list.statusCode === 200) expect(list.json<{ data: { total: number } }>().data.total, who).toBe(0);
    }
    const customerOutsiders = {
      'another customer of the same forwarder': sameForwarderCustomer.user.token,
      'another forwarder’s customer': otherCustomer.user.token,
    };
    for (const [who, token] of Object.entries(customerOutsiders)) {
      for (const call of customerCalls(enquiry.id)) {
        const res = await send(token, call);
        expect(res.statusCode, `${who} ${call.method} ${call.path}: ${res.body}`).toBe(404);
      }
      const list = await t.as(token).get(P.myQueries);
      expect(list.json<{ data: { total: number } }>().data.total, who).toBe(0);
    }
    // Staff (and vendors) are not customers: the customer door is closed to them outright.
    for (const token of [otherForwarder.token, vendor.token, scene.admin.token]) {
      for (const call of customerCalls(enquiry.id)) expect((await send(token, call)).statusCode).toBe(403);
    }
    expect(await countRows(t.db)).toEqual(before);
  });

  it('hides an enquiry from forwarder staff outside its reach', async () => {
    const enquiry = await createEnquiry(t, scene);
    const otherSales = await createUser(t, {
      company: scene.forwarder,
      permissions: ['view-customer-query-sales|Rate Wizard'],
    });
    const before = await countRows(t.db);
    for (const call of staffCalls(enquiry.id)) {
      expect((await send(otherSales.token, call)).statusCode, `${call.method} ${call.path}`).toBe(404);
    }
    expect(await countRows(t.db)).toEqual(before);
  });
});
