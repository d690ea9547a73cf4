import { MESSAGES } from '@fastforward/domain';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { registerErrorHandler } from '../errors';

const appThrowing = (error: Error) => {
  const app = Fastify({ logger: false });
  registerErrorHandler(app, null);
  app.get('/x', async () => {
    throw error;
  });
  return app;
};

describe('error envelope', () => {
  it('titles an AppError with its status name (SPEC §8) unless it names its own title', async () => {
    const plain = await appThrowing(AppError.fieldError('name', 'Name is required')).inject('/x');
    expect(plain.json()).toEqual({
      success: false,
      error: 'Bad Request',
      message: 'Name is required',
      errors: [{ field: 'name', defaultMessage: 'Name is required' }],
    });
    const titled = await appThrowing(
      new AppError('CONFLICT', 'The port is used by 3 rates.', { title: MESSAGES.forbiddenDeletion }),
    ).inject('/x');
    expect(titled.statusCode).toBe(409);
    expect(titled.json()).toMatchObject({
      error: 'Forbidden Deletion',
      message: 'The port is used by 3 rates.',
    });
  });

  it('hides the details of an unexpected error behind a reference', async () => {
    const res = await appThrowing(new Error('connection string postgres://secret@db')).inject('/x');
    expect(res.statusCode).toBe(500);
    expect(res.json().error).toBe('Internal_Server_Error');
    expect(res.body).not.toContain('secret');
    expect(res.json().message).toMatch(/^An unexpected error occurred\. Reference: /);
  });
});
