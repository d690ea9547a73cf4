/** Where the logo on public pages leads; set VITE_PUBLIC_WEBSITE_URL at build time to change it. */
export const PUBLIC_WEBSITE_URL: string =
  import.meta.env.VITE_PUBLIC_WEBSITE_URL ?? 'https://fastforward.example';

export const SUPPORT_EMAIL = 'support@fastforward.example';
