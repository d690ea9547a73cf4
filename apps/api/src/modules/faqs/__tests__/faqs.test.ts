import { FAQ_PATHS, FAQ_UNCATEGORISED, type Faq, faqApiPath, type MyFaqs } from '@fastforward/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectDeleted,
  expectHiddenFromOtherCompany,
  expectHostileRefusedOnWrites,
  recordCalls,
} from '../../../test/company-records';
import { createAdmin, createCompany, createUser, type TestUser } from '../../../test/factories';
import { createApprovedKyc, createSubmittedKyc } from '../../../test/kyc-factories';
import { expectHostileRefused, type HostileCase, hostileBodies } from '../../../test/organisation';
import { expectFieldError, expectItem } from '../../../test/responses';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';

const PATH = FAQ_PATHS.faqs;

let t: TestApp;
let calls: ReturnType<typeof recordCalls>;
let admin: TestUser;
/** Staff of the forwarder without Customer Service. */
let clerk: TestUser;
let customer: TestUser;
/** A customer whose KYC is submitted, not approved: not yet the forwarder's customer. */
let pending: TestUser;
let otherAdmin: TestUser;
let otherCustomer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  calls = recordCalls(t, PATH);
  const forwarder = await createCompany(t, { name: 'FAQ Forwarder' });
  admin = await createAdmin(t, { company: forwarder });
  clerk = await createUser(t, { company: forwarder, permissions: ['view-dashboard|Dashboard'] });
  customer = (await createApprovedKyc(t, { forwarder, companyName: 'FAQ Customer' })).user;
  pending = (await createSubmittedKyc(t, { forwarder })).user;
  const other = await createCompany(t, { name: 'Other FAQ Forwarder' });
  otherAdmin = await createAdmin(t, { company: other });
  otherCustomer = (await createApprovedKyc(t, { forwarder: other })).user;
});
afterAll(() => t.close());

const faqBody = (question: string, extra: Record<string, unknown> = {}) => ({
  question,
  answer: `The answer to: ${question}`,
  category: 'Booking',
  ...extra,
});

const mine = async (user: TestUser, query = '') => {
  const res = await t.as(user.token).get(`${FAQ_PATHS.myFaqs}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: MyFaqs }>().data;
};

const orderOf = async (token: string, category: string) =>
  (await calls.list<Faq>(token, `?category=${category}&pageSize=100`)).items.map((f) => f.question);

describe('staff FAQs', () => {
  it('creates, reads, updates and deletes an FAQ; a new one goes last and is published', async () => {
    const first = await calls.create<Faq>(admin.token, faqBody('How do I book?'));
    const second = await calls.create<Faq>(admin.token, faqBody('How do I cancel?'));
    expect(first).toMatchObject({ category: 'Booking', isPublished: true });
    expect(second.displayOrder).toBeGreaterThan(first.displayOrder);
    expect(await calls.item(admin.token, first.id)).toEqual(first);

    const updated = expectItem<Faq>(
      await calls.put(admin.token, first.id, faqBody('How do I book a container?', { category: '' })),
    );
    // Left out: the order and the published flag stay; an empty category is none.
    expect(updated).toMatchObject({
      question: 'How do I book a container?',
      category: null,
      displayOrder: first.displayOrder,
      isPublished: true,
    });
    await expectDeleted(t, PATH, admin.token, second.id);
    await expectDeleted(t, PATH, admin.token, first.id);
  });

  it('searches, filters by category and status, and pages', async () => {
    for (const [question, category, isPublished] of [
      ['Search alpha booking', 'Booking', true],
      ['Search beta documents', 'Documents', true],
      ['Search gamma documents', 'Documents', false],
      ['Search delta none', null, true],
    ] as const) {
      await calls.create(admin.token, faqBody(question, { category, isPublished }));
    }
    const list = (query: string) =>
      calls.list<Faq>(admin.token, `?search=Search&${query}`).then((l) => l.items.map((f) => f.question));
    expect(await list('')).toHaveLength(4);
    expect(await list('category=Documents')).toEqual(['Search beta documents', 'Search gamma documents']);
    expect(await list(`category=${FAQ_UNCATEGORISED}`)).toEqual(['Search delta none']);
    expect(await list('status=unpublished')).toEqual(['Search gamma documents']);
    expect(await list('status=published&category=Documents')).toEqual(['Search beta documents']);
    expect(await list('sort=question&order=desc')).toEqual([
      'Search gamma documents',
      'Search delta none',
      'Search beta documents',
      'Search alpha booking',
    ]);
    const paged = await calls.list<Faq>(admin.token, '?search=Search&pageSize=3&page=2');
    expect(paged).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(paged.items).toHaveLength(1);
    // The answer's text is searched too.
    expect((await calls.list<Faq>(admin.token, '?search=answer%20to:%20Search%20beta')).items).toHaveLength(
      1,
    );

    const categories = await t.as(admin.token).get(FAQ_PATHS.categories);
    expect(categories.json().data.items).toEqual(expect.arrayContaining(['Booking', 'Documents']));
    expect((await t.as(otherAdmin.token).get(FAQ_PATHS.categories)).json().data.items).toEqual([]);
  });

  it('publishes and unpublishes', async () => {
    const faq = await calls.create<Faq>(admin.token, faqBody('Publish me?', { isPublished: false }));
    const published = await t.as(admin.token).put(faqApiPath.publish(faq.id), { isPublished: true });
    expect(expectItem<Faq>(published).isPublished).toBe(true);
    expect(published.json().message).toMatch(/published/);
    const unpublished = await t.as(admin.token).put(faqApiPath.publish(faq.id), { isPublished: false });
    expect(expectItem<Faq>(unpublished).isPublished).toBe(false);
  });

  it('moves an FAQ up and down within its category, staying put at either end', async () => {
    const made: Faq[] = [];
    for (const [question, category] of [
      ['Move one', 'Moves'],
      ['Move other category', 'Elsewhere'],
      ['Move two', 'Moves'],
      ['Move three', 'Moves'],
    ] as const) {
      made.push(await calls.create<Faq>(admin.token, faqBody(question, { category, displayOrder: 7 })));
    }
    const [one, , , three] = made as [Faq, Faq, Faq, Faq];
    const move = (faq: Faq, direction: string) =>
      t.as(admin.token).put(faqApiPath.move(faq.id), { direction });

    // Equal orders (7 each) still move: the company's FAQs are numbered again.
    expect((await move(three, 'up')).statusCode).toBe(200);
    expect(await orderOf(admin.token, 'Moves')).toEqual(['Move one', 'Move three', 'Move two']);
    // Over the FAQ of another category, to the top of its own.
    expect((await move(three, 'up')).statusCode).toBe(200);
    expect(await orderOf(admin.token, 'Moves')).toEqual(['Move three', 'Move one', 'Move two']);
    expect((await move(three, 'up')).statusCode).toBe(200);
    expect(await orderOf(admin.token, 'Moves')).toEqual(['Move three', 'Move one', 'Move two']);
    expect((await move(one, 'down')).statusCode).toBe(200);
    expect((await move(one, 'down')).statusCode).toBe(200);
    expect(await orderOf(admin.token, 'Moves')).toEqual(['Move three', 'Move two', 'Move one']);
    expect(await orderOf(admin.token, 'Elsewhere')).toEqual(['Move other category']);
  });

  it('is closed to staff without Customer Service and to customers', async () => {
    const faq = await calls.create<Faq>(admin.token, faqBody('Closed?'));
    const before = await countRows(t.db);
    for (const user of [clerk, customer]) {
      const results = [
        await t.as(user.token).get(PATH),
        await t.as(user.token).get(faqApiPath.faq(faq.id)),
        await t.as(user.token).post(PATH, faqBody('x?')),
        await t.as(user.token).put(faqApiPath.faq(faq.id), faqBody('x?')),
        await t.as(user.token).put(faqApiPath.publish(faq.id), { isPublished: false }),
        await t.as(user.token).put(faqApiPath.move(faq.id), { direction: 'up' }),
        await t.as(user.token).delete(faqApiPath.faq(faq.id)),
        await t.as(user.token).get(FAQ_PATHS.categories),
      ];
      expect(results.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403, 403, 403, 403]);
    }
    // The customer's own read is for customer companies only.
    expect((await t.as(admin.token).get(FAQ_PATHS.myFaqs)).statusCode).toBe(403);
    expect(await countRows(t.db)).toEqual(before);
  });
});

describe('tenancy', () => {
  it('hides an FAQ from another forwarder: not listed, and 404 on every call by id', async () => {
    const faq = await calls.create<Faq>(admin.token, faqBody('Ours alone?'));
    await expectHiddenFromOtherCompany(t, PATH, {
      id: faq.id,
      ownerToken: admin.token,
      otherToken: otherAdmin.token,
      body: faqBody('Taken over?'),
    });
    const before = await countRows(t.db);
    for (const res of [
      await t.as(otherAdmin.token).put(faqApiPath.publish(faq.id), { isPublished: false }),
      await t.as(otherAdmin.token).put(faqApiPath.move(faq.id), { direction: 'up' }),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
    }
    expect(await countRows(t.db)).toEqual(before);
    expect(await calls.item(admin.token, faq.id)).toMatchObject({ isPublished: true });
  });
});

describe("the customer's FAQs", () => {
  it("shows the published FAQs of its own forwarder only, in the forwarder's order", async () => {
    const shown = await calls.create<Faq>(admin.token, faqBody('Customer sees this?', { category: 'Zeta' }));
    const hidden = await calls.create<Faq>(
      admin.token,
      faqBody('Customer never sees this?', { category: 'Zeta', isPublished: false }),
    );
    const none = await calls.create<Faq>(admin.token, faqBody('Without a category?', { category: null }));
    const theirs = await calls.create<Faq>(otherAdmin.token, faqBody('Other forwarder only?'));

    const read = await mine(customer);
    const ids = read.items.map((f) => f.id);
    expect(ids).toContain(shown.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(theirs.id);
    expect(read.isTruncated).toBe(false);
    expect(read.items.find((f) => f.id === none.id)?.category).toBe(FAQ_UNCATEGORISED);
    expect(read.items.every((f) => f.forwarder.name === 'FAQ Forwarder')).toBe(true);
    // In the forwarder's order.
    expect(ids.indexOf(shown.id)).toBeLessThan(ids.indexOf(none.id));

    // The other forwarder's customer sees that forwarder's FAQs, none of ours.
    const other = await mine(otherCustomer);
    expect(other.items.map((f) => f.id)).toEqual([theirs.id]);

    // A customer whose KYC is not approved yet sees nothing.
    expect((await mine(pending)).items).toEqual([]);

    // Unpublishing takes it off the customer's page at once.
    await t.as(admin.token).put(faqApiPath.publish(shown.id), { isPublished: false });
    expect((await mine(customer)).items.map((f) => f.id)).not.toContain(shown.id);
  });

  it('searches question, answer and category', async () => {
    await calls.create<Faq>(admin.token, faqBody('Reefer plugs available?', { category: 'Equipment' }));
    expect((await mine(customer, '?search=reefer')).items.map((f) => f.question)).toEqual([
      'Reefer plugs available?',
    ]);
    expect((await mine(customer, '?search=equipment')).items).toHaveLength(1);
    expect((await mine(customer, '?search=nothing-like-this')).items).toEqual([]);
    expect((await t.as(customer.token).get(`${FAQ_PATHS.myFaqs}?page=2`)).statusCode).toBe(400);
  });
});

describe('hostile bodies', () => {
  it('refuses them on create and update, storing and changing nothing', async () => {
    const valid = faqBody('A valid question?');
    const formats: HostileCase[] = [
      { name: 'empty answer', body: { ...valid, answer: '   ' }, field: 'answer' },
      { name: 'NUL in answer', body: { ...valid, answer: 'a\u0000b' }, field: 'answer' },
      { name: '10k+ answer', body: { ...valid, answer: 'x'.repeat(10_001) }, field: 'answer' },
      { name: '501-char question', body: { ...valid, question: 'q'.repeat(501) }, field: 'question' },
      { name: 'number question', body: { ...valid, question: 7 }, field: 'question' },
      { name: 'negative order', body: { ...valid, displayOrder: -1 }, field: 'displayOrder' },
      { name: 'fractional order', body: { ...valid, displayOrder: 1.5 }, field: 'displayOrder' },
      { name: 'string order', body: { ...valid, displayOrder: '3' }, field: 'displayOrder' },
      { name: 'string published', body: { ...valid, isPublished: 'yes' }, field: 'isPublished' },
      { name: 'createdAt', body: { ...valid, createdAt: '2020-01-01T00:00:00Z' }, field: 'createdAt' },
    ];
    const cases = hostileBodies(valid, { required: 'question', text: 'category' }, formats);
    await expectHostileRefusedOnWrites(t, admin.token, PATH, cases, valid);
  });

  it('refuses hostile publish and move bodies, changing nothing', async () => {
    const faq = await calls.create<Faq>(admin.token, faqBody('Hostile target?'));
    const before = await calls.item(admin.token, faq.id);
    const publishCases: HostileCase[] = [
      { name: 'missing', body: {}, field: 'isPublished' },
      { name: 'string', body: { isPublished: 'true' }, field: 'isPublished' },
      { name: 'extra', body: { isPublished: true, companyId: 1 }, field: 'companyId' },
      { name: 'null body', body: null, field: 'body' },
    ];
    await expectHostileRefused(t, admin.token, 'PUT', faqApiPath.publish(faq.id), publishCases);
    const moveCases: HostileCase[] = [
      { name: 'missing', body: {}, field: 'direction' },
      { name: 'sideways', body: { direction: 'left' }, field: 'direction' },
      { name: 'extra', body: { direction: 'up', displayOrder: 1 }, field: 'displayOrder' },
    ];
    await expectHostileRefused(t, admin.token, 'PUT', faqApiPath.move(faq.id), moveCases);
    expect(await calls.item(admin.token, faq.id)).toEqual(before);
    expectFieldError(await t.as(admin.token).get(`${PATH}?status=draft`), 400, 'status');
  });
});

describe('demo data', () => {
  it("shows Oceanic's published FAQs to Acme in three categories, not the unpublished one", async () => {
    const acme = await t.login('acme.buyer');
    const res = await t.as(acme.token).get(FAQ_PATHS.myFaqs);
    const read = res.json<{ data: MyFaqs }>().data;
    expect(new Set(read.items.map((f) => f.category))).toEqual(new Set(['Booking', 'Documents', 'Payments']));
    expect(read.items.map((f) => f.question)).not.toContain('Do you offer credit terms?');
    const oceanic = await t.login('ffd.admin');
    const staff = await calls.list<Faq>(oceanic.token, '?status=unpublished');
    expect(staff.items.map((f) => f.question)).toEqual(['Do you offer credit terms?']);
  });
});
