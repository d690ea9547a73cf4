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
  return { calls, fetchMock };
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
