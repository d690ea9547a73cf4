import { COMPANY_MASTERS_PATHS, type EventDate } from '@fastforward/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectDeleted, expectHostileRefusedOnWrites, recordCalls } from '../../../test/company-records';
import { createAdmin } from '../../../test/factories';
import { type HostileCase, hostileBodies } from '../../../test/organisation';
import { createTestApp, type TestApp } from '../../../test/test-app';

const PATH = COMPANY_MASTERS_PATHS.eventDates;

let t: TestApp;
let admin: string;
let calls: ReturnType<typeof recordCalls>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await createAdmin(t)).token;
  calls = recordCalls(t, PATH);
});
afterAll(() => t.close());

const EVENT = {
  title: 'Eid al-Fitr holiday',
  startDate: '2026-03-19',
  endDate: '2026-03-22',
  description: 'Office closed',
};

describe('event dates', () => {
  it('creates, reads, updates and deletes an event', async () => {
    const created = await calls.create<EventDate>(admin, EVENT);
    expect(created).toMatchObject(EVENT);
    const updated = await calls.put(admin, created.id, { ...EVENT, endDate: '', description: null });
    expect(updated.json().data.item).toMatchObject({ endDate: null, description: null });
    const sameDay = await calls.put(admin, created.id, { ...EVENT, endDate: EVENT.startDate });
    expect(sameDay.statusCode, sameDay.body).toBe(200);
    await expectDeleted(t, PATH, admin, created.id);
  });

  it('refuses an end before the start and days that do not exist', async () => {
    const early = await calls.post(admin, { ...EVENT, endDate: '2026-03-18' });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors[0]).toMatchObject({
      field: 'endDate',
      defaultMessage: 'End date must not be before the start date',
    });
    const feb30 = await calls.post(admin, { ...EVENT, startDate: '2026-02-30', endDate: null });
    expect(feb30.json().errors[0].field).toBe('startDate');
  });

  it('lists the events that touch a month range, searched by title or description', async () => {
    const { token } = await createAdmin(t);
    const create = (title: string, startDate: string, endDate: string | null = null) =>
      calls.create(token, { title, startDate, endDate });
    const newYear = await create('New Year', '2026-01-01');
    const spansMonths = await create('Stock take', '2026-01-30', '2026-02-02');
    const march = await create('Quarter close', '2026-03-31');
    const nextYear = await create('Next new year', '2027-01-01');
    const ids = async (query: string) => (await calls.list(token, query)).items.map((e) => e.id);
    expect(await ids('')).toEqual([newYear.id, spansMonths.id, march.id, nextYear.id]);
    expect(await ids('?from=2026-02&to=2026-02')).toEqual([spansMonths.id]);
    expect(await ids('?from=2026-01&to=2026-03')).toEqual([newYear.id, spansMonths.id, march.id]);
    expect(await ids('?from=2026-03')).toEqual([march.id, nextYear.id]);
    expect(await ids('?to=2026-01')).toEqual([newYear.id, spansMonths.id]);
    expect(await ids('?search=close')).toEqual([march.id]);
    expect(await ids('?sort=title&order=desc&pageSize=2')).toEqual([spansMonths.id, march.id]);
    for (const query of ['?from=2026-13', '?from=2026-03&to=2026-01', '?to=26-01']) {
      const res = await t.as(token).get(`${PATH}${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('refuses hostile bodies on create and update, storing nothing', async () => {
    const formats: HostileCase[] = [
      { name: 'date with time', body: { ...EVENT, startDate: '2026-03-19T10:00:00Z' }, field: 'startDate' },
      { name: 'number date', body: { ...EVENT, startDate: 20260319 }, field: 'startDate' },
      { name: 'not a date', body: { ...EVENT, endDate: 'soon' }, field: 'endDate' },
      { name: '10k description', body: { ...EVENT, description: 'x'.repeat(10_000) }, field: 'description' },
      { name: 'NUL in description', body: { ...EVENT, description: 'a\u0000' }, field: 'description' },
    ];
    const cases = hostileBodies(EVENT, { required: 'startDate', text: 'title' }, formats);
    await expectHostileRefusedOnWrites(t, admin, PATH, cases, EVENT);
  });
});
