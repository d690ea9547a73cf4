/** PRODUCT §5 envelopes. */
export type ApiSuccess<T> = { success: true; data: T; message?: string };
export type ApiFieldError = { field: string; defaultMessage: string };
export type ApiFailure = { success: false; error: string; message: string; errors: ApiFieldError[] };
export type ListData<T> = { items: T[]; total: number; page: number; pageSize: number };
export type ItemData<T> = { item: T };

export const API_PATHS = {
  login: '/api/login',
  refreshToken: '/api/refreshToken',
  forgotPassword: '/api/forgotPassword',
  forgotPasswordLinkCheck: '/api/forgotPassword/link',
  updatePassword: '/api/updatePassword',
  logout: '/api/v1/logout',
  changePassword: '/api/v1/changePassword',
  myProfile: '/api/v1/my-profile',
  modules: '/api/v1/modules/select',
  termsActive: '/api/v1/terms-and-conditions/active',
  termsAccept: '/api/v1/terms-and-conditions/accept',
  superAdminSummary: '/api/v1/summaries/platform',
  mailOutbox: '/api/v1/mail-outbox',
  meta: '/meta.json',
} as const;

/** Header names of SPEC §7. */
export const HEADERS = { refreshToken: 'refresh_token', clientIp: 'x-client-ip' } as const;
