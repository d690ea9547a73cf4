import {
  COMPANY_APPROVAL_ROUTES,
  COMPANY_CATEGORY,
  COMPANY_STATUS_ALL,
  MAIL_OUTBOX_ROUTES,
  PLATFORM_ADMIN_ROUTES,
  PLATFORM_DOCUMENT_KIND,
  PLATFORM_DOCUMENT_ROUTES,
  ROUTES,
  TERMS_ROUTES,
  VENDOR_ROUTES,
} from '@fastforward/domain';
import { Badge, NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { usePendingCompanyCount } from '../../features/company-approvals/api/get-pending-company-count';
import { usePendingConversionCount } from '../../features/vendor-conversions/api/get-conversion-requests';
import { isStoredSuperUser } from '../../lib/permissions';

type PlatformLink = {
  label: string;
  path: string;
  /** The view of the page it opens (a filter, a tab), in its query string. */
  query?: Record<string, string>;
  /** Only the super-administrator manages the other platform administrators. */
  superAdminOnly?: boolean;
  /** Beside it, how many wait for a decision (a query hook: companies to approve, forwarder requests). */
  usePendingCount?: () => { data?: number | undefined };
};

const LINKS: readonly PlatformLink[] = [
  { label: 'Overview', path: ROUTES.superUserDashboard },
  {
    label: 'Companies to approve',
    path: COMPANY_APPROVAL_ROUTES.companies,
    usePendingCount: usePendingCompanyCount,
  },
  {
    label: 'Vendors',
    path: COMPANY_APPROVAL_ROUTES.companies,
    query: { status: COMPANY_STATUS_ALL, category: COMPANY_CATEGORY.vendor },
  },
  {
    label: 'Forwarder requests',
    path: VENDOR_ROUTES.platformConversions,
    usePendingCount: usePendingConversionCount,
  },
  { label: 'Licence agreements', path: PLATFORM_DOCUMENT_ROUTES.page },
  {
    label: 'Disclaimers',
    path: PLATFORM_DOCUMENT_ROUTES.page,
    query: { kind: PLATFORM_DOCUMENT_KIND.disclaimer },
  },
  // The public site's /privacy-policy and /aboutus texts, tabs of the same page.
  {
    label: 'Privacy policy',
    path: PLATFORM_DOCUMENT_ROUTES.page,
    query: { kind: PLATFORM_DOCUMENT_KIND.privacyPolicy },
  },
  { label: 'About us', path: PLATFORM_DOCUMENT_ROUTES.page, query: { kind: PLATFORM_DOCUMENT_KIND.aboutUs } },
  { label: 'Platform terms', path: TERMS_ROUTES.platform },
  { label: 'Mail outbox', path: MAIL_OUTBOX_ROUTES.page },
  { label: 'Platform administrators', path: PLATFORM_ADMIN_ROUTES.admins, superAdminOnly: true },
];

const hrefOf = (link: PlatformLink) =>
  link.query ? `${link.path}?${new URLSearchParams(link.query)}` : link.path;

/**
 * The link of the page on screen: same path and every value of its query there; among several (the
 * companies and the vendors) the one naming the most.
 */
function findCurrent(pathname: string, search: string) {
  const params = new URLSearchParams(search);
  const matching = LINKS.filter(
    (link) =>
      link.path === pathname &&
      Object.entries(link.query ?? {}).every(([key, value]) => params.get(key) === value),
  );
  const weight = (link: PlatformLink) => Object.keys(link.query ?? {}).length;
  return matching.reduce<PlatformLink | undefined>(
    (best, link) => (best && weight(best) >= weight(link) ? best : link),
    undefined,
  );
}

function PendingCount({ usePendingCount }: { usePendingCount: () => { data?: number | undefined } }) {
  const count = usePendingCount();
  if (!count.data) return null;
  return (
    <Badge size="sm" circle={count.data < 10} color="yellow">
      {count.data}
    </Badge>
  );
}

type PlatformNavProps = {
  /** Fetches the code of the page at a path: called when its link is hovered or focused. */
  onPreload?: (path: string) => void;
};

/** The platform administration's navigation: approvals with their count, documents and site pages, terms, outbox. */
export function PlatformNav({ onPreload }: PlatformNavProps) {
  const { pathname, search } = useLocation();
  const current = findCurrent(pathname, search);
  const isSuperUser = isStoredSuperUser();
  return (
    <nav aria-label="Platform administration">
      {LINKS.filter((link) => isSuperUser || !link.superAdminOnly).map((link) => (
        <NavLink
          key={link.label}
          component={Link}
          to={hrefOf(link)}
          label={link.label}
          active={link === current}
          aria-current={link === current ? 'page' : undefined}
          rightSection={link.usePendingCount ? <PendingCount usePendingCount={link.usePendingCount} /> : null}
          onMouseEnter={() => onPreload?.(link.path)}
          onFocus={() => onPreload?.(link.path)}
        />
      ))}
    </nav>
  );
}
