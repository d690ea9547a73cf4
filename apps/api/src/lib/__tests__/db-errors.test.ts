import { MESSAGES } from '@fastforward/domain';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/queries';
import { registerErrorHandler } from '../../plugins/errors';
import { createTestApp, type TestApp } from '../../test/test-app';
import { forbiddenDeletionOf } from '../db-errors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What the database's driver throws, through drizzle (which keeps it as the cause). */
async function errorOf(statement: ReturnType<typeof sql>) {
  try {
    await t.db.execute(statement);
  } catch (error) {
    return error;
  }
  throw new Error('the statement succeeded');
}

describe('forbiddenDeletionOf', () => {
  it("turns the database's refusal of a delete into 'Forbidden Deletion' naming what uses the row", async () => {
    // Shipped cities point at their country.
    const error = await errorOf(sql`delete from countries where code = 'AE'`);
    const refusal = forbiddenDeletionOf(error);
    expect(refusal?.statusCode).toBe(409);
    expect(refusal?.title).toBe(MESSAGES.forbiddenDeletion);
    expect(refusal?.message).toMatch(/^This country is used by [a-z ]+ and cannot be deleted\.$/);
  });

  it('names both sides of every foreign key of the schema', async () => {
    // The job queue's own tables live in their own schema; the app deletes nothing there.
    const result = await t.db.execute(
      sql`select conname as constraint, conrelid::regclass::text as "table" from pg_constraint
           where contype = 'f' and connamespace = 'public'::regnamespace`,
    );
    const keys = rowsOf<{ constraint: string; table: string }>(result);
    expect(keys.length).toBeGreaterThan(40);
    for (const key of keys) {
      const message = forbiddenDeletionOf({ code: '23503', ...key })?.message;
      expect(message, key.constraint).not.toMatch(/This record/);
      expect(message, key.constraint).not.toContain('_');
    }
  });

  it('answers the refusal of an ON DELETE RESTRICT key (restrict_violation) the same way', () => {
    const refusal = forbiddenDeletionOf({
      code: '23001',
      constraint: 'customer_kycs_tier_id_tiers_id_fk',
      table: 'customer_kycs',
    });
    expect(refusal?.title).toBe(MESSAGES.forbiddenDeletion);
    expect(refusal?.message).toBe('This tier is used by customers and cannot be deleted.');
  });

  it('leaves other errors alone', async () => {
    expect(forbiddenDeletionOf(new Error('boom'))).toBeNull();
    expect(forbiddenDeletionOf(await errorOf(sql`select 1/0`))).toBeNull();
  });
});

describe('the error handler', () => {
  const appThrowing = (error: unknown) => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app, null);
    app.route({ method: ['DELETE', 'POST'], url: '/x', handler: async () => Promise.reject(error) });
    return app;
  };

  it("answers a delete refused by a foreign key with 409 'Forbidden Deletion'", async () => {
    const error = await errorOf(sql`delete from countries where code = 'AE'`);
    const res = await appThrowing(error).inject({ method: 'DELETE', url: '/x' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, error: MESSAGES.forbiddenDeletion, errors: [] });
    expect(res.json().message).toMatch(/^This country is used by /);
  });

  it('keeps a foreign-key error of a write that is no delete a hidden 500', async () => {
    const error = await errorOf(sql`insert into cities (country_code, name) values ('ZZ', 'Nowhere')`);
    const res = await appThrowing(error).inject({ method: 'POST', url: '/x' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('cities');
  });
});
