import '../zod-config';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

describe('zod configuration', () => {
  it('turns zod JIT off (the page allows no eval) in the configuration zod reads', () => {
    expect(z.config().jitless).toBe(true);
  });
});
