import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetDialogs } from '../lib/dialogs';
import { resetHttpState } from '../lib/http';

// CI runs on a loaded 2-core machine: a dialog or a list can take seconds to appear there, so
// findBy/waitFor wait up to 10 s (they return as soon as the condition holds).
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  cleanup();
  resetDialogs();
  resetHttpState();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
