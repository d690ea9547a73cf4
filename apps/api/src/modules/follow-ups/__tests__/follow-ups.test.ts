import {
  enquiryPath,
  FOLLOW_UP_NOTIFICATION_KIND,
  type FollowUp,
  type FollowUpCalendar,
  SALES_PATHS,
} from '@fastforward/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  companySettings,
  eventDates,
  followUps,
  leads,
  notifications,
  salesVisits,
} from '../../../db/schema';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { createApprovedKyc } from '../../../test/kyc-factories';
import { expectHostileRefused, hostileBodies, NUL } from '../../../test/organisation';
import { expectFieldError, expectItem, expectList } from '../../../test/responses';
import { countRows } from '../../../test/row-counts';
import { createLead, SALES_STAFF_PERMISSIONS } from '../../../test/sales-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { FOLLOW_UP_REMINDER_JOB } from '../follow-ups.service';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const PATH = SALES_PATHS.followUps;
const itemPath = (id: number) => enquiryPath(SALES_PATHS.followUp, { id });
const statusPath = (id: number) => enquiryPath(SALES_PATHS.followUpStatus, { id });
const SLOW = { timeout: 120_000 };

let t: TestApp;
let admin: TestUser;
let sales: TestUser;
beforeEach(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  sales = await createUser(t, { company: admin.company, permissions: SALES_STAFF_PERMISSIONS });
});
afterEach(() => t.close());

const at = (ms: number) => new Date(t.clock.now.getTime() + ms).toISOString();

const body = (extra: Record<string, unknown> = {}) => ({
  title: 'Call about the Q3 tender',
  notes: 'Ask for volumes per lane.',
  dueAt: at(2 * HOUR),
  assigneeId: sales.id,
  ...extra,
});

const create = async (token: string, extra: Record<string, unknown> = {}) =>
  expectItem<FollowUp>(await t.as(token).post(PATH, body(extra)), 201);

const list = async (token: string, query = '') =>
  expectList<FollowUp>(await t.as(token).get(`${PATH}${query}`));

const nextFollowUpOf = async (leadId: number) =>
  (await t.db.select({ at: leads.nextFollowUpAt }).from(leads).where(eq(leads.id, leadId)))[0]?.at ?? null;

/** The queue holds a job by the database's clock; the job itself decides by the app's (see enquiry-forwards). */
const makeRemindersDue = () =>
  t.db.execute(
    sql`update pgboss.job set start_after = now() where name = ${FOLLOW_UP_REMINDER_JOB} and state = 'created'`,
  );

const remindersOf = (userId: number) =>
  t.db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.userId, userId), eq(notifications.kind, FOLLOW_UP_NOTIFICATION_KIND.reminder)),
    );

describe('follow-ups', () => {
  it(
    'creates, reads, edits, marks done, reopens and deletes, keeping the lead next follow-up in step',
    SLOW,
    async () => {
      const lead = await createLead(t, { company: admin.company });
      const other = await createLead(t, { company: admin.company });
      const later = await create(sales.token, { leadId: lead.id, dueAt: at(2 * DAY) });
      expect(later).toMatchObject({
        title: 'Call about the Q3 tender',
        status: 'open',
        isOverdue: false,
        assignee: { id: sales.id },
        lead: { id: lead.id, name: lead.companyName },
        customer: null,
        completedAt: null,
      });
      expect(await nextFollowUpOf(lead.id)).toEqual(new Date(at(2 * DAY)));

      const sooner = await create(admin.token, {
        leadId: lead.id,
        dueAt: at(DAY),
        title: 'Send the rate sheet',
      });
      expect(await nextFollowUpOf(lead.id)).toEqual(new Date(at(DAY)));
      expect(expectItem<FollowUp>(await t.as(sales.token).get(itemPath(sooner.id))).title).toBe(
        'Send the rate sheet',
      );

      // Done: the next open one is next.
      const done = expectItem<FollowUp>(
        await t.as(sales.token).post(statusPath(sooner.id), { status: 'done' }),
      );
      expect(done).toMatchObject({ status: 'done', completedAt: t.clock.now.toISOString() });
      expect(await nextFollowUpOf(lead.id)).toEqual(new Date(at(2 * DAY)));

      // Moved to another lead: the first has none open, the second has it.
      const moved = expectItem<FollowUp>(
        await t.as(sales.token).put(itemPath(later.id), body({ leadId: other.id, dueAt: at(3 * DAY) })),
      );
      expect(moved.lead).toEqual({ id: other.id, name: other.companyName });
      expect(await nextFollowUpOf(lead.id)).toBeNull();
      expect(await nextFollowUpOf(other.id)).toEqual(new Date(at(3 * DAY)));

      // Reopened: counted again.
      const reopened = await t.as(sales.token).post(statusPath(sooner.id), { status: 'open' });
      expect(expectItem<FollowUp>(reopened)).toMatchObject({ status: 'open', completedAt: null });
      expect(reopened.json().message).toBe('Follow-up reopened');
      expect(await nextFollowUpOf(lead.id)).toEqual(new Date(at(DAY)));

      const deleted = await t.as(sales.token).delete(itemPath(sooner.id));
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect((await t.as(sales.token).get(itemPath(sooner.id))).statusCode).toBe(404);
      expect(await nextFollowUpOf(lead.id)).toBeNull();
    },
  );

  it(
    'ties a follow-up to a customer of the forwarder, never to a lead and a customer at once',
    SLOW,
    async () => {
      const kyc = await createApprovedKyc(t, { forwarder: admin.company });
      const item = await create(sales.token, { customerCompanyId: kyc.company.id });
      expect(item.customer).toEqual({ id: kyc.company.id, name: kyc.company.name });
      const lead = await createLead(t, { company: admin.company });
      const before = await countRows(t.db);
      expectFieldError(
        await t.as(sales.token).post(PATH, body({ leadId: lead.id, customerCompanyId: kyc.company.id })),
        400,
        'customerCompanyId',
      );
      expect(await countRows(t.db)).toEqual(before);
    },
  );

  it(
    'filters by status, overdue by the app clock, assignee, lead, search and due days in the company zone',
    SLOW,
    async () => {
      await t.db.insert(companySettings).values({ companyId: admin.company.id, timeZone: 'Asia/Dubai' });
      const lead = await createLead(t, { company: admin.company, companyName: 'Zephyr Textiles' });
      const soon = await create(sales.token, { title: 'Soon', dueAt: at(5 * MINUTE) });
      const later = await create(sales.token, { title: 'Later', dueAt: at(3 * HOUR), leadId: lead.id });
      const mine = await create(admin.token, {
        title: 'Admin own',
        dueAt: at(2 * MINUTE),
        assigneeId: admin.id,
      });
      const finished = await create(sales.token, { title: 'Finished', dueAt: at(-DAY) });
      await t.as(sales.token).post(statusPath(finished.id), { status: 'done' });

      const ids = async (query: string) => (await list(sales.token, query)).items.map((i) => i.id);
      expect(await ids('?overdue=true')).toEqual([]);
      // Within the access token's life.
      t.clock.advance(10 * MINUTE);
      // Due soonest first; overdue only the open ones past due by the app's clock.
      expect(await ids('?overdue=true')).toEqual([mine.id, soon.id]);
      expect(await ids('?overdue=false')).toEqual([finished.id, later.id]);
      const listed = await list(sales.token, '?status=open');
      expect(listed.items.map((i) => [i.id, i.isOverdue])).toEqual([
        [mine.id, true],
        [soon.id, true],
        [later.id, false],
      ]);
      expect(await ids('?status=done')).toEqual([finished.id]);
      expect(await ids(`?assigneeId=${admin.id}`)).toEqual([mine.id]);
      expect(await ids(`?leadId=${lead.id}`)).toEqual([later.id]);
      expect(await ids('?search=zephyr')).toEqual([later.id]);
      expect(await ids('?search=%25')).toEqual([]);

      // Days are Dubai's: the day a follow-up falls on there, and the filters from its first instant.
      const dubaiDay = (iso: string) =>
        new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date(iso));
      const finishedDay = dubaiDay(finished.dueAt);
      expect(finished.dueDay).toBe(finishedDay);
      expect(await ids(`?dueFrom=${finishedDay}&dueTo=${finishedDay}`)).toEqual([finished.id]);
      expect(await ids(`?dueTo=${finishedDay}`)).toEqual([finished.id]);
      const paged = await list(sales.token, '?pageSize=2&page=2&sort=dueAt&order=asc');
      expect(paged).toMatchObject({ total: 4, page: 2, pageSize: 2 });
      expect(paged.items.map((i) => i.id)).toEqual([soon.id, later.id]);

      expectFieldError(await t.as(sales.token).get(`${PATH}?overdue=yes`), 400, 'overdue');
      expectFieldError(await t.as(sales.token).get(`${PATH}?dueFrom=2026-02-30x`), 400, 'dueFrom');
      expectFieldError(
        await t.as(sales.token).get(`${PATH}?dueFrom=2026-03-02&dueTo=2026-03-01`),
        400,
        'dueTo',
      );
      expectFieldError(await t.as(sales.token).get(`${PATH}?colour=red`), 400, 'colour');
    },
  );

  it('reminds the assignee once, by the queue at the due time by the app clock', SLOW, async () => {
    const item = await create(admin.token, { dueAt: at(2 * HOUR) });
    const queued = await t.db.execute(
      sql`select data from pgboss.job where name = ${FOLLOW_UP_REMINDER_JOB}`,
    );
    expect((queued as unknown as { rows: { data: unknown }[] }).rows.map((r) => r.data)).toEqual([
      { followUpId: item.id, dueAt: item.dueAt },
    ]);

    // Before the due time: the job runs early (the database's clock) and waits again.
    t.clock.advance(HOUR);
    await makeRemindersDue();
    await t.drainJobs();
    expect(await remindersOf(sales.id)).toHaveLength(0);

    t.clock.advance(HOUR + 60_000);
    await makeRemindersDue();
    await t.drainJobs();
    const [reminder, ...more] = await remindersOf(sales.id);
    expect(more).toHaveLength(0);
    expect(reminder).toMatchObject({
      title: 'Follow-up due: Call about the Q3 tender',
      link: `/dashboard/sales/follow-ups?followUp=${item.id}`,
    });
    const [row] = await t.db.select().from(followUps).where(eq(followUps.id, item.id));
    expect(row?.remindedAt).toEqual(t.clock.now);

    // Once only.
    await makeRemindersDue();
    await t.drainJobs();
    expect(await remindersOf(sales.id)).toHaveLength(1);
  });

  it('reminds at the new due time of a moved follow-up, and never a done one', SLOW, async () => {
    const moved = await create(sales.token, { dueAt: at(HOUR), title: 'Moved' });
    const done = await create(sales.token, { dueAt: at(HOUR), title: 'Done' });
    await t.as(sales.token).put(itemPath(moved.id), body({ dueAt: at(5 * HOUR), title: 'Moved' }));
    await t.as(sales.token).post(statusPath(done.id), { status: 'done' });

    t.clock.advance(2 * HOUR);
    await makeRemindersDue();
    await t.drainJobs();
    expect(await remindersOf(sales.id)).toHaveLength(0);

    t.clock.advance(4 * HOUR);
    await makeRemindersDue();
    await t.drainJobs();
    const reminders = await remindersOf(sales.id);
    expect(reminders.map((r) => r.title)).toEqual(['Follow-up due: Moved']);
  });

  it(
    'answers the calendar of follow-ups, event dates and visits between two days, at most 62',
    SLOW,
    async () => {
      const inRange = await create(sales.token, { dueAt: at(DAY), title: 'In range' });
      const doneInRange = await create(sales.token, { dueAt: at(2 * DAY), title: 'Done in range' });
      await t.as(sales.token).post(statusPath(doneInRange.id), { status: 'done' });
      await create(sales.token, { dueAt: at(40 * DAY), title: 'Out of range' });
      const from = at(0).slice(0, 10);
      const to = at(10 * DAY).slice(0, 10);
      const [event] = await t.db
        .insert(eventDates)
        .values([
          {
            companyId: admin.company.id,
            title: 'Port holiday',
            startDate: at(-DAY).slice(0, 10),
            endDate: at(DAY).slice(0, 10),
          },
          { companyId: admin.company.id, title: 'Far away', startDate: at(50 * DAY).slice(0, 10) },
        ])
        .returning({ id: eventDates.id });
      await t.db.insert(salesVisits).values({
        companyId: admin.company.id,
        salesPersonId: sales.id,
        purpose: 'Meet the buyer',
        plannedAt: new Date(at(3 * DAY)),
        status: 'planned',
      });

      const res = await t.as(sales.token).get(`${SALES_PATHS.followUpCalendar}?from=${from}&to=${to}`);
      expect(res.statusCode, res.body).toBe(200);
      const calendar = res.json<{ data: FollowUpCalendar }>().data;
      expect(calendar.followUps.map((f) => [f.id, f.status])).toEqual([
        [inRange.id, 'open'],
        [doneInRange.id, 'done'],
      ]);
      expect(calendar.events.map((e) => e.id)).toEqual([event?.id]);
      expect(calendar.visits).toMatchObject([{ purpose: 'Meet the buyer', salesPerson: { id: sales.id } }]);
      expect(calendar).toMatchObject({ from, to, timeZone: 'UTC', isTruncated: false });

      const calendarOf = (query: string) => t.as(sales.token).get(`${SALES_PATHS.followUpCalendar}${query}`);
      expectFieldError(await calendarOf('?from=2026-01-01&to=2026-03-05'), 400, 'to');
      expect((await calendarOf('?from=2026-01-01&to=2026-03-03')).statusCode).toBe(200);
      expectFieldError(await calendarOf('?from=2026-01-02&to=2026-01-01'), 400, 'to');
      expectFieldError(await calendarOf('?to=2026-01-01'), 400, 'from');
    },
  );

  it(
    'hides a company follow-ups from another forwarder, and refuses its ids as references',
    SLOW,
    async () => {
      const lead = await createLead(t, { company: admin.company });
      const item = await create(sales.token, { leadId: lead.id });
      const outsider = await createAdmin(t);
      const outsiderLead = await createLead(t, { company: outsider.company });
      const before = await countRows(t.db);
      expect((await list(outsider.token, '?pageSize=100')).items).toEqual([]);
      for (const res of [
        await t.as(outsider.token).get(itemPath(item.id)),
        await t.as(outsider.token).put(itemPath(item.id), body({ assigneeId: outsider.id })),
        await t.as(outsider.token).post(statusPath(item.id), { status: 'done' }),
        await t.as(outsider.token).delete(itemPath(item.id)),
      ]) {
        expect(res.statusCode, res.body).toBe(404);
      }
      const calendar = await t
        .as(outsider.token)
        .get(`${SALES_PATHS.followUpCalendar}?from=${at(-DAY).slice(0, 10)}&to=${at(DAY).slice(0, 10)}`);
      expect(calendar.json().data.followUps).toEqual([]);
      expect(await countRows(t.db)).toEqual(before);

      // The other company's staff, lead and customer are no references of this one.
      const outsiderCustomer = await createApprovedKyc(t, { forwarder: outsider.company });
      await expectHostileRefused(t, sales.token, 'POST', PATH, [
        { name: 'other assignee', body: body({ assigneeId: outsider.id }), field: 'assigneeId' },
        { name: 'other lead', body: body({ leadId: outsiderLead.id }), field: 'leadId' },
        {
          name: 'other customer',
          body: body({ customerCompanyId: outsiderCustomer.company.id }),
          field: 'customerCompanyId',
        },
      ]);
      expect(await nextFollowUpOf(outsiderLead.id)).toBeNull();
    },
  );

  it('refuses hostile bodies on create, update and status, changing nothing', SLOW, async () => {
    const valid = body();
    const cases = hostileBodies(valid, { required: 'title', text: 'title', number: 'assigneeId' }, [
      { name: 'missing dueAt', body: { ...valid, dueAt: undefined }, field: 'dueAt' },
      { name: 'text dueAt', body: { ...valid, dueAt: 'tomorrow' }, field: 'dueAt' },
      { name: 'NUL in notes', body: { ...valid, notes: NUL }, field: 'notes' },
      { name: 'negative assignee', body: { ...valid, assigneeId: -1 }, field: 'assigneeId' },
      { name: 'huge lead id', body: { ...valid, leadId: 2 ** 40 }, field: 'leadId' },
      { name: 'status in body', body: { ...valid, status: 'done' }, field: 'status' },
      { name: 'remindedAt in body', body: { ...valid, remindedAt: null }, field: 'remindedAt' },
    ]);
    await expectHostileRefused(t, sales.token, 'POST', PATH, cases);
    const item = await create(sales.token);
    await expectHostileRefused(t, sales.token, 'PUT', itemPath(item.id), cases);
    await expectHostileRefused(t, sales.token, 'POST', statusPath(item.id), [
      { name: 'unknown status', body: { status: 'closed' }, field: 'status' },
      {
        name: 'extra field',
        body: { status: 'done', completedAt: '2020-01-01T00:00:00Z' },
        field: 'completedAt',
      },
      { name: 'no body', body: null, field: 'body' },
    ]);
    expect(expectItem<FollowUp>(await t.as(sales.token).get(itemPath(item.id)))).toEqual(item);
  });
});
