import { vi } from 'vitest';

export type MockCall = {
  url: string;
  method: string;
  headers: Record<string, string>;
  /** A JSON body, parsed. */
  body: unknown;
  /** A multipart body (an upload), as sent. */
  form?: FormData;
};
type Handler = (call: MockCall) => Response | Promise<Response>;

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** Stubs global fetch with a handler; a request whose signal aborts rejects like the real fetch. */
export function mockFetch(handler: Handler) {
  const calls: MockCall[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: MockCall = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: (init.headers as Record<string, string>) ?? {},
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      form: init.body instanceof FormData ? init.body : undefined,
    };
    calls.push(call);
    const signal = init.signal;
    return new Promise<Response>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      signal?.addEventListener('abort', () => reject(signal.reason));
      Promise.resolve(handler(call)).then(resolve, reject);
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', xhrOver(fetchMock));
  return { calls, fetchMock };
}

type UploadListener = (event: { lengthComputable: boolean; loaded: number; total: number }) => void;

/**
 * An XMLHttpRequest (what a tracked upload sends with) answered by the same handler as fetch: the
 * call is recorded like any other, its whole body reported sent, then its answer given.
 */
function xhrOver(fetchMock: (input: string, init: RequestInit) => Promise<Response>) {
  return class {
    status = 0;
    statusText = '';
    responseText = '';
    private method = 'GET';
    private url = '';
    private responseHeaders = '';
    private readonly headers: Record<string, string> = {};
    private readonly listeners: Record<string, () => void> = {};
    private readonly uploadListeners: Record<string, UploadListener> = {};
    private readonly controller = new AbortController();
    readonly upload = {
      addEventListener: (name: string, listener: UploadListener) => {
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
      return this.responseHeaders;
    }
    abort() {
      this.controller.abort();
    }
    send(body: FormData | string | null) {
      const init = { method: this.method, headers: this.headers, body, signal: this.controller.signal };
      fetchMock(this.url, init).then(
        async (response) => {
          this.uploadListeners.progress?.({ lengthComputable: true, loaded: 1, total: 1 });
          this.status = response.status;
          this.responseText = await response.text();
          this.responseHeaders = [...response.headers].map(([k, v]) => `${k}: ${v}`).join('\r\n');
          this.listeners.load?.();
        },
        () => this.listeners[this.controller.signal.aborted ? 'abort' : 'error']?.(),
      );
    }
  };
}

/** A promise with its resolve function, to hold a response until the test releases it. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** A called URL's path, without its query. */
export const pathOf = (url: string) => url.split('?')[0] ?? url;

/** A called URL's query as an object, so a test states the values and not their order. */
export const paramsOf = (url: string) => Object.fromEntries(new URLSearchParams(url.split('?')[1] ?? ''));
