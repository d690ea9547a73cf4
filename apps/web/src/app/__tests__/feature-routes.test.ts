import { MODULES, ROUTES } from '@fastforward/domain';
import { describe, expect, it } from 'vitest';
import { FEATURE_ROUTES } from '../feature-routes';

const nodePaths = new Set(MODULES.flatMap((m) => m.nodes.map((n) => n.path)));
/** A record's page (a path with a parameter) lives under the page that lists it. */
const isUnderNode = (path: string) =>
  path.includes('/:') && [...nodePaths].some((node) => path.startsWith(`${node}/`));

describe('feature routes', () => {
  it('gives each path to one page', () => {
    const paths = FEATURE_ROUTES.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('puts every dashboard page where the navigation points: at a node of the permission catalogue, or a record under one', () => {
    const dashboardPages = FEATURE_ROUTES.filter(
      (entry) => !entry.path.startsWith(ROUTES.superUserDashboard),
    );
    expect(dashboardPages.filter((entry) => !nodePaths.has(entry.path) && !isUnderNode(entry.path))).toEqual(
      [],
    );
  });

  it('keeps every page at its URL', () => {
    const paths = FEATURE_ROUTES.map((entry) => entry.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/dashboard',
        '/dashboard/users-and-roles/roles',
        '/dashboard/users-and-roles/staff',
        '/dashboard/companySettings',
        '/dashboard/companySettings/bank-details',
        '/dashboard/companySettings/message-logs',
        '/dashboard/notifications',
        '/dashboard/termsAndConditions',
        '/dashboard/masters/weight-slabs',
        '/dashboard/masters/container-numbers',
        '/super-user-dashboard/companies',
        '/super-user-dashboard/terms',
        '/super-user-dashboard/admins',
        '/super-user-dashboard/outbox',
      ]),
    );
  });
});
