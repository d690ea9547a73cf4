import { API_PATHS, HEADERS, MESSAGES, SESSION_EXPIRED_RELOAD_MS, STORAGE_KEYS } from '@fastforward/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DialogHost } from '../../components/dialog-host';
import { deferred, json, mockFetch } from '../../test/fetch-mock';
import { getDialogs } from '../dialogs';
import {
  DuplicateRequestError,
  deleteWithDialogs,
  duplicateKey,
  http,
  prefetch,
  request,
  requestBlob,
} from '../http';
import { setNavigate, setReload } from '../navigation';

const navigate = vi.fn();
const reload = vi.fn();

beforeEach(() => {
  setNavigate(navigate);
  setReload(reload);
  navigate.mockReset();
  reload.mockReset();
  localStorage.setItem(STORAGE_KEYS.token, 'old-token');
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'old-refresh');
});

afterEach(() => {
  setNavigate(() => undefined);
});

const dialog = () => screen.findByRole('dialog');

describe('401 handling', () => {
  it('refreshes once for several parallel 401s and retries each call with the new token', async () => {
    localStorage.setItem(STORAGE_KEYS.clientIp, '10.0.0.7');
    const { calls } = mockFetch((call) => {
      if (call.url === API_PATHS.refreshToken)
        return json({
          success: true,
          data: { token: 'new-token', refreshToken: 'new-refresh', clientIp: '10.0.0.9' },
        });
      if (call.headers.Authorization === 'Bearer old-token')
        return json({ success: false, error: 'Unauthorized', message: 'expired' }, 401);
      return json({ success: true, data: { url: call.url } });
    });

    const results = await Promise.all([http.get('/api/v1/a'), http.get('/api/v1/b'), http.get('/api/v1/c')]);

    expect(results).toEqual([{ url: '/api/v1/a' }, { url: '/api/v1/b' }, { url: '/api/v1/c' }]);
    const refreshCalls = calls.filter((c) => c.url === API_PATHS.refreshToken);
    expect(refreshCalls).toHaveLength(1);
    expect(refreshCalls[0]?.headers.refresh_token).toBe('old-refresh');
    expect(refreshCalls[0]?.headers[HEADERS.clientIp]).toBe('10.0.0.7');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('new-token');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('new-refresh');
    // The refreshed pair brings the address the API sees now; the retries carry it.
    expect(localStorage.getItem(STORAGE_KEYS.clientIp)).toBe('10.0.0.9');
    const retries = calls.filter(
      (c) => c.url !== API_PATHS.refreshToken && c.headers.Authorization === 'Bearer new-token',
    );
    expect(retries.map((c) => c.headers[HEADERS.clientIp])).toEqual(['10.0.0.9', '10.0.0.9', '10.0.0.9']);
    expect(getDialogs()).toHaveLength(0);
  });

  it('ends the session with the Session Expired dialog and reloads after 3 seconds when refresh fails', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    mockFetch((call) =>
      call.url === API_PATHS.refreshToken
        ? json({ success: false, error: 'Unauthorized', message: 'revoked' }, 401)
        : json({ success: false, error: 'Unauthorized', message: 'expired' }, 401),
    );
    render(<DialogHost />);

    await expect(Promise.all([http.get('/api/v1/a'), http.get('/api/v1/b')])).rejects.toThrow();

    // findByRole polls with setTimeout, which is faked here; the dialog store renders synchronously.
    const shown = screen.getByRole('dialog');
    expect(within(shown).getByRole('heading', { name: MESSAGES.sessionExpiredTitle })).toBeTruthy();
    expect(within(shown).getByText('Your session has expired. You will be logged out.')).toBeTruthy();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SESSION_EXPIRED_RELOAD_MS);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('clears storage and goes to / without a dialog when refresh answers 500', async () => {
    mockFetch((call) =>
      call.url === API_PATHS.refreshToken
        ? json({}, 500)
        : json({ success: false, error: 'Unauthorized', message: 'x' }, 401),
    );
    await expect(http.get('/api/v1/a')).rejects.toThrow();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
    expect(getDialogs()).toHaveLength(0);
  });

  it('does not refresh on a 401 from login', async () => {
    const { calls } = mockFetch(() =>
      json({ success: false, error: 'Unauthorized', message: 'Invalid username or password.' }, 401),
    );
    await expect(
      request(API_PATHS.login, { method: 'POST', body: {}, auth: false, suppressErrorDialog: true }),
    ).rejects.toThrow('Invalid username or password.');
    expect(calls.map((c) => c.url)).toEqual([API_PATHS.login]);
  });
});

describe('duplicate requests', () => {
  it('treats paths differing only by a trailing numeric id as the same request', () => {
    expect(duplicateKey('POST', '/api/v1/x/12')).toBe(duplicateKey('POST', '/api/v1/x/13'));
    expect(duplicateKey('POST', '/api/v1/x/12')).not.toBe(duplicateKey('PUT', '/api/v1/x/12'));
    expect(duplicateKey('POST', '/api/v1/x')).not.toBe(duplicateKey('POST', '/api/v1/y'));
  });

  it('aborts the earlier in-flight mutation and drops it silently', async () => {
    const first = deferred<Response>();
    mockFetch((call) => (call.url.endsWith('/12') ? first.promise : json({ success: true, data: 'second' })));
    render(<DialogHost />);

    const earlier = http.post('/api/v1/x/12', { a: 1 });
    const later = http.post('/api/v1/x/13', { a: 2 });

    await expect(earlier).rejects.toBeInstanceOf(DuplicateRequestError);
    await expect(earlier).rejects.toThrow(MESSAGES.duplicateRequest);
    await expect(later).resolves.toBe('second');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not cancel GET requests', async () => {
    mockFetch(() => json({ success: true, data: 1 }));
    await expect(Promise.all([http.get('/api/v1/x/1'), http.get('/api/v1/x/2')])).resolves.toEqual([1, 1]);
  });
});

describe('default error dialog', () => {
  it.each([
    [404, {}, 'Not_Found'],
    [400, {}, 'Bad Request'],
    [500, {}, 'Internal_Server_Error'],
    [503, {}, 'Service_Unavailable'],
    [403, { error: 'Custom Title' }, 'Custom Title'],
  ])('titles a %i answer %s as %s', async (status, extra, title) => {
    mockFetch(() => json({ success: false, message: 'The message', errors: [], ...extra }, status));
    render(<DialogHost />);
    await expect(http.get('/api/v1/thing')).rejects.toThrow();
    const shown = await dialog();
    expect(within(shown).getByRole('heading', { name: title })).toBeTruthy();
    expect(within(shown).getByText('The message')).toBeTruthy();
  });

  it("shows the first error's defaultMessage before the message", async () => {
    mockFetch(() =>
      json(
        {
          success: false,
          error: 'Bad Request',
          message: 'Validation failed',
          errors: [
            { field: 'name', defaultMessage: 'Name is required' },
            { field: 'min', defaultMessage: 'Please enter a valid number' },
          ],
        },
        400,
      ),
    );
    render(<DialogHost />);
    await expect(http.post('/api/v1/weight-slabs', {})).rejects.toThrow('Name is required');
    expect(within(await dialog()).getByText('Name is required')).toBeTruthy();
  });

  it('stays silent when the caller suppresses it', async () => {
    mockFetch(() => json({ success: false, message: 'nope' }, 400));
    await expect(request('/api/v1/thing', { suppressErrorDialog: true })).rejects.toThrow('nope');
    expect(getDialogs()).toHaveLength(0);
  });

  it('sends the bearer token and the stored client IP', async () => {
    localStorage.setItem(STORAGE_KEYS.clientIp, '10.0.0.7');
    const { calls } = mockFetch(() => json({ success: true, data: null }));
    await http.get('/api/v1/my-profile');
    await http.post('/api/v1/weight-slabs', {});
    expect(calls[0]?.headers.Authorization).toBe('Bearer old-token');
    expect(calls.map((c) => c.headers[HEADERS.clientIp])).toEqual(['10.0.0.7', '10.0.0.7']);
  });

  it('sends the client IP on public calls too, and no header while none is stored', async () => {
    const { calls } = mockFetch(() => json({ success: true, data: null }));
    await request(API_PATHS.forgotPassword, { method: 'POST', body: { username: 'anna' }, auth: false });
    localStorage.setItem(STORAGE_KEYS.clientIp, '10.0.0.7');
    await request(API_PATHS.forgotPassword, { method: 'POST', body: { username: 'anna' }, auth: false });
    expect(calls.map((c) => c.headers[HEADERS.clientIp])).toEqual([undefined, '10.0.0.7']);
    expect(calls[1]?.headers.Authorization).toBeUndefined();
  });
});

describe('delete helper', () => {
  it("shows 'Successfully Deleted.' under 'Success'", async () => {
    mockFetch(() => json({ success: true, data: null }));
    render(<DialogHost />);
    await deleteWithDialogs('/api/v1/x/3');
    const shown = await dialog();
    expect(within(shown).getByRole('heading', { name: 'Success' })).toBeTruthy();
    expect(within(shown).getByText('Successfully Deleted.')).toBeTruthy();
  });

  it("titles a refused delete 'Forbidden Deletion' unless the server names it", async () => {
    mockFetch(() => json({ success: false, message: 'In use by a booking' }, 409));
    render(<DialogHost />);
    await deleteWithDialogs('/api/v1/x/3');
    const shown = await dialog();
    expect(within(shown).getByRole('heading', { name: 'Forbidden Deletion' })).toBeTruthy();
    await waitFor(() => expect(within(shown).getByText('In use by a booking')).toBeTruthy());
  });
});

describe('files', () => {
  it('sends a FormData as multipart: the bearer kept, no JSON content type, and retried after a refresh', async () => {
    const { calls } = mockFetch((call) => {
      if (call.url === API_PATHS.refreshToken)
        return json({
          success: true,
          data: { token: 'new-token', refreshToken: 'new-refresh', clientIp: '10.0.0.9' },
        });
      if (call.headers.Authorization === 'Bearer old-token')
        return json({ success: false, error: 'Unauthorized', message: 'expired' }, 401);
      return json({ success: true, data: { item: { id: 5 } } });
    });
    const form = new FormData();
    form.append('file', new File(['%PDF-'], 'scan.pdf', { type: 'application/pdf' }));
    const body = await request<{ item: { id: number } }>('/api/v1/x/documents', {
      method: 'PUT',
      body: form,
    });
    expect(body.data.item.id).toBe(5);
    const sent = calls.filter((c) => c.url === '/api/v1/x/documents');
    expect(sent.map((c) => c.headers.Authorization)).toEqual(['Bearer old-token', 'Bearer new-token']);
    expect(sent.every((c) => c.form === form && c.headers['Content-Type'] === undefined)).toBe(true);
  });

  it('reports the share of an upload sent, and reads its answer and its refusal as fetch would', async () => {
    type Listener = (event: { lengthComputable: boolean; loaded: number; total: number }) => void;
    const sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
    let answer = { status: 201, text: JSON.stringify({ success: true, data: { item: { id: 9 } } }) };
    class FakeXhr {
      status = 0;
      statusText = '';
      responseText = '';
      private method = '';
      private url = '';
      private readonly headers: Record<string, string> = {};
      private readonly listeners: Record<string, () => void> = {};
      private readonly uploadListeners: Record<string, Listener> = {};
      readonly upload = {
        addEventListener: (name: string, listener: Listener) => {
          this.uploadListeners[name] = listener;
        },
      };
      open(method: string, url: string) {
        this.method = method;
        this.url = url;
      }
      setRequestHeader(name: string, value: string) {
        this.headers[name] = value;
      }
      addEventListener(name: string, listener: () => void) {
        this.listeners[name] = listener;
      }
      getAllResponseHeaders() {
        return 'content-type: application/json\r\n';
      }
      abort() {}
      send(body: unknown) {
        sent.push({ method: this.method, url: this.url, headers: this.headers, body });
        for (const loaded of [50, 100])
          this.uploadListeners.progress?.({ lengthComputable: true, loaded, total: 100 });
        this.status = answer.status;
        this.responseText = answer.text;
        this.listeners.load?.();
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    try {
      const progress: number[] = [];
      const form = new FormData();
      form.append('file', new File(['POL,POD'], 'rates.csv', { type: 'text/csv' }));
      const body = await request<{ item: { id: number } }>('/api/v1/rate-imports', {
        method: 'POST',
        body: form,
        onUploadProgress: (share) => progress.push(share),
      });
      expect(body.data.item.id).toBe(9);
      expect(progress).toEqual([0.5, 1]);
      expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/v1/rate-imports', body: form });
      expect(sent[0]?.headers.Authorization).toBe('Bearer old-token');
      expect(sent[0]?.headers['Content-Type']).toBeUndefined();

      answer = {
        status: 400,
        text: JSON.stringify({ success: false, error: 'Bad Request', message: 'Not a sheet' }),
      };
      const refusal = request('/api/v1/rate-imports', {
        method: 'POST',
        body: form,
        suppressErrorDialog: true,
        onUploadProgress: () => undefined,
      });
      await expect(refusal).rejects.toMatchObject({ status: 400, message: 'Not a sheet' });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('reads a download as a Blob, and a refusal as the error envelope', async () => {
    mockFetch((call) =>
      call.url.endsWith('/1')
        ? new Response(new Blob(['png-bytes'], { type: 'image/png' }), {
            headers: { 'Content-Type': 'image/png' },
          })
        : json({ success: false, error: 'Not_Found', message: 'File not found' }, 404),
    );
    const blob = await requestBlob('/api/v1/downloadFile/1');
    expect(await blob.text()).toBe('png-bytes');
    const refusal = requestBlob('/api/v1/downloadFile/2', { suppressErrorDialog: true });
    await expect(refusal).rejects.toMatchObject({
      status: 404,
      title: 'Not_Found',
      message: 'File not found',
    });
  });
});

describe('prefetch', () => {
  it("answers the path's next plain GET with the prefetched answer, once", async () => {
    let served = 0;
    const { calls } = mockFetch(() => json({ success: true, data: { item: ++served } }));
    prefetch(API_PATHS.myProfile);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.Authorization).toBe('Bearer old-token');
    expect(await http.get(API_PATHS.myProfile)).toEqual({ item: 1 });
    expect(calls).toHaveLength(1);
    expect(await http.get(API_PATHS.myProfile)).toEqual({ item: 2 });
    expect(calls).toHaveLength(2);
  });

  it("leaves a GET with a query, and another user's session, to ask the server themselves", async () => {
    localStorage.setItem(STORAGE_KEYS.loggedInUserId, '7');
    const { calls } = mockFetch(() =>
      json({ success: true, data: { user: localStorage.getItem(STORAGE_KEYS.loggedInUserId) } }),
    );
    prefetch(API_PATHS.myProfile);
    await http.get(API_PATHS.myProfile, { query: { page: 2 } });
    expect(calls.map((call) => call.url)).toEqual([API_PATHS.myProfile, `${API_PATHS.myProfile}?page=2`]);
    localStorage.setItem(STORAGE_KEYS.loggedInUserId, '8');
    expect(await http.get(API_PATHS.myProfile)).toEqual({ user: '8' });
    expect(calls).toHaveLength(3);
  });

  it("is taken after the user's token was refreshed", async () => {
    localStorage.setItem(STORAGE_KEYS.loggedInUserId, '7');
    const { calls } = mockFetch(() => json({ success: true, data: {} }));
    prefetch(API_PATHS.modules);
    localStorage.setItem(STORAGE_KEYS.token, 'refreshed-token');
    await http.get(API_PATHS.modules);
    expect(calls).toHaveLength(1);
  });

  it('is not taken once it is older than the screen it was fetched for would be', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { calls } = mockFetch(() => json({ success: true, data: {} }));
      prefetch(API_PATHS.modules);
      vi.setSystemTime(Date.now() + 60_000);
      await http.get(API_PATHS.modules);
      expect(calls).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
