import { describe, expect, it } from 'vitest';
import { tooManyAttemptsMessage } from '../attempts';

describe('the wait a refused attempt names', () => {
  it.each([
    [0, 'Too many attempts. Try again in 1 second.'],
    [1, 'Too many attempts. Try again in 1 second.'],
    [45, 'Too many attempts. Try again in 45 seconds.'],
    [59, 'Too many attempts. Try again in 59 seconds.'],
    [60, 'Too many attempts. Try again in 1 minute.'],
    [61, 'Too many attempts. Try again in 2 minutes.'],
    [181, 'Too many attempts. Try again in 4 minutes.'],
    [900, 'Too many attempts. Try again in 15 minutes.'],
  ] as const)('%i s reads %j', (seconds, message) => {
    expect(tooManyAttemptsMessage(seconds)).toBe(message);
  });
});
