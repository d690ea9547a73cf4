import { BOOKING_MESSAGES, BOOKING_NOTIFICATION_KIND, ENQUIRY_PATHS, enquiryPath } from '@fastforward/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingLinks,
  bookings,
  files,
  jobs,
  mailOutbox,
  notifications,
  operationFileSettings,
  quoteOptions,
  quotes,
  rateEnquiries,
  statusHistory,
} from '../../../db/schema';
import {
  type BookingScene,
  bookingForm,
  bookingPaths,
  createBookingScene,
  enquiryVersion,
  lastBookingToken,
  selectOption,
  uploadBookingDocument,
} from '../../../test/booking-factories';
import {
  createEnquiry,
  createEnquiryScene,
  cubePackage,
  type EnquiryScene,
  moveEnquiryTo,
} from '../../../test/enquiry-factories';
import { signIn } from '../../../test/factories';
import { createQuote, negotiationPaths } from '../../../test/negotiation-factories';
import { expectHostileRefused, type HostileCase, LONG, NUL } from '../../../test/organisation';
import { expectFieldError, expectItem } from '../../../test/responses';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createRegisteredVendor } from '../../../test/vendor-forward-factories';

type Context = {
  enquiry: { id: number; status: string; version: number; reference: string };
  option: { id: number; title: string; offeredSell: string } | null;
  requiredDocuments: { code: string; label: string; isOnFile: boolean; files: { id: number }[] }[];
  booking: {
    id: number;
    status: string;
    submittedBy: { id: number } | null;
    documents: { id: number }[];
    job: { reference: string; status: string } | null;
  } | null;
};

const DAY_MS = 86_400_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const pathsOf = (scene: BookingScene) => bookingPaths(scene.enquiry.id, scene.enquiry.reference);

async function enquiryRow(id: number) {
  const [row] = await t.db.select().from(rateEnquiries).where(eq(rateEnquiries.id, id));
  if (!row) throw new Error(`no enquiry ${id}`);
  return row;
}

const jobsOf = (enquiryId: number) => t.db.select().from(jobs).where(eq(jobs.enquiryId, enquiryId));

/** A scene whose customer has selected the first option (a booking link mailed); given a scene, another enquiry in it. */
async function selectedScene(base?: EnquiryScene) {
  const scene = await createBookingScene(t, base);
  await selectOption(t, scene);
  return { scene, paths: pathsOf(scene), token: await lastBookingToken(t, scene.enquiry.reference) };
}

/** The one answer every booking link that does not work gets. */
function expectLinkRefused(res: { statusCode: number; body: string; json: <T>() => T }) {
  expect(res.statusCode, res.body).toBe(404);
  const body = res.json<{ message: string; errors: { field: string }[] }>();
  expect(body.message).toBe(BOOKING_MESSAGES.linkInvalid);
  expect(body.errors[0]?.field).toBe('token');
}

describe('selecting an option', () => {
  it('selects an option of the latest sent quote: Selected, a booking link mailed, the forwarder told', async () => {
    const scene = await createBookingScene(t);
    const paths = pathsOf(scene);
    const version = await enquiryVersion(t, scene.enquiry.id);
    const res = await t
      .as(scene.customerUser.token)
      .post(paths.select, { quoteOptionId: scene.option.id, version });
    const item = expectItem<{ status: string; version: number }>(res);
    expect(item).toMatchObject({ status: 'selected', version: version + 1 });

    const [option] = await t.db.select().from(quoteOptions).where(eq(quoteOptions.id, scene.option.id));
    expect(option?.selectedBy).toBe(scene.customerUser.id);
    const history = await t.db
      .select()
      .from(statusHistory)
      .where(and(eq(statusHistory.recordType, 'enquiry'), eq(statusHistory.recordId, scene.enquiry.id)));
    expect(history.at(-1)).toMatchObject({ fromStatus: 'accepted', toStatus: 'selected' });

    const [link] = await t.db.select().from(bookingLinks).where(eq(bookingLinks.enquiryId, scene.enquiry.id));
    expect(link?.email).toBe(scene.customerUser.email);
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, scene.customerUser.email))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail?.textBody).toContain(`/booking-response/${scene.enquiry.reference}?token=`);
    // The token is stored hashed: the mailed one is not in the table.
    expect(link?.tokenHash).not.toBe(await lastBookingToken(t, scene.enquiry.reference));

    const told = await t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, scene.sales.id),
          eq(notifications.kind, BOOKING_NOTIFICATION_KIND.selected),
        ),
      );
    expect(told).toHaveLength(1);
    const [salesMail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, scene.sales.email));
    expect(salesMail?.subject).toContain(scene.enquiry.reference);
  });

  it('refuses an option of a superseded quote, of an expired quote, and a draft', async () => {
    const scene = await createBookingScene(t);
    const paths = pathsOf(scene);
    const customer = t.as(scene.customerUser.token);
    const newer = await createQuote(t, scene, scene.enquiry);
    const version = await enquiryVersion(t, scene.enquiry.id);
    expectFieldError(
      await customer.post(paths.select, { quoteOptionId: scene.option.id, version }),
      409,
      'quoteOptionId',
    );

    const draft = await createQuote(t, scene, scene.enquiry, { status: 'draft' });
    const draftOption = draft.options[0]?.id ?? 0;
    expectFieldError(
      await customer.post(paths.select, { quoteOptionId: draftOption, version }),
      404,
      'quoteOptionId',
    );

    const expiring = await createEnquiryScene(t);
    const other = await createBookingScene(t, expiring);
    await t.db
      .update(quotes)
      .set({ validTill: new Date(t.clock.now.getTime() - DAY_MS).toISOString().slice(0, 10) })
      .where(eq(quotes.id, other.quote.id));
    expectFieldError(
      await t.as(other.customerUser.token).post(pathsOf(other).select, {
        quoteOptionId: other.option.id,
        version: await enquiryVersion(t, other.enquiry.id),
      }),
      409,
      'quoteOptionId',
    );
    // The newer quote's option is selectable.
    expectItem(await customer.post(paths.select, { quoteOptionId: newer.options[0]?.id, version }));
  });

  it('refuses while a counter-offer waits, on a wrong status, a stale version and a second selection', async () => {
    const scene = await createBookingScene(t);
    const paths = pathsOf(scene);
    const customer = t.as(scene.customerUser.token);
    const counter = await customer.post(negotiationPaths(scene.enquiry.id).customer, {
      quoteOptionId: scene.option.id,
      targetAmount: '950',
    });
    expect(counter.statusCode, counter.body).toBe(201);
    let version = await enquiryVersion(t, scene.enquiry.id);
    expectFieldError(
      await customer.post(paths.select, { quoteOptionId: scene.option.id, version }),
      409,
      'status',
    );

    const received = await createEnquiryScene(t);
    const fresh = await createEnquiry(t, received);
    await createQuote(t, received, fresh);
    const [freshOption] = await t.db.select().from(quoteOptions).where(eq(quoteOptions.enquiryId, fresh.id));
    expectFieldError(
      await t.as(received.customerUser.token).post(bookingPaths(fresh.id, fresh.reference).select, {
        quoteOptionId: freshOption?.id,
        version: fresh.version,
      }),
      409,
      'status',
    );

    const again = await createBookingScene(t);
    version = await enquiryVersion(t, again.enquiry.id);
    const stale = await t
      .as(again.customerUser.token)
      .post(pathsOf(again).select, { quoteOptionId: again.option.id, version: version - 1 });
    expectFieldError(stale, 409, 'version');
    await selectOption(t, again);
    expectFieldError(
      await t.as(again.customerUser.token).post(pathsOf(again).select, {
        quoteOptionId: again.otherOption.id,
        version: await enquiryVersion(t, again.enquiry.id),
      }),
      409,
      'status',
    );
    const selected = await t.db
      .select()
      .from(quoteOptions)
      .where(eq(quoteOptions.enquiryId, again.enquiry.id));
    expect(selected.filter((o) => o.selectedAt !== null).map((o) => o.id)).toEqual([again.option.id]);
  });

  it('refuses hostile bodies naming the field, storing nothing', async () => {
    const scene = await createBookingScene(t);
    const version = await enquiryVersion(t, scene.enquiry.id);
    const valid = { quoteOptionId: scene.option.id, version };
    const cases: HostileCase[] = [
      { name: 'missing option', body: { version }, field: 'quoteOptionId' },
      { name: 'string option', body: { ...valid, quoteOptionId: '7' }, field: 'quoteOptionId' },
      { name: 'negative option', body: { ...valid, quoteOptionId: -1 }, field: 'quoteOptionId' },
      { name: 'fraction option', body: { ...valid, quoteOptionId: 1.5 }, field: 'quoteOptionId' },
      { name: 'huge option', body: { ...valid, quoteOptionId: 2 ** 40 }, field: 'quoteOptionId' },
      { name: 'object option', body: { ...valid, quoteOptionId: { $gt: 0 } }, field: 'quoteOptionId' },
      { name: 'missing version', body: { quoteOptionId: scene.option.id }, field: 'version' },
      { name: 'NUL version', body: { ...valid, version: NUL }, field: 'version' },
      { name: 'negative version', body: { ...valid, version: -3 }, field: 'version' },
      { name: 'unknown field', body: { ...valid, selectedBy: 1 }, field: 'selectedBy' },
      { name: 'array body', body: [valid], field: 'body' },
      { name: 'null body', body: null, field: 'body' },
    ];
    await expectHostileRefused(t, scene.customerUser.token, 'POST', pathsOf(scene).select, cases);
  });
});

describe('booking in the app', () => {
  it('books the selected option: one transaction makes the booking, the job at QUED, Booked, and tells both sides', async () => {
    const { scene, paths, token } = await selectedScene();
    const customer = t.as(scene.customerUser.token);
    const context = expectItem<Context>(await customer.get(paths.customer));
    expect(context.enquiry.status).toBe('selected');
    expect(context.option).toMatchObject({ id: scene.option.id, offeredSell: '1000.00' });
    expect(JSON.stringify(context)).not.toContain('buyTotal');
    expect(context.booking).toBeNull();

    const res = await customer.post(paths.customer, bookingForm());
    const booked = expectItem<Context>(res, 201);
    const year = t.clock.now.getUTCFullYear();
    expect(booked.enquiry.status).toBe('booked');
    expect(booked.booking).toMatchObject({
      status: 'CONFIRMED',
      submittedBy: { id: scene.customerUser.id },
      job: { reference: `JOB-${year}-000001`, status: 'QUED' },
    });

    const [job] = await jobsOf(scene.enquiry.id);
    const jobHistory = await t.db
      .select()
      .from(statusHistory)
      .where(and(eq(statusHistory.recordType, 'job'), eq(statusHistory.recordId, job?.id ?? 0)));
    expect(jobHistory).toMatchObject([{ fromStatus: null, toStatus: 'QUED' }]);
    const [link] = await t.db.select().from(bookingLinks).where(eq(bookingLinks.enquiryId, scene.enquiry.id));
    expect(link?.usedAt).not.toBeNull();
    // The link of a booked enquiry opens nothing.
    expectLinkRefused(await t.as().get(`${paths.link}?token=${encodeURIComponent(token)}`));

    const forwarderTold = await t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, scene.sales.id),
          eq(notifications.kind, BOOKING_NOTIFICATION_KIND.booked),
        ),
      );
    expect(forwarderTold).toHaveLength(1);
    const customerTold = await t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, scene.customerUser.id),
          eq(notifications.kind, BOOKING_NOTIFICATION_KIND.booked),
        ),
      );
    expect(customerTold[0]?.body).toContain(`JOB-${year}-000001`);

    const staff = expectItem<{
      booking: Context['booking'];
      supplier: { vendor: { id: number } | null; buyTotal: string };
    }>(await t.as(scene.pricing.token).get(paths.staff));
    expect(staff.supplier).toMatchObject({ vendor: { id: scene.vendor.id }, buyTotal: '700.00' });
    expect(staff.booking?.job).toMatchObject({ reference: `JOB-${year}-000001`, status: 'QUED' });

    // Booked once: a second booking is a clear 409.
    const again = await customer.post(paths.customer, bookingForm());
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(BOOKING_MESSAGES.alreadyBooked);
  });

  it("offers the customer's company as the party its incoterm makes it, and a booking's parties to its next booking", async () => {
    const { scene, paths } = await selectedScene();
    const customer = t.as(scene.customerUser.token);
    type Book = Context & {
      customerRole: string;
      customerParty: { name: string } | null;
      addressBook: { name: string; roles: string[]; source: string }[];
    };
    const first = expectItem<Book>(await customer.get(paths.customer));
    const kycName = first.customerParty?.name;
    expect(kycName).toBeTruthy();
    expect(first.customerRole).toBe('consignee');
    expect(first.addressBook).toEqual([expect.objectContaining({ name: kycName, source: 'company' })]);
    expectItem(await customer.post(paths.customer, bookingForm()), 201);

    const next = await selectedScene(scene);
    const second = expectItem<Book>(await t.as(scene.customerUser.token).get(next.paths.customer));
    expect(second.addressBook.map((p) => [p.name, p.roles, p.source])).toEqual([
      [kycName, ['shipper', 'consignee', 'notifyParty'], 'company'],
      ['Acme Exports Pvt Ltd', ['shipper'], 'booking'],
      ['Gulf Trading LLC', ['consignee'], 'booking'],
    ]);
    // Under a C or D rule the seller books the carriage: the customer is the shipper.
    await t.db
      .update(rateEnquiries)
      .set({ incotermCode: 'CIF' })
      .where(eq(rateEnquiries.id, next.scene.enquiry.id));
    expect(expectItem<Book>(await t.as(scene.customerUser.token).get(next.paths.customer)).customerRole).toBe(
      'shipper',
    );
  });

  it('starts the cargo lines from the enquiry and stores the booked lines with their sizes named', async () => {
    const { scene, paths } = await selectedScene();
    const customer = t.as(scene.customerUser.token);
    type Lines = {
      enquiry: { containers: { containerSizeId: number; containerSizeName: string; count: number }[] };
    };
    const context = expectItem<Lines>(await customer.get(paths.customer));
    expect(context.enquiry.containers).toEqual([
      { containerSizeId: scene.containerSizeId, containerSizeName: expect.stringContaining('20'), count: 2 },
    ]);
    const line = { containerSizeId: scene.containerSizeId, count: 2, weightKgEach: 6250.25 };
    const valid = bookingForm();
    const refused: HostileCase[] = [
      {
        name: 'a total not the lines’ sum',
        body: { ...valid, cargo: { ...valid.cargo, containers: [line] } },
        field: 'cargo.grossWeightKg',
      },
      {
        name: 'a count not the lines’ sum',
        body: {
          ...valid,
          cargo: { ...valid.cargo, grossWeightKg: 12_500.5, packageCount: 3, containers: [line] },
        },
        field: 'cargo.packageCount',
      },
      {
        name: 'package lines on an FCL booking',
        body: {
          ...valid,
          cargo: {
            ...valid.cargo,
            packageCount: 1,
            grossWeightKg: 10,
            packages: [cubePackage(10)],
          },
        },
        field: 'cargo.packages',
      },
      {
        name: 'an unknown container size',
        body: {
          ...valid,
          cargo: {
            ...valid.cargo,
            grossWeightKg: 12_500.5,
            containers: [{ ...line, containerSizeId: 999_999 }],
          },
        },
        field: 'cargo.containers.0.containerSizeId',
      },
      {
        name: 'a weight per container of 0',
        body: { ...valid, cargo: { ...valid.cargo, containers: [{ ...line, weightKgEach: 0 }] } },
        field: 'cargo.containers.0.weightKgEach',
      },
    ];
    await expectHostileRefused(t, scene.customerUser.token, 'POST', paths.customer, refused);
    expect(await jobsOf(scene.enquiry.id)).toHaveLength(0);

    const booked = expectItem<{ booking: { cargo: unknown } }>(
      await customer.post(paths.customer, {
        ...valid,
        cargo: { ...valid.cargo, grossWeightKg: 12_500.5, containers: [line] },
      }),
      201,
    );
    expect(booked.booking.cargo).toMatchObject({
      packageCount: 2,
      grossWeightKg: 12_500.5,
      containers: [{ ...line, containerSizeName: context.enquiry.containers[0]?.containerSizeName }],
    });
  });

  it('makes exactly one booking and one job of 50 concurrent bookings', async () => {
    const { scene, paths } = await selectedScene();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.app.inject({
          method: 'POST',
          url: paths.customer,
          headers: t.bearer(scene.customerUser.token),
          payload: bookingForm(),
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    expect(await t.db.select().from(bookings).where(eq(bookings.enquiryId, scene.enquiry.id))).toHaveLength(
      1,
    );
    const made = await jobsOf(scene.enquiry.id);
    expect(made).toHaveLength(1);
    expect(made[0]?.status).toBe('QUED');
    expect(made[0]?.reference).toMatch(/^JOB-\d{4}-000001$/);
    const history = await t.db
      .select()
      .from(statusHistory)
      .where(and(eq(statusHistory.recordType, 'job'), eq(statusHistory.recordId, made[0]?.id ?? 0)));
    expect(history).toHaveLength(1);
  });

  it('asks for the documents the operation file settings require, and files them under the booking', async () => {
    const { scene, paths } = await selectedScene();
    await t.db
      .insert(operationFileSettings)
      .values({ companyId: scene.forwarder.id, requiredCodes: ['CRD', 'CI'], updatedBy: scene.admin.id });
    const customer = t.as(scene.customerUser.token);
    const context = expectItem<Context>(await customer.get(paths.customer));
    expect(context.requiredDocuments.map((d) => [d.code, d.isOnFile])).toEqual([
      ['CRD', false],
      ['CI', false],
    ]);
    const refused = expectFieldError(await customer.post(paths.customer, bookingForm()), 400, 'documentIds');
    expect(refused.defaultMessage).toContain('Company registration document');
    expect(refused.defaultMessage).toContain('COMMERCIAL INVOICE');

    const crd = await uploadBookingDocument(t, paths.customerDocuments, 'CRD', scene.customerUser.token);
    const ci = await uploadBookingDocument(t, paths.customerDocuments, 'CI', scene.customerUser.token);
    expect([crd.statusCode, ci.statusCode], `${crd.body} ${ci.body}`).toEqual([201, 201]);
    const onlyOne = await customer.post(paths.customer, bookingForm({ documentIds: [ci.id ?? 0] }));
    expect(expectFieldError(onlyOne, 400, 'documentIds').defaultMessage).not.toContain('COMMERCIAL INVOICE');

    // Another enquiry's file is not this booking's.
    const stranger = await selectedScene();
    const foreign = await uploadBookingDocument(
      t,
      stranger.paths.customerDocuments,
      'CRD',
      stranger.scene.customerUser.token,
    );
    expectFieldError(
      await customer.post(paths.customer, bookingForm({ documentIds: [foreign.id ?? 0, ci.id ?? 0] })),
      400,
      'documentIds',
    );

    const booked = expectItem<Context>(
      await customer.post(paths.customer, bookingForm({ documentIds: [crd.id ?? 0, ci.id ?? 0] })),
      201,
    );
    expect(booked.booking?.documents.map((d) => d.id).sort()).toEqual([crd.id, ci.id].sort());
    const owned = await t.db
      .select()
      .from(files)
      .where(eq(files.ownerId, booked.booking?.id ?? 0));
    expect(owned.filter((f) => f.ownerType === 'booking')).toHaveLength(2);
    // The forwarder reads the booking's documents.
    const download = await t.as(scene.pricing.token).get(`/api/v1/downloadFile/${ci.id}`);
    expect(download.statusCode).toBe(200);
  });

  it('refuses hostile booking forms naming the field, storing nothing', async () => {
    const { scene, paths } = await selectedScene();
    const valid = bookingForm();
    const cases: HostileCase[] = [
      { name: 'missing shipper', body: { ...valid, shipper: undefined }, field: 'shipper' },
      {
        name: 'number shipper name',
        body: { ...valid, shipper: { ...valid.shipper, name: 42 } },
        field: 'shipper.name',
      },
      {
        name: 'NUL consignee address',
        body: { ...valid, consignee: { ...valid.consignee, address: NUL } },
        field: 'consignee.address',
      },
      {
        name: '10k shipper name',
        body: { ...valid, shipper: { ...valid.shipper, name: LONG } },
        field: 'shipper.name',
      },
      {
        name: 'bad shipper e-mail',
        body: { ...valid, shipper: { ...valid.shipper, email: 'not-mail' } },
        field: 'shipper.email',
      },
      {
        name: 'bad consignee phone',
        body: { ...valid, consignee: { ...valid.consignee, phone: 'call me' } },
        field: 'consignee.phone',
      },
      {
        name: 'notify party missing',
        body: { ...valid, notifySameAsConsignee: false },
        field: 'notifyParty',
      },
      {
        name: 'string same-as',
        body: { ...valid, notifySameAsConsignee: 'yes' },
        field: 'notifySameAsConsignee',
      },
      {
        name: 'negative weight',
        body: { ...valid, cargo: { ...valid.cargo, grossWeightKg: -5 } },
        field: 'cargo.grossWeightKg',
      },
      {
        name: 'NaN packages',
        body: { ...valid, cargo: { ...valid.cargo, packageCount: 'NaN' } },
        field: 'cargo.packageCount',
      },
      {
        name: 'bad HS code',
        body: { ...valid, cargo: { ...valid.cargo, hsCode: '12ab' } },
        field: 'cargo.hsCode',
      },
      { name: 'unknown field', body: { ...valid, status: 'CONFIRMED' }, field: 'status' },
      {
        name: 'unknown cargo field',
        body: { ...valid, cargo: { ...valid.cargo, price: 1 } },
        field: 'cargo.price',
      },
      { name: 'documents not a list', body: { ...valid, documentIds: 'all' }, field: 'documentIds' },
      { name: 'null body', body: null, field: 'body' },
    ];
    await expectHostileRefused(t, scene.customerUser.token, 'POST', paths.customer, cases);
    expect(await jobsOf(scene.enquiry.id)).toHaveLength(0);
  });
});

describe('booking through the link', () => {
  it('opens and books with the token alone; the job reference comes back', async () => {
    const { scene, paths, token } = await selectedScene();
    const context = expectItem<Context>(await t.as().get(`${paths.link}?token=${encodeURIComponent(token)}`));
    expect(context.enquiry.reference).toBe(scene.enquiry.reference);
    const res = await t.as().post(paths.link, { ...bookingForm(), token });
    const booked = expectItem<Context>(res, 201);
    expect(booked.booking).toMatchObject({ status: 'CONFIRMED', submittedBy: null, job: { status: 'QUED' } });
    expect((await enquiryRow(scene.enquiry.id)).status).toBe('booked');
  });

  it('answers unknown, used, expired and another enquiry’s token the same', async () => {
    const { scene, paths, token } = await selectedScene();
    // Another enquiry of the same forwarder and customer: its token must not open this one.
    const other = await selectedScene(scene);
    const get = (url: string, tok: string) => t.as().get(`${url}?token=${encodeURIComponent(tok)}`);
    const post = (url: string, tok: string) => t.as().post(url, { ...bookingForm(), token: tok });

    const before = await countRows(t.db);
    expectLinkRefused(await get(paths.link, 'unknown-token'));
    expectLinkRefused(await post(paths.link, 'unknown-token'));
    // The reference alone grants nothing: another enquiry's token does not open this one.
    expectLinkRefused(await get(paths.link, other.token));
    expectLinkRefused(await post(paths.link, other.token));
    expectLinkRefused(await get(other.paths.link, token));
    const upload = await uploadBookingDocument(t, `${paths.linkDocuments}?token=${other.token}`, 'CI');
    expect(upload.statusCode, upload.body).toBe(404);
    expect(await countRows(t.db)).toEqual(before);

    // Expired: the app clock moves past the link's life.
    t.clock.advance(8 * DAY_MS);
    try {
      expectLinkRefused(await get(paths.link, token));
      expectLinkRefused(await post(paths.link, token));
    } finally {
      t.clock.advance(-8 * DAY_MS);
    }

    // Used: booked through it once, it answers as any other.
    expectItem(await post(paths.link, token), 201);
    expectLinkRefused(await get(paths.link, token));
    expectLinkRefused(await post(paths.link, token));
    expect(await jobsOf(scene.enquiry.id)).toHaveLength(1);
  });

  it('renews an expired link for a Selected enquiry: the old one revoked, the new one books', async () => {
    const { scene, paths, token } = await selectedScene();
    t.clock.advance(8 * DAY_MS);
    try {
      // The moved clock has expired the sessions too.
      const pricing = (await signIn(t, scene.pricing)).token;
      expectLinkRefused(await t.as().get(`${paths.link}?token=${encodeURIComponent(token)}`));
      const staff = expectItem<{ bookingLink: { isExpired: boolean } }>(await t.as(pricing).get(paths.staff));
      expect(staff.bookingLink.isExpired).toBe(true);
      const renewed = expectItem<{ bookingLink: { isExpired: boolean; email: string } }>(
        await t.as(pricing).post(paths.renew, {}),
      );
      expect(renewed.bookingLink).toMatchObject({ isExpired: false, email: scene.customerUser.email });
      const fresh = await lastBookingToken(t, scene.enquiry.reference);
      expect(fresh).not.toBe(token);
      expectLinkRefused(await t.as().get(`${paths.link}?token=${encodeURIComponent(token)}`));
      const links = await t.db
        .select()
        .from(bookingLinks)
        .where(eq(bookingLinks.enquiryId, scene.enquiry.id));
      expect(links.filter((l) => l.revokedAt === null)).toHaveLength(1);

      const upload = await uploadBookingDocument(
        t,
        `${paths.linkDocuments}?token=${encodeURIComponent(fresh)}`,
        'CI',
      );
      expect(upload.statusCode, upload.body).toBe(201);
      const booked = expectItem<Context>(
        await t.as().post(paths.link, { ...bookingForm({ documentIds: [upload.id ?? 0] }), token: fresh }),
        201,
      );
      expect(booked.booking?.documents).toHaveLength(1);
    } finally {
      t.clock.advance(-8 * DAY_MS);
    }
    // Booked: nothing left to renew.
    expectFieldError(await t.as(scene.pricing.token).post(paths.renew, {}), 409, 'status');
  });

  it('renews only a Selected enquiry, and refuses hostile bodies', async () => {
    const scene = await createBookingScene(t);
    expectFieldError(await t.as(scene.pricing.token).post(pathsOf(scene).renew, {}), 409, 'status');
    const cases: HostileCase[] = [
      { name: 'string version', body: { version: '1' }, field: 'version' },
      { name: 'negative version', body: { version: -1 }, field: 'version' },
      { name: 'fraction version', body: { version: 0.5 }, field: 'version' },
      { name: 'NUL version', body: { version: NUL }, field: 'version' },
      { name: 'huge version', body: { version: 2 ** 40 }, field: 'version' },
      { name: 'object version', body: { version: { $gt: 0 } }, field: 'version' },
      { name: 'unknown email', body: { email: 'evil@example.test' }, field: 'email' },
      { name: 'unknown token', body: { token: 'x' }, field: 'token' },
      { name: 'array body', body: [{}], field: 'body' },
      { name: 'null body', body: null, field: 'body' },
    ];
    await expectHostileRefused(t, scene.pricing.token, 'POST', pathsOf(scene).renew, cases);
  });

  it('refuses hostile link bodies naming the field, storing nothing', async () => {
    const { paths, token } = await selectedScene();
    const valid = { ...bookingForm(), token };
    const cases: HostileCase[] = [
      { name: 'missing token', body: { ...bookingForm() }, field: 'token' },
      { name: 'number token', body: { ...valid, token: 42 }, field: 'token' },
      { name: '10k token', body: { ...valid, token: LONG }, field: 'token' },
      { name: 'missing consignee', body: { ...valid, consignee: undefined }, field: 'consignee' },
      { name: 'array shipper', body: { ...valid, shipper: ['a'] }, field: 'shipper' },
      { name: 'NUL marks', body: { ...valid, cargo: { ...valid.cargo, marks: NUL } }, field: 'cargo.marks' },
      {
        name: 'zero packages',
        body: { ...valid, cargo: { ...valid.cargo, packageCount: 0 } },
        field: 'cargo.packageCount',
      },
      {
        name: 'huge weight',
        body: { ...valid, cargo: { ...valid.cargo, grossWeightKg: 1e12 } },
        field: 'cargo.grossWeightKg',
      },
      { name: '10k remarks', body: { ...valid, remarks: LONG }, field: 'remarks' },
      { name: 'unknown field', body: { ...valid, submittedBy: 1 }, field: 'submittedBy' },
      { name: 'array body', body: [valid], field: 'body' },
    ];
    await expectHostileRefused(t, null, 'POST', paths.link, cases);
  });
});

describe('tenancy', () => {
  it('hides every route of an enquiry from another forwarder, another customer and a vendor', async () => {
    const { scene, paths, token } = await selectedScene();
    const stranger = await createEnquiryScene(t);
    const vendor = await createRegisteredVendor(t, scene.forwarder);
    const before = await countRows(t.db);
    const staffOf = [stranger.admin.token, stranger.pricing.token, vendor.user.token];
    for (const tok of staffOf) {
      expect((await t.as(tok).get(paths.staff)).statusCode).toBe(404);
      expect((await t.as(tok).post(paths.renew, {})).statusCode).toBe(404);
    }
    const customerRoutes = [
      () =>
        t
          .as(stranger.customerUser.token)
          .post(paths.select, { quoteOptionId: scene.otherOption.id, version: 0 }),
      () => t.as(stranger.customerUser.token).get(paths.customer),
      () => t.as(stranger.customerUser.token).post(paths.customer, bookingForm()),
      () => t.as(stranger.customerUser.token).get(paths.feedback),
      () => t.as(stranger.customerUser.token).post(paths.feedback, { rating: 1 }),
    ];
    for (const call of customerRoutes) expect((await call()).statusCode).toBe(404);
    const upload = await uploadBookingDocument(t, paths.customerDocuments, 'CI', stranger.customerUser.token);
    expect(upload.statusCode).toBe(404);
    // A vendor is no customer: the customer's door is closed to it before any enquiry is looked at.
    for (const res of [
      await t.as(vendor.user.token).get(paths.customer),
      await t.as(vendor.user.token).post(paths.customer, bookingForm()),
      await t.as(vendor.user.token).post(paths.select, { quoteOptionId: scene.option.id, version: 0 }),
    ]) {
      expect([403, 404]).toContain(res.statusCode);
    }
    expect(await countRows(t.db)).toEqual(before);
    // And still works for its own customer.
    expectItem(await t.as().get(`${paths.link}?token=${encodeURIComponent(token)}`));
  });
});

describe('feedback', () => {
  it('is given once, only after Booked, and the forwarder reads it', async () => {
    const { scene, paths } = await selectedScene();
    const customer = t.as(scene.customerUser.token);
    expectFieldError(await customer.post(paths.feedback, { rating: 5 }), 409, 'status');
    expectItem(await customer.post(paths.customer, bookingForm()), 201);
    expect(expectItem(await customer.get(paths.feedback))).toBeNull();
    const given = expectItem<{ rating: number; comment: string }>(
      await customer.post(paths.feedback, { rating: 4, comment: 'Quick and clear' }),
      201,
    );
    expect(given).toMatchObject({ rating: 4, comment: 'Quick and clear' });
    expectFieldError(await customer.post(paths.feedback, { rating: 5 }), 409, 'rating');

    const told = await t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, scene.sales.id),
          eq(notifications.kind, BOOKING_NOTIFICATION_KIND.feedback),
        ),
      );
    expect(told).toHaveLength(1);

    const list = await t
      .as(scene.admin.token)
      .get(`${ENQUIRY_PATHS.feedback}?rating=4&search=${scene.enquiry.reference}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(
      list.json<{ data: { items: { enquiryId: number }[] } }>().data.items.map((i) => i.enquiryId),
    ).toEqual([scene.enquiry.id]);
    const none = await t.as(scene.admin.token).get(`${ENQUIRY_PATHS.feedback}?rating=1`);
    expect(none.json<{ data: { total: number } }>().data.total).toBe(0);
    const stranger = await createEnquiryScene(t);
    const theirs = await t.as(stranger.admin.token).get(ENQUIRY_PATHS.feedback);
    expect(theirs.json<{ data: { total: number } }>().data.total).toBe(0);
  });

  it('refuses hostile feedback naming the field, storing nothing', async () => {
    const scene = await createBookingScene(t);
    await moveEnquiryTo(t, scene, scene.enquiry, 'booked');
    const cases: HostileCase[] = [
      { name: 'missing rating', body: { comment: 'ok' }, field: 'rating' },
      { name: 'string rating', body: { rating: '5' }, field: 'rating' },
      { name: 'zero rating', body: { rating: 0 }, field: 'rating' },
      { name: 'six stars', body: { rating: 6 }, field: 'rating' },
      { name: 'negative rating', body: { rating: -1 }, field: 'rating' },
      { name: 'fraction rating', body: { rating: 4.5 }, field: 'rating' },
      { name: 'NUL comment', body: { rating: 4, comment: NUL }, field: 'comment' },
      { name: '10k comment', body: { rating: 4, comment: LONG }, field: 'comment' },
      { name: 'number comment', body: { rating: 4, comment: 7 }, field: 'comment' },
      { name: 'unknown field', body: { rating: 4, createdBy: 1 }, field: 'createdBy' },
      { name: 'array body', body: [{ rating: 4 }], field: 'body' },
      { name: 'null body', body: null, field: 'body' },
    ];
    await expectHostileRefused(
      t,
      scene.customerUser.token,
      'POST',
      enquiryPath(ENQUIRY_PATHS.myQueryFeedback, { id: scene.enquiry.id }),
      cases,
    );
  });
});
