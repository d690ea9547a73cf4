/** Business constants and limits of SPEC §9, and the session lifetimes PRODUCT/issue 2 fix. */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 50;
export const MIN_WEIGHT = 0;
export const PASSWORD_MIN_LENGTH = 8;
/** argon2 cost grows with input; no user needs a longer password than this. */
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MAX_LENGTH = 64;

export const VERSION_POLL_INTERVAL_MS = 15_000;
export const SESSION_EXPIRED_RELOAD_MS = 3_000;

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
export const RESET_LINK_TTL_SECONDS = 60 * 60;

/** Ship-on-waves loading animation (SPEC §9). */
export const LOADING_ANIMATION = {
  framesPerSecond: 60,
  totalFrames: 360,
  defaultSize: 200,
  spinnerSize: 50,
} as const;
