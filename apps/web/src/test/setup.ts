import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetDialogs } from '../lib/dialogs';
import { resetHttpState } from '../lib/http';

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
