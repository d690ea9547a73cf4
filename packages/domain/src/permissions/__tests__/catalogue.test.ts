import { describe, expect, it } from 'vitest';
import { ADDITIONAL_FILE_TYPES } from '../../files/codes';
import { listPermissionCatalogue, MODULES, PERMISSIONS, selectModules } from '../catalogue';
import { containsPermission, hasAnyPermission, hasPermission } from '../checks';

const catalogue = listPermissionCatalogue().map((p) => p.name);

describe('permission catalogue', () => {
  it('holds every named permission of SPEC §6', () => {
    for (const p of Object.values(PERMISSIONS)) expect(catalogue).toContain(p);
  });

  it('holds the upload permission of every additional file type but OTHER (SPEC §3)', () => {
    for (const [code, type] of Object.entries(ADDITIONAL_FILE_TYPES)) {
      if (code === 'OTHER') expect(type.uploadPermission).toBeNull();
      else expect(catalogue).toContain(type.uploadPermission);
    }
  });

  it('gives every module of PRODUCT §4 the four CRUD actions and only "action|Module" names', () => {
    expect(MODULES).toHaveLength(19);
    for (const m of MODULES) expect(catalogue).toContain(`view-${m.slug}|${m.name}`);
    for (const name of catalogue) {
      const [action, module] = name.split('|');
      expect(action).toBeTruthy();
      expect(MODULES.map((m) => m.name)).toContain(module);
    }
    expect(new Set(catalogue).size).toBe(catalogue.length);
  });
});

describe('SPEC §6 checks and §2 navigation', () => {
  const held = ['view-pricing|Pricing', 'both|Pricing', 'view-sales|Sales'];
  it('checks exact, any-of and contains', () => {
    expect(hasPermission(held, 'both|Pricing')).toBe(true);
    expect(hasPermission(held, 'both')).toBe(false);
    expect(hasAnyPermission(held, ['x|Y', 'view-sales|Sales'])).toBe(true);
    expect(hasAnyPermission(held, ['x|Y'])).toBe(false);
    expect(containsPermission(held, 'view-sales')).toBe(true);
    expect(containsPermission(held, 'delete-')).toBe(false);
  });

  it('shows only the modules the user holds a permission for, with their sub-modules', () => {
    const modules = selectModules(held, 'CAT_FFD');
    expect(modules.map((m) => m.name)).toEqual(['Pricing', 'Sales']);
    expect(modules[1]?.nodes.map((n) => n.name)).toEqual([
      'Leads',
      'Visits',
      'Visit Report',
      'Follow-ups',
      'Calendar',
      'Lead Settings',
    ]);
    expect(selectModules([], 'CAT_FFD')).toEqual([]);
  });

  it('shows a page kept for some company categories only to users of those categories', () => {
    const dashboard = ['view-dashboard|Dashboard'];
    const pagesOf = (category: 'CAT_CUS' | 'CAT_FFD') =>
      selectModules(dashboard, category)[0]?.nodes.map((n) => n.name);
    expect(pagesOf('CAT_CUS')).toEqual(['Overview', 'My Company']);
    expect(pagesOf('CAT_FFD')).toEqual(['Overview']);
  });
});
