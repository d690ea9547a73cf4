import type { ApiFieldError } from '@fastforward/domain';

export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  /** A feature that needs a tool this installation lacks (e.g. LibreOffice for office → PDF). */
  NOT_IMPLEMENTED: 501,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export type AppErrorOptions = {
  errors?: ApiFieldError[];
  headers?: Record<string, string>;
  /** The envelope's `error`, the client's dialog title; the status name when absent (SPEC §8). */
  title?: string;
};

/** The one error type services throw; the error handler turns it into the PRODUCT §5 envelope. */
export class AppError extends Error {
  readonly errors: ApiFieldError[];
  readonly headers: Record<string, string>;
  readonly title: string | undefined;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.errors = options.errors ?? [];
    this.headers = options.headers ?? {};
    this.title = options.title;
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }

  static fieldError(field: string, message: string, code: ErrorCode = 'BAD_REQUEST'): AppError {
    return new AppError(code, message, { errors: [{ field, defaultMessage: message }] });
  }

  static tooManyRequests(message: string, retryAfterSeconds: number): AppError {
    return new AppError('TOO_MANY_REQUESTS', message, {
      headers: { 'retry-after': String(retryAfterSeconds) },
    });
  }
}
