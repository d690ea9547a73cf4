import {
  COMPANY_CATEGORY,
  CUSTOMER_KYC_PATHS,
  CUSTOMER_USER_PERMISSIONS,
  CUSTOMER_USER_ROLE,
  FILE_COLLECTIONS,
  KYC_LOG_ACTION,
  KYC_PUBLIC_MESSAGES,
  KYC_STATUS,
  type KycPublicForm,
  type KycPublicStartResponse,
  type KycPublicSubmitRequest,
  NOTIFICATION_KIND,
  REGISTRATION_MESSAGES,
} from '@fastforward/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  companies,
  companySettings,
  customerKycs,
  files,
  kycApproveLogs,
  kycInvitations,
  mailOutbox,
  notifications,
  rolePermissions,
  roles,
  statusHistory,
  termsAcceptances,
  termsAndConditions,
  users,
} from '../../../db/schema';
import { createOpaqueToken, hashToken } from '../../../lib/crypto';
import { createCompany, createUser, type TestCompany, type TestUser } from '../../../test/factories';
import {
  createApprovedKyc,
  createKycInvitation,
  kycLinkHeaders,
  type TestKycInvitation,
  validKycDetails,
} from '../../../test/kyc-factories';
import {
  expectHostileRefused,
  type HostileCase,
  hostileBodies,
  LONG,
  NUL,
  RLO,
} from '../../../test/organisation';
import { expectFieldError } from '../../../test/responses';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type RequestMethod, type TestApp } from '../../../test/test-app';
import { makePdf, makePng, multipartBody, padTo, type UploadFile } from '../../files/__tests__/file-fixtures';

let t: TestApp;
let forwarder: TestCompany;
let sales: TestUser;
let termsId: number;
let pdf: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  forwarder = await createCompany(t, { terms: true, name: 'Harbour Freight' });
  sales = await createUser(t, { company: forwarder, fullName: 'Sam Sales' });
  const [terms] = await t.db
    .select({ id: termsAndConditions.id })
    .from(termsAndConditions)
    .where(and(eq(termsAndConditions.companyId, forwarder.id), eq(termsAndConditions.isActive, true)));
  termsId = terms?.id ?? 0;
  pdf = await makePdf();
});
afterAll(() => t.close());

// Each test calls from an address of its own: the per-IP limits are tested on purpose, not by accident.
let ipNumber = 0;
let ip = '';
beforeEach(() => {
  ipNumber += 1;
  ip = `198.51.100.${ipNumber}`;
});

const call = (
  method: RequestMethod,
  url: string,
  options: { payload?: object | Buffer; headers?: Record<string, string> } = {},
) =>
  t.app.inject({
    method,
    url,
    remoteAddress: ip,
    headers: options.headers ?? {},
    ...(options.payload === undefined ? {} : { payload: options.payload }),
  });

type Link = { invitationId: number; token: string };
const pathOf = (link: TestKycInvitation) => ({
  userId: link.userId ?? 0,
  email: link.email,
  invitationId: link.invitationId,
  token: link.token,
});
const open = (body: object) => call('POST', CUSTOMER_KYC_PATHS.publicOpen, { payload: body });
const start = (body: object) => call('POST', CUSTOMER_KYC_PATHS.publicStart, { payload: body });
const documentUrl = (collection: string) => `${CUSTOMER_KYC_PATHS.publicDocuments}/${collection}`;
const upload = (link: Link, collection: string, file: UploadFile) => {
  const body = multipartBody(file);
  return call('PUT', documentUrl(collection), {
    payload: body.payload,
    headers: { ...kycLinkHeaders(link), ...body.headers },
  });
};
const uploadRequired = async (link: Link) => {
  for (const collection of ['CRD', 'TD']) {
    const res = await upload(link, collection, { name: `${collection}.pdf`, bytes: pdf });
    expect(res.statusCode, res.body).toBe(200);
  }
};
const submit = (link: Link, body: object) =>
  call('POST', CUSTOMER_KYC_PATHS.publicSubmit, { payload: body, headers: kycLinkHeaders(link) });

let nameNumber = 0;
const submission = (email: string, over: Partial<KycPublicSubmitRequest> = {}): KycPublicSubmitRequest => {
  nameNumber += 1;
  return {
    shortName: `kycpub${nameNumber}`,
    username: `kyc.user${nameNumber}`,
    fullName: 'Carla Customer',
    email,
    details: validKycDetails(`Public Customer ${nameNumber}`),
    termsId,
    acceptTerms: true,
    ...over,
  };
};

const invite = (over: { email?: string } = {}) =>
  createKycInvitation(t, { forwarder, salesUser: sales, companyName: 'Invited Imports', ...over });

const startSelfService = async (body: object) => {
  const res = await start(body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: KycPublicStartResponse }>().data;
};

describe('availability checks', () => {
  it('answers whether a short name or username is free, case-insensitively', async () => {
    const check = async (url: string) => {
      const res = await call('GET', url);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: { available: boolean; message: string } }>().data;
    };
    const shortName = encodeURIComponent(forwarder.shortName.toUpperCase());
    expect(await check(`${CUSTOMER_KYC_PATHS.checkShortName}?shortName=${shortName}`)).toEqual({
      available: false,
      message: REGISTRATION_MESSAGES.shortNameTaken,
    });
    expect((await check(`${CUSTOMER_KYC_PATHS.checkShortName}?shortName=brand-new`)).available).toBe(true);
    const username = encodeURIComponent(sales.username.toUpperCase());
    expect(await check(`${CUSTOMER_KYC_PATHS.checkUsername}?username=${username}`)).toEqual({
      available: false,
      message: REGISTRATION_MESSAGES.usernameTaken,
    });
    expect((await check(`${CUSTOMER_KYC_PATHS.checkUsername}?username=nobody.yet`)).available).toBe(true);
  });

  it('refuses malformed values naming the field', async () => {
    expectFieldError(
      await call('GET', `${CUSTOMER_KYC_PATHS.checkShortName}?shortName=a%20b`),
      400,
      'shortName',
    );
    expectFieldError(await call('GET', `${CUSTOMER_KYC_PATHS.checkUsername}?username=`), 400, 'username');
    expectFieldError(
      await call('GET', `${CUSTOMER_KYC_PATHS.checkUsername}?username=x&admin=1`),
      400,
      'admin',
    );
  });
});

describe('opening a link', () => {
  it("answers the form's state: forwarder, sales person, fixed e-mail, terms, no documents yet", async () => {
    const link = await invite();
    const res = await open(pathOf(link));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: KycPublicForm }>().data).toEqual({
      invitationId: link.invitationId,
      userId: sales.id,
      forwarder: { id: forwarder.id, name: 'Harbour Freight' },
      invitedCompanyName: 'Invited Imports',
      email: link.email,
      isEmailFixed: true,
      salesPersonName: 'Sam Sales',
      terms: {
        id: termsId,
        title: 'Harbour Freight trading conditions',
        body: 'Standard trading conditions of Harbour Freight.',
      },
      documents: [],
      details: null,
    });
    // The e-mail of the path is compared without regard to case.
    expect((await open({ ...pathOf(link), email: link.email.toUpperCase() })).statusCode).toBe(200);
  });

  it('gives every unusable link the same answer (used, expired, replaced, edited, guessed)', async () => {
    const guessed = await open({ ...pathOf(await invite()), token: createOpaqueToken() });
    expect(guessed.statusCode).toBe(404);
    expect(guessed.json().message).toBe(KYC_PUBLIC_MESSAGES.linkInvalid);
    const expectSameAnswer = async (name: string, res: { statusCode: number; body: string }) => {
      expect(res.statusCode, name).toBe(guessed.statusCode);
      expect(res.body, name).toBe(guessed.body);
    };

    const used = await invite();
    await uploadRequired(used);
    expect((await submit(used, submission(used.email))).statusCode).toBe(200);
    await expectSameAnswer('used', await open(pathOf(used)));

    const expired = await invite();
    const saved = t.clock.now;
    t.clock.advance(15 * 24 * 60 * 60 * 1000);
    const expiredAnswer = await open(pathOf(expired));
    t.clock.now = saved;
    await expectSameAnswer('expired', expiredAnswer);
    expect((await open(pathOf(expired))).statusCode).toBe(200);

    // A newer link, as the forwarder's regenerate makes it: the old one revoked.
    const replaced = await invite();
    const newerToken = createOpaqueToken();
    await t.db.transaction(async (tx) => {
      await tx
        .update(kycInvitations)
        .set({ revokedAt: t.clock.now })
        .where(eq(kycInvitations.id, replaced.invitationId));
      await tx.insert(kycInvitations).values({
        companyId: forwarder.id,
        kycId: replaced.kycId,
        tokenHash: hashToken(newerToken),
        userId: sales.id,
        email: replaced.email,
        isMailed: true,
        expiresAt: new Date(t.clock.now.getTime() + 60_000),
      });
    });
    await expectSameAnswer('replaced', await open(pathOf(replaced)));

    const live = await invite();
    await expectSameAnswer('changed e-mail', await open({ ...pathOf(live), email: `x${live.email}` }));
    await expectSameAnswer('changed user id', await open({ ...pathOf(live), userId: sales.id + 1 }));
    await expectSameAnswer('no user id', await open({ ...pathOf(live), userId: undefined }));
    await expectSameAnswer('guessed token', await open({ ...pathOf(live), token: createOpaqueToken() }));
    await expectSameAnswer('no token', await open({ ...pathOf(live), token: undefined }));
    await expectSameAnswer('no invitation', await open({ ...pathOf(live), invitationId: undefined }));
    await expectSameAnswer(
      'another invitation id',
      await open({ ...pathOf(live), invitationId: used.invitationId }),
    );
    expect((await open(pathOf(live))).statusCode).toBe(200);

    // The calls that carry the link in headers answer a bad link the same way, before reading a byte.
    const bad = { invitationId: live.invitationId, token: createOpaqueToken() };
    await expectSameAnswer('upload', await upload(bad, 'CRD', { name: 'a.pdf', bytes: pdf }));
    await expectSameAnswer(
      'preview',
      await call('GET', documentUrl('CRD'), { headers: kycLinkHeaders(bad) }),
    );
    await expectSameAnswer(
      'remove',
      await call('DELETE', documentUrl('CRD'), { headers: kycLinkHeaders(bad) }),
    );
    await expectSameAnswer('submit', await submit(bad, submission(live.email)));
    await expectSameAnswer('no headers', await call('GET', documentUrl('CRD')));
    await expectSameAnswer('used link upload', await upload(used, 'CL', { name: 'l.png', bytes: makePng() }));
  });

  it('refuses hostile bodies naming the field, writing nothing', async () => {
    const valid = pathOf(await invite());
    const cases: HostileCase[] = [
      { name: 'string userId', body: { ...valid, userId: 'abc' }, field: 'userId' },
      { name: 'negative userId', body: { ...valid, userId: -1 }, field: 'userId' },
      { name: 'fraction userId', body: { ...valid, userId: 1.5 }, field: 'userId' },
      { name: 'number email', body: { ...valid, email: 42 }, field: 'email' },
      { name: '10k email', body: { ...valid, email: LONG }, field: 'email' },
      { name: 'NUL email', body: { ...valid, email: NUL }, field: 'email' },
      { name: 'string invitationId', body: { ...valid, invitationId: '7' }, field: 'invitationId' },
      { name: 'zero invitationId', body: { ...valid, invitationId: 0 }, field: 'invitationId' },
      { name: 'object invitationId', body: { ...valid, invitationId: { $gt: 0 } }, field: 'invitationId' },
      { name: 'short token', body: { ...valid, token: 'abc' }, field: 'token' },
      { name: 'token with spaces', body: { ...valid, token: 'a b c d e f g h i j k l' }, field: 'token' },
      { name: 'number token', body: { ...valid, token: 42 }, field: 'token' },
      { name: 'status', body: { ...valid, status: 'approved' }, field: 'status' },
      { name: 'array body', body: [valid], field: 'body' },
      { name: 'null body', body: null, field: 'body' },
    ];
    await expectHostileRefused(t, null, 'POST', CUSTOMER_KYC_PATHS.publicOpen, cases);
  });
});

describe('starting a self-service KYC', () => {
  it("starts a draft at the sales person's forwarder with a link that was not mailed", async () => {
    const started = await startSelfService({ userId: sales.id, email: 'self@service.test' });
    expect(started).toMatchObject({
      userId: sales.id,
      forwarder: { id: forwarder.id, name: 'Harbour Freight' },
      email: 'self@service.test',
      isEmailFixed: false,
      salesPersonName: 'Sam Sales',
      terms: { id: termsId },
      documents: [],
    });
    const [row] = await t.db
      .select({
        status: customerKycs.status,
        salesPersonId: customerKycs.salesPersonId,
        isMailed: kycInvitations.isMailed,
      })
      .from(kycInvitations)
      .innerJoin(customerKycs, eq(customerKycs.id, kycInvitations.kycId))
      .where(eq(kycInvitations.id, started.invitationId));
    expect(row).toEqual({ status: KYC_STATUS.draft, salesPersonId: sales.id, isMailed: false });
    const reopened = await open({
      userId: sales.id,
      email: 'self@service.test',
      invitationId: started.invitationId,
      token: started.token,
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
  });

  it('starts one by the forwarder short name, without a sales person or e-mail', async () => {
    const started = await startSelfService({ forwarderShortName: forwarder.shortName.toUpperCase() });
    expect(started).toMatchObject({ userId: null, email: '', salesPersonName: null, isEmailFixed: false });
    const res = await open({ invitationId: started.invitationId, token: started.token });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses unknown, unapproved and non-forwarder companies and users, writing nothing', async () => {
    const pending = await createCompany(t, { approved: false });
    const customer = await createCompany(t, {
      category: COMPANY_CATEGORY.customer,
      parentCompanyId: forwarder.id,
    });
    const customerUser = await createUser(t, { company: customer });
    const disabled = await createUser(t, { company: forwarder });
    await t.db.update(users).set({ isDisabled: true }).where(eq(users.id, disabled.id));
    const before = await countRows(t.db);
    expectFieldError(await start({}), 400, 'forwarderShortName');
    expectFieldError(await start({ forwarderShortName: 'nosuchforwarder' }), 404, 'forwarderShortName');
    expectFieldError(await start({ forwarderShortName: pending.shortName }), 404, 'forwarderShortName');
    expectFieldError(await start({ forwarderShortName: customer.shortName }), 404, 'forwarderShortName');
    expectFieldError(await start({ userId: customerUser.id }), 404, 'userId');
    expectFieldError(await start({ userId: disabled.id }), 404, 'userId');
    expectFieldError(await start({ userId: 999_999 }), 404, 'userId');
    expect(await countRows(t.db)).toEqual(before);
  });

  it('refuses hostile bodies naming the field, writing nothing', async () => {
    const valid = { forwarderShortName: forwarder.shortName, email: 'someone@example.com' };
    const cases: HostileCase[] = [
      { name: 'neither forwarder nor user', body: { email: 'a@b.test' }, field: 'forwarderShortName' },
      { name: 'number short name', body: { ...valid, forwarderShortName: 42 }, field: 'forwarderShortName' },
      { name: '10k short name', body: { ...valid, forwarderShortName: LONG }, field: 'forwarderShortName' },
      { name: 'NUL short name', body: { ...valid, forwarderShortName: NUL }, field: 'forwarderShortName' },
      { name: 'RLO short name', body: { ...valid, forwarderShortName: RLO }, field: 'forwarderShortName' },
      {
        name: 'spaced short name',
        body: { ...valid, forwarderShortName: 'a b' },
        field: 'forwarderShortName',
      },
      { name: 'string userId', body: { ...valid, userId: '3' }, field: 'userId' },
      { name: 'negative userId', body: { ...valid, userId: -3 }, field: 'userId' },
      { name: 'invalid e-mail', body: { ...valid, email: 'not-an-email' }, field: 'email' },
      { name: '10k e-mail', body: { ...valid, email: LONG }, field: 'email' },
      { name: 'companyId', body: { ...valid, companyId: forwarder.id }, field: 'companyId' },
      { name: 'status', body: { ...valid, status: 'approved' }, field: 'status' },
      {
        name: '__proto__',
        body: null,
        raw: JSON.stringify(valid).replace(/}$/, ',"__proto__":{"isAdmin":true}}'),
        field: 'body',
      },
      { name: 'array body', body: [valid], field: 'body' },
      { name: 'null body', body: null, field: 'body' },
    ];
    await expectHostileRefused(t, null, 'POST', CUSTOMER_KYC_PATHS.publicStart, cases);
  });

  it('limits starts per address', async () => {
    for (let i = 0; i < 10; i += 1) await startSelfService({ forwarderShortName: forwarder.shortName });
    const refused = await start({ forwarderShortName: forwarder.shortName });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('documents through the link', () => {
  const slot = (kycId: number, collection: string) =>
    t.db
      .select({
        id: files.id,
        storageKey: files.storageKey,
        uploadedBy: files.uploadedBy,
        companyId: files.companyId,
      })
      .from(files)
      .where(
        and(eq(files.ownerType, 'customer_kyc'), eq(files.ownerId, kycId), eq(files.collection, collection)),
      );

  it('uploads, replaces, previews and removes a document', async () => {
    const link = await invite();
    const first = await upload(link, 'CRD', { name: 'registration.pdf', bytes: pdf });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.item).toEqual({
      collection: 'CRD',
      originalName: 'registration.pdf',
      contentType: 'application/pdf',
      sizeBytes: pdf.length,
    });
    const [old] = await slot(link.kycId, 'CRD');
    expect(old).toMatchObject({ uploadedBy: null, companyId: forwarder.id });

    const replacement = await makePdf('the new registration');
    expect((await upload(link, 'CRD', { name: 'new.pdf', bytes: replacement })).statusCode).toBe(200);
    const rows = await slot(link.kycId, 'CRD');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).not.toBe(old?.id);
    await expect(t.deps.storage.get(old?.storageKey ?? '')).rejects.toThrow();

    const preview = await call('GET', documentUrl('CRD'), { headers: kycLinkHeaders(link) });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect(preview.headers['content-disposition']).toMatch(/^inline; filename="new.pdf"/);
    expect(preview.rawPayload.equals(replacement)).toBe(true);

    const form = await open(pathOf(link));
    expect(form.json<{ data: KycPublicForm }>().data.documents).toEqual([
      {
        collection: 'CRD',
        originalName: 'new.pdf',
        contentType: 'application/pdf',
        sizeBytes: replacement.length,
      },
    ]);

    const removed = await call('DELETE', documentUrl('CRD'), { headers: kycLinkHeaders(link) });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await slot(link.kycId, 'CRD')).toHaveLength(0);
    expectFieldError(
      await call('GET', documentUrl('CRD'), { headers: kycLinkHeaders(link) }),
      404,
      'collection',
    );
    // Removing an empty slot changes nothing.
    expect((await call('DELETE', documentUrl('CRD'), { headers: kycLinkHeaders(link) })).statusCode).toBe(
      200,
    );
  });

  it('refuses hostile uploads naming the field, storing nothing', async () => {
    const link = await invite();
    const headers = kycLinkHeaders(link);
    const clMax = FILE_COLLECTIONS.CL.maxBytes;
    const mz = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000, 1)]);
    const cases: { name: string; collection: string; file?: UploadFile; json?: object; field: string }[] = [
      {
        name: 'unknown collection',
        collection: 'XX',
        file: { name: 'a.pdf', bytes: pdf },
        field: 'collection',
      },
      {
        name: 'additional documents',
        collection: 'additional_documents',
        file: { name: 'a.pdf', bytes: pdf },
        field: 'collection',
      },
      { name: 'delivery order', collection: 'DO', file: { name: 'a.pdf', bytes: pdf }, field: 'collection' },
      {
        name: 'lower-case collection',
        collection: 'crd',
        file: { name: 'a.pdf', bytes: pdf },
        field: 'collection',
      },
      {
        name: 'traversal',
        collection: '..%2F..%2Fetc',
        file: { name: 'a.pdf', bytes: pdf },
        field: 'collection',
      },
      { name: 'JSON body', collection: 'CRD', json: { file: 'a.pdf' }, field: 'file' },
      {
        name: 'wrong part name',
        collection: 'CRD',
        file: { name: 'a.pdf', bytes: pdf, field: 'doc' },
        field: 'file',
      },
      {
        name: 'empty file',
        collection: 'CRD',
        file: { name: 'a.pdf', bytes: Buffer.alloc(0) },
        field: 'file',
      },
      { name: 'executable', collection: 'CRD', file: { name: 'a.pdf', bytes: mz }, field: 'file' },
      { name: 'PDF as logo', collection: 'CL', file: { name: 'logo.png', bytes: pdf }, field: 'file' },
      {
        name: 'logo too large',
        collection: 'CL',
        file: { name: 'big.png', bytes: padTo(makePng(), clMax + 1) },
        field: 'file',
      },
    ];
    const before = await countRows(t.db);
    for (const c of cases) {
      const res = c.file
        ? await upload(link, c.collection, c.file)
        : await call('PUT', documentUrl(c.collection), { payload: c.json, headers });
      expect(res.statusCode, `${c.name}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, c.name).toBeLessThan(500);
      expect(res.json().errors[0]?.field, `${c.name}: ${res.body}`).toBe(c.field);
    }
    expect(await countRows(t.db)).toEqual(before);
  });
});

describe('submitting', () => {
  it('creates the pending customer company, its first user and role, and submits the KYC', async () => {
    const link = await invite();
    await uploadRequired(link);
    const mailsBefore = await t.db.select({ id: mailOutbox.id }).from(mailOutbox);
    const body = submission(link.email.toUpperCase());
    const res = await submit(link, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ forwarderName: 'Harbour Freight', email: body.email });

    const [kyc] = await t.db.select().from(customerKycs).where(eq(customerKycs.id, link.kycId));
    expect(kyc).toMatchObject({
      status: KYC_STATUS.submitted,
      version: 1,
      shortName: body.shortName,
      username: body.username,
      email: body.email,
      details: body.details,
      termsId,
      submittedAt: t.clock.now,
      termsAcceptedAt: t.clock.now,
    });
    const [company] = await t.db
      .select()
      .from(companies)
      .where(eq(companies.id, kyc?.customerCompanyId ?? 0));
    expect(company).toMatchObject({
      name: body.details.companyName,
      shortName: body.shortName,
      categoryCode: COMPANY_CATEGORY.customer,
      parentCompanyId: forwarder.id,
      isSystemVerified: false,
    });
    const [settings] = await t.db
      .select()
      .from(companySettings)
      .where(eq(companySettings.companyId, company?.id ?? 0));
    expect(settings).toMatchObject({
      addressLine1: 'Am Sandtorkai 1',
      city: 'Hamburg',
      postalCode: '20457',
      countryCode: 'DE',
      contactEmail: body.email,
      phone: body.details.phone,
      taxRegistrationNumber: body.details.taxRegistrationNumber,
    });
    const [user] = await t.db
      .select()
      .from(users)
      .where(eq(users.id, kyc?.customerUserId ?? 0));
    expect(user).toMatchObject({
      companyId: company?.id,
      username: body.username,
      fullName: 'Carla Customer',
      isFirstLogin: true,
      isEmailVerified: true,
    });
    const [role] = await t.db
      .select()
      .from(roles)
      .where(eq(roles.companyId, company?.id ?? 0));
    expect(role?.name).toBe(CUSTOMER_USER_ROLE);
    const held = await t.db
      .select()
      .from(rolePermissions)
      .where(eq(rolePermissions.roleId, role?.id ?? 0));
    expect(held).toHaveLength(CUSTOMER_USER_PERMISSIONS.length);

    const log = await t.db.select().from(kycApproveLogs).where(eq(kycApproveLogs.kycId, link.kycId));
    expect(log.map((l) => [l.action, l.actorId])).toEqual([[KYC_LOG_ACTION.submitted, null]]);
    const history = await t.db
      .select({ from: statusHistory.fromStatus, to: statusHistory.toStatus })
      .from(statusHistory)
      .where(and(eq(statusHistory.recordType, 'customer_kyc'), eq(statusHistory.recordId, link.kycId)));
    expect(history).toEqual([
      { from: null, to: KYC_STATUS.invited },
      { from: KYC_STATUS.invited, to: KYC_STATUS.submitted },
    ]);
    const [invitation] = await t.db
      .select({ usedAt: kycInvitations.usedAt })
      .from(kycInvitations)
      .where(eq(kycInvitations.id, link.invitationId));
    expect(invitation?.usedAt).toEqual(t.clock.now);
    const accepted = await t.db
      .select({ termsId: termsAcceptances.termsId })
      .from(termsAcceptances)
      .where(eq(termsAcceptances.userId, user?.id ?? 0));
    expect(accepted).toEqual([{ termsId }]);
    const told = await t.db
      .select({ kind: notifications.kind, link: notifications.link })
      .from(notifications)
      .where(and(eq(notifications.userId, sales.id), eq(notifications.kind, NOTIFICATION_KIND.kycSubmitted)));
    expect(told).toContainEqual({
      kind: NOTIFICATION_KIND.kycSubmitted,
      link: `/dashboard/customers/${link.kycId}`,
    });
    // A mailed link proved the address: no verification mail.
    expect(await t.db.select({ id: mailOutbox.id }).from(mailOutbox)).toHaveLength(mailsBefore.length);
  });

  it('mails a verification link for a self-service KYC and marks the address unproven', async () => {
    const started = await startSelfService({ forwarderShortName: forwarder.shortName });
    await uploadRequired(started);
    const notificationsBefore = await countRows(t.db);
    const body = submission('self.service@customer.test');
    const res = await submit(started, body);
    expect(res.statusCode, res.body).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.username, body.username));
    expect(user).toMatchObject({ isEmailVerified: false, isFirstLogin: true });
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, body.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toMatch(/\/verify-email\?token=/);
    const [kyc] = await t.db
      .select({ status: customerKycs.status, customerUserId: customerKycs.customerUserId })
      .from(kycInvitations)
      .innerJoin(customerKycs, eq(customerKycs.id, kycInvitations.kycId))
      .where(eq(kycInvitations.id, started.invitationId));
    expect(kyc).toEqual({ status: KYC_STATUS.submitted, customerUserId: user?.id });
    // No sales person on a link started by the forwarder's short name: nobody to notify.
    expect((await countRows(t.db)).notifications).toBe(notificationsBefore.notifications);
  });

  it('writes nothing on a taken short name or username, a missing document, terms not accepted', async () => {
    const link = await invite();
    await uploadRequired(link);
    const before = await countRows(t.db);
    expectFieldError(
      await submit(link, submission(link.email, { shortName: forwarder.shortName })),
      409,
      'shortName',
    );
    expectFieldError(
      await submit(link, submission(link.email, { username: sales.username.toUpperCase() })),
      409,
      'username',
    );
    expectFieldError(await submit(link, submission(link.email, { acceptTerms: false })), 400, 'acceptTerms');
    expectFieldError(await submit(link, submission(link.email, { termsId: null })), 409, 'termsId');
    expectFieldError(await submit(link, submission('someone.else@example.com')), 400, 'email');
    const unknownCountry = submission(link.email);
    unknownCountry.details.addresses[0] = {
      ...unknownCountry.details.addresses[0],
      countryCode: 'QQ',
    } as never;
    expectFieldError(await submit(link, unknownCountry), 404, 'details.addresses.0.countryCode');
    expect(await countRows(t.db)).toEqual(before);
    const removed = await call('DELETE', documentUrl('TD'), { headers: kycLinkHeaders(link) });
    expect(removed.statusCode).toBe(200);
    const withoutTd = await countRows(t.db);
    expectFieldError(await submit(link, submission(link.email)), 400, 'documents.TD');
    expect(await countRows(t.db)).toEqual(withoutTd);
    const [invitation] = await t.db
      .select({ id: kycInvitations.id })
      .from(kycInvitations)
      .where(and(eq(kycInvitations.id, link.invitationId), isNull(kycInvitations.usedAt)));
    expect(invitation).toBeDefined();
  });

  it('refuses hostile bodies naming the field, writing nothing', async () => {
    const link = await invite();
    await uploadRequired(link);
    const valid = submission(link.email) as unknown as Record<string, unknown>;
    const details = validKycDetails('Hostile Imports');
    const formats: HostileCase[] = [
      { name: 'spaced username', body: { ...valid, username: 'a b' }, field: 'username' },
      { name: 'invalid e-mail', body: { ...valid, email: 'nope' }, field: 'email' },
      { name: 'short short name', body: { ...valid, shortName: 'a' }, field: 'shortName' },
      { name: 'missing details', body: { ...valid, details: undefined }, field: 'details' },
      {
        name: 'empty company name',
        body: { ...valid, details: { ...details, companyName: ' ' } },
        field: 'details.companyName',
      },
      {
        name: 'no contacts',
        body: { ...valid, details: { ...details, contacts: [] } },
        field: 'details.contacts',
      },
      {
        name: 'no registered address',
        body: {
          ...valid,
          details: { ...details, addresses: [{ ...details.addresses[0], type: 'billing' }] },
        },
        field: 'details.addresses',
      },
      {
        name: 'malformed country',
        body: {
          ...valid,
          details: { ...details, addresses: [{ ...details.addresses[0], countryCode: 'D1' }] },
        },
        field: 'details.addresses.0.countryCode',
      },
      {
        name: 'unknown detail',
        body: { ...valid, details: { ...details, verified: true } },
        field: 'details.verified',
      },
      { name: 'string termsId', body: { ...valid, termsId: '7' }, field: 'termsId' },
      { name: 'string acceptTerms', body: { ...valid, acceptTerms: 'yes' }, field: 'acceptTerms' },
      { name: 'status', body: { ...valid, status: 'approved' }, field: 'status' },
    ];
    const cases = hostileBodies(valid, { required: 'shortName', text: 'fullName' }, formats);
    expect(cases.length).toBeGreaterThanOrEqual(10);
    await expectHostileRefused(t, null, 'POST', CUSTOMER_KYC_PATHS.publicSubmit, cases, kycLinkHeaders(link));
  });
});

describe("the login response's customerKyc", () => {
  it("carries a customer's KYC and its forwarder, and null for a forwarder's user", async () => {
    const customer = await createApprovedKyc(t, { forwarder, salesUser: sales });
    expect(customer.user.session.customerKyc).toEqual({
      companyId: customer.company.id,
      companyName: customer.company.name,
      companyCategory: { categoryCode: COMPANY_CATEGORY.customer },
      kyc: {
        id: customer.kycId,
        status: KYC_STATUS.approved,
        forwarderCompanyId: forwarder.id,
        forwarderName: 'Harbour Freight',
      },
    });
    expect(sales.session.customerKyc?.kyc).toBeNull();
  });
});
