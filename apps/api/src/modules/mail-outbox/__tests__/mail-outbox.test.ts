import { API_PATHS } from '@fastforward/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  // The demo seed's mail (Oceanic's customer invitations) is not this file's: it counts its own.
  await t.db.delete(mailOutbox);
  for (const username of ['ffd.docs', 'ffd.ops', 'acme.buyer']) {
    await t.app.inject({ method: 'POST', url: API_PATHS.forgotPassword, payload: { username } });
    // One at a time: the job writes the e-mail, and the list is asserted newest first.
    await t.drainJobs();
  }
  adminToken = (await t.login('techart-admin')).token;
});
afterAll(() => t.close());

const list = (query: string, token = adminToken) =>
  t.app.inject({ method: 'GET', url: `${API_PATHS.mailOutbox}${query}`, headers: t.bearer(token) });

describe('mail outbox (embedded mailer)', () => {
  it('pages the e-mails newest first with the PRODUCT §5 list envelope', async () => {
    const res = await list('?page=1&pageSize=2');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(data.items.map((m: { toAddress: string }) => m.toAddress)).toEqual([
      'acme.buyer@acme.example',
      'ffd.ops@oceanic.example',
    ]);
    expect(data.items[0]).toMatchObject({
      subject: 'FastForward: reset your password',
      status: 'stored',
      error: null,
    });
    expect(Number.isNaN(Date.parse(data.items[0].createdAt))).toBe(false);
    expect((await list('?page=2&pageSize=2')).json().data.items).toHaveLength(1);
  });

  it('defaults to page 1 of 10 and searches recipient and subject, wildcards taken literally', async () => {
    expect((await list('')).json().data).toMatchObject({ page: 1, pageSize: 10, total: 3 });
    expect((await list('?search=oceanic')).json().data.total).toBe(2);
    expect((await list('?search=%25')).json().data.total).toBe(0);
  });

  it('refuses bad paging with the field named', async () => {
    const res = await list('?pageSize=1000');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('pageSize');
    expect((await list('?sort=evil')).json().errors[0].field).toBe('sort');
    const nul = await list('?search=a%00b');
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errors[0].field).toBe('search');
  });

  it('is only for platform administrators', async () => {
    const { token } = await t.login('ffd.admin');
    expect((await list('', token)).statusCode).toBe(403);
  });
});
