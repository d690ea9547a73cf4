import { describe, expect, it } from 'vitest';
import { redactUrl } from '../request-log';

describe('request log', () => {
  it.each([
    [
      '/api/forgotPassword/link/ffd.ops?token=abcDEF123_-',
      '/api/forgotPassword/link/ffd.ops?token=[redacted]',
    ],
    ['/change-password?t=MTIz&token=secret', '/change-password?t=[redacted]&token=[redacted]'],
    ['/api/v1/mail-outbox?page=2&search=token', '/api/v1/mail-outbox?page=2&search=token'],
    ['/api/login', '/api/login'],
  ])('writes %s as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});
