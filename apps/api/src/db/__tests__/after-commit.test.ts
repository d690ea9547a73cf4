import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { afterCommit } from '../after-commit';

// The test database (PGlite, or PostgreSQL in the server suite): both drivers' transactions.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('afterCommit', () => {
  it('runs once the transaction has committed, not before', async () => {
    const ran: string[] = [];
    await t.db.transaction(async (tx) => {
      afterCommit(() => ran.push('first'));
      await tx.execute(sql`select 1`);
      afterCommit(() => ran.push('second'));
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(['first', 'second']);
  });

  it('never runs when the transaction rolls back, savepoints included', async () => {
    const ran: string[] = [];
    await expect(
      t.db.transaction(async (tx) => {
        afterCommit(() => ran.push('outer'));
        await tx.transaction(async () => {
          afterCommit(() => ran.push('savepoint'));
        });
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(ran).toEqual([]);
  });

  it('keeps the work of a committed savepoint for the commit of its transaction', async () => {
    const ran: string[] = [];
    await t.db.transaction(async (tx) => {
      await tx.transaction(async () => {
        afterCommit(() => ran.push('savepoint'));
      });
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(['savepoint']);
  });

  it('runs at once outside a transaction, and a failing callback fails neither the commit nor the rest', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const ran: string[] = [];
    afterCommit(() => ran.push('now'));
    expect(ran).toEqual(['now']);
    const result = await t.db.transaction(async () => {
      afterCommit(() => {
        throw new Error('follower failed');
      });
      afterCommit(() => ran.push('after the failure'));
      return 'committed';
    });
    expect(result).toBe('committed');
    expect(ran).toEqual(['now', 'after the failure']);
    expect(logged).toHaveBeenCalledWith('after-commit callback failed', expect.any(Error));
    logged.mockRestore();
  });
});
