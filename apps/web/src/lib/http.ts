import {
  API_PATHS,
  type ApiFieldError,
  HEADERS,
  HTTP_STATUS_NAMES,
  MESSAGES,
  type RefreshResponse,
  SESSION_EXPIRED_RELOAD_MS,
} from '@fastforward/domain';
import { clientIpHeader } from './client-ip';
import { openDialog, showErrorDialog } from './dialogs';
import { navigateTo, reloadPage } from './navigation';
import { clearSession, getLoggedInUserId, getRefreshToken, getToken, saveRefreshedSession } from './session';

/** The body the API answers with (PRODUCT §5); failures carry error, message and errors. */
export type ApiBody<T> = {
  success: boolean;
  data: T;
  message?: string;
  error?: string;
  errors?: ApiFieldError[];
  name?: string[];
};

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  method?: HttpMethod;
  /** Sent as JSON; a FormData is sent as multipart/form-data with the boundary the browser writes. */
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** false for the public calls of SPEC §7: no bearer token, no refresh on 401. */
  auth?: boolean;
  /** The caller shows its own message instead of the default error dialog. */
  suppressErrorDialog?: boolean;
  headers?: Record<string, string>;
  cache?: RequestCache;
  /** Told the share of the body sent so far (0 to 1) while a large body uploads. */
  onUploadProgress?: (sent: number) => void;
};

/** A failed call with the title and text the default dialog of SPEC §8 shows. */
export class HttpError extends Error {
  readonly status: number;
  readonly title: string;
  readonly body: Partial<ApiBody<unknown>> | null;
  constructor(status: number, title: string, text: string, body: Partial<ApiBody<unknown>> | null) {
    super(text);
    this.name = 'HttpError';
    this.status = status;
    this.title = title;
    this.body = body;
  }
}

/** Raised by a request that a newer identical mutation cancelled; SPEC §8 drops it silently. */
export class DuplicateRequestError extends Error {
  constructor() {
    super(MESSAGES.duplicateRequest);
    this.name = 'DuplicateRequestError';
  }
}

/** Raised after the session ended on a failed refresh; the expiry dialog has been shown already. */
export class SessionEndedError extends Error {
  constructor() {
    super(MESSAGES.sessionExpiredText);
    this.name = 'SessionEndedError';
  }
}

export const isSilentError = (error: unknown) =>
  error instanceof DuplicateRequestError || error instanceof SessionEndedError;

const MUTATING = new Set<HttpMethod>(['POST', 'PUT', 'PATCH', 'DELETE']);
const NO_REFRESH_PATHS = new Set<string>([API_PATHS.login, API_PATHS.refreshToken]);

/** SPEC §7: /api/v1/x/12 and /api/v1/x/13 are the same request for duplicate detection. */
export const duplicateKey = (method: HttpMethod, path: string) =>
  `${method} ${path.split('?')[0]?.replace(/\/\d+\/?$/, '')}`;

const inFlight = new Map<string, AbortController>();

/** The title and text of the default error dialog (SPEC §8). */
export function describeFailure(status: number, body: Partial<ApiBody<unknown>> | null) {
  const title = body?.error || HTTP_STATUS_NAMES[status] || MESSAGES.errorTitle;
  // "else the first name error": validation answers keyed by field carry the name field's list.
  const text = body?.errors?.[0]?.defaultMessage || body?.name?.[0] || body?.message || title;
  return { title, text };
}

async function readBody(response: Response): Promise<Partial<ApiBody<unknown>> | null> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as Partial<ApiBody<unknown>>;
  } catch {
    return null;
  }
}

type RefreshOutcome = 'refreshed' | 'expired' | 'server-error';
let refreshing: Promise<RefreshOutcome> | null = null;

function endSession(outcome: Exclude<RefreshOutcome, 'refreshed'>) {
  clearSession();
  navigateTo('/', { replace: true });
  if (outcome === 'server-error') return;
  void openDialog({ title: MESSAGES.sessionExpiredTitle, text: MESSAGES.sessionExpiredText });
  window.setTimeout(() => reloadPage(), SESSION_EXPIRED_RELOAD_MS);
}

async function refreshSession(): Promise<RefreshOutcome> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) return 'expired';
  try {
    const response = await fetch(API_PATHS.refreshToken, {
      method: 'POST',
      headers: { [HEADERS.refreshToken]: refreshToken, ...clientIpHeader() },
    });
    if (response.status >= 500) return 'server-error';
    const body = (await readBody(response)) as Partial<ApiBody<RefreshResponse>> | null;
    if (!response.ok || !body?.success || !body.data?.token) return 'expired';
    saveRefreshedSession(body.data);
    return 'refreshed';
  } catch {
    return 'expired';
  }
}

/** Parallel 401s share one refresh (SPEC §8: "one retry after refreshing the token"). */
function refreshOnce(): Promise<RefreshOutcome> {
  if (!refreshing) {
    refreshing = refreshSession().then((outcome) => {
      if (outcome !== 'refreshed') endSession(outcome);
      return outcome;
    });
    void refreshing.finally(() => {
      refreshing = null;
    });
  }
  return refreshing;
}

function buildUrl(path: string, query: RequestOptions['query']) {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** What a call expects back: the JSON envelope, or a file's bytes from a download route. */
type Accepted = 'application/json' | '*/*';

async function send(
  path: string,
  options: RequestOptions,
  accept: Accepted,
  signal: AbortSignal | undefined,
) {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: accept, ...options.headers };
  // A multipart body's Content-Type carries its boundary: only the browser can write it.
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const token = options.auth === false ? null : getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  Object.assign(headers, clientIpHeader());
  const url = buildUrl(path, options.query);
  const body =
    isForm || options.body === undefined
      ? (options.body as FormData | undefined)
      : JSON.stringify(options.body);
  if (options.onUploadProgress) {
    return sendTracked(url, { method, headers, body: body ?? null }, signal, options.onUploadProgress);
  }
  return fetch(url, { method, headers, body, signal, cache: options.cache });
}

/** A status whose response has no body: a Response refuses one. */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * fetch tells nothing of an upload's progress; an XMLHttpRequest does. Its answer is handed on as a
 * Response, so the refresh, the dialogs and the readers above treat both alike.
 */
function sendTracked(
  url: string,
  init: { method: string; headers: Record<string, string>; body: FormData | string | null },
  signal: AbortSignal | undefined,
  onProgress: (sent: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      const headers = new Headers();
      for (const line of xhr.getAllResponseHeaders().split(/\r?\n/)) {
        const colon = line.indexOf(':');
        if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
      }
      const text = NULL_BODY_STATUSES.has(xhr.status) ? null : xhr.responseText;
      resolve(new Response(text, { status: xhr.status, statusText: xhr.statusText, headers }));
    });
    xhr.addEventListener('error', () => reject(new TypeError('Failed to fetch')));
    xhr.addEventListener('abort', () => reject(signal?.reason ?? new DOMException('Aborted', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(init.body);
  });
}

/** A JSON answer's envelope; an empty body counts as a success without data. */
const readEnvelope = async <T>(response: Response) =>
  ((await readBody(response)) ?? { success: true, data: undefined }) as ApiBody<T>;

/**
 * The one way the web app calls the API: bearer token, client IP, 401 → one shared refresh → one
 * retry, cancellation of duplicate mutations and the default error dialog of SPEC §8.
 * Resolves with the response body; a non-2xx answer rejects with HttpError. A plain GET of a path
 * that was prefetched (see prefetch) is answered by that call.
 */
export const request = <T>(path: string, options: RequestOptions = {}): Promise<ApiBody<T>> =>
  ((isPlainGet(options) ? takePrefetched(path) : undefined) as Promise<ApiBody<T>> | undefined) ??
  perform(path, options, 'application/json', readEnvelope<T>);

/** How long a prefetched answer waits for the screen it was fetched for; later, that screen asks anew. */
const PREFETCH_TTL_MS = 10_000;
/** Each answer with the user it was asked for: another user's answer is never taken. */
const prefetched = new Map<string, { at: number; userId: number; answer: Promise<ApiBody<unknown>> }>();

const isPlainGet = (options: RequestOptions) =>
  (options.method ?? 'GET') === 'GET' &&
  options.auth !== false &&
  !options.query &&
  !options.headers &&
  !options.cache;

// By user, not token: a refresh while the answer is on its way changes the token, not whose it is.
const isUsable = (entry: { at: number; userId: number } | undefined) =>
  entry !== undefined &&
  Date.now() - entry.at <= PREFETCH_TTL_MS &&
  Object.is(entry.userId, getLoggedInUserId());

function takePrefetched(path: string) {
  const entry = prefetched.get(path);
  prefetched.delete(path);
  return isUsable(entry) ? entry?.answer : undefined;
}

/**
 * Starts a GET of `path` before the screen that needs it has rendered (a landing's data, fetched
 * with its code); that screen's first GET of the path is answered by it instead of asking again.
 */
export function prefetch(path: string) {
  if (isUsable(prefetched.get(path))) return;
  const userId = getLoggedInUserId();
  const answer = perform(path, {}, 'application/json', readEnvelope);
  // A failure is the taker's to handle (the default dialog has shown it); untaken, it is dropped.
  answer.catch(() => undefined);
  prefetched.set(path, { at: Date.now(), userId, answer });
}

/**
 * A file's bytes from a download route, through the same client (bearer, refresh, error dialog);
 * a refusal still answers the JSON envelope and rejects with HttpError.
 */
export const requestBlob = (path: string, options: RequestOptions = {}): Promise<Blob> =>
  perform(path, options, '*/*', (response) => response.blob());

async function perform<R>(
  path: string,
  options: RequestOptions,
  accept: Accepted,
  readAnswer: (response: Response) => Promise<R>,
): Promise<R> {
  const method = options.method ?? 'GET';
  let controller: AbortController | undefined;
  const key = duplicateKey(method, path);
  if (MUTATING.has(method)) {
    inFlight.get(key)?.abort(new DuplicateRequestError());
    controller = new AbortController();
    inFlight.set(key, controller);
  }
  try {
    const sentToken = options.auth === false ? null : getToken();
    let response = await send(path, options, accept, controller?.signal);
    if (response.status === 401 && options.auth !== false && !NO_REFRESH_PATHS.has(path)) {
      // A parallel call may have finished refreshing (or ended the session) while this one was in
      // flight: then retry with its token, or stop, instead of refreshing a second time.
      const currentToken = getToken();
      if (sentToken !== null && currentToken === null) throw new SessionEndedError();
      const outcome = currentToken !== sentToken ? 'refreshed' : await refreshOnce();
      if (outcome !== 'refreshed') throw new SessionEndedError();
      response = await send(path, options, accept, controller?.signal);
    }
    if (!response.ok) {
      const body = await readBody(response);
      const { title, text } = describeFailure(response.status, body);
      throw new HttpError(response.status, title, text, body);
    }
    return await readAnswer(response);
  } catch (error) {
    const failure = controller?.signal.aborted ? new DuplicateRequestError() : error;
    if (!options.suppressErrorDialog && !isSilentError(failure)) {
      if (failure instanceof HttpError) void showErrorDialog(failure.title, failure.message);
      else
        void showErrorDialog(
          MESSAGES.errorTitle,
          failure instanceof Error ? failure.message : String(failure),
        );
    }
    throw failure;
  } finally {
    if (controller && inFlight.get(key) === controller) inFlight.delete(key);
  }
}

/** Shorthands; each resolves with the body's data. */
export const http = {
  get: async <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    (await request<T>(path, { ...options, method: 'GET' })).data,
  post: async <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    (await request<T>(path, { ...options, method: 'POST', body })).data,
};

/** SPEC §8 delete: 'Successfully Deleted.' on success, 'Forbidden Deletion' unless the server names it. */
export async function deleteWithDialogs(path: string, successText: string = MESSAGES.deleteSuccess) {
  try {
    const body = await request<unknown>(path, { method: 'DELETE', suppressErrorDialog: true });
    void openDialog({ title: MESSAGES.successTitle, text: body.message || successText });
    return true;
  } catch (error) {
    if (isSilentError(error)) return false;
    const title = (error instanceof HttpError && error.body?.error) || MESSAGES.forbiddenDeletion;
    void showErrorDialog(title, error instanceof Error ? error.message : String(error));
    return false;
  }
}

/** For tests: forget in-flight requests, prefetched answers and a pending refresh. */
export function resetHttpState() {
  inFlight.clear();
  prefetched.clear();
  refreshing = null;
}
