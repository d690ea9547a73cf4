import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetDialogs } from '../lib/dialogs';
import { resetHttpState } from '../lib/http';
import { resetRealtimeChannel } from '../lib/realtime';
import { FakeWebSocket } from './fake-websocket';

// CI runs on a loaded 2-core machine: a dialog or a list can take seconds to appear there, so
// findBy/waitFor wait up to 10 s (they return as soon as the condition holds).
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => {
  window.localStorage.clear();
  // The bell opens the realtime channel: a test plays its server, none reaches a real one.
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

afterEach(() => {
  cleanup();
  resetDialogs();
  resetHttpState();
  resetRealtimeChannel();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
