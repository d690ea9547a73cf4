import { PUBLIC_WEBSITE_URL } from '../lib/config';

/** The FastForward mark, linking to the public website (SPEC §2). */
export function Logo() {
  return (
    <a className="ff-logo" href={PUBLIC_WEBSITE_URL} aria-label="FastForward website">
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true">
        <rect width="36" height="36" rx="8" fill="#1c4e9c" />
        <path d="M8 10 l10 8 l-10 8 z M18 10 l10 8 l-10 8 z" fill="#fff" />
      </svg>
      <span>FastForward</span>
    </a>
  );
}
