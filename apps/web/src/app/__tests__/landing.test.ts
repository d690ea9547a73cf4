import { API_PATHS } from '@fastforward/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, pathOf } from '../../test/fetch-mock';
import { seedSession } from '../../test/session';
import { preloadLanding } from '../landing';
import { LANDING_FILES_TEMPLATE_ID } from '../landing-files';

afterEach(() => {
  document.head.querySelector('[name="landing-file"]')?.remove();
  document.getElementById(LANDING_FILES_TEMPLATE_ID)?.remove();
});

/** index.html's template of the dashboard's files (build-plugins/landing-preload.ts), with one stand-in. */
function addLandingTemplate() {
  const template = document.createElement('template');
  template.id = LANDING_FILES_TEMPLATE_ID;
  template.innerHTML = '<meta name="landing-file">';
  document.body.append(template);
}

describe('preloadLanding', () => {
  it("fetches the dashboard's files and its frame's data at once, for the sign-in's landing", async () => {
    seedSession();
    addLandingTemplate();
    const { calls } = mockFetch(() => json({ success: true, data: { items: [], item: null } }));
    await preloadLanding('/dashboard');
    expect(document.head.querySelector('[name="landing-file"]')).not.toBeNull();
    await vi.waitFor(() =>
      expect(calls.map((call) => pathOf(call.url)).sort()).toEqual(
        [API_PATHS.modules, API_PATHS.myProfile].sort(),
      ),
    );
  });

  it('asks for no dashboard data when the landing is elsewhere', async () => {
    seedSession();
    addLandingTemplate();
    const { calls } = mockFetch(() => json({ success: true, data: null }));
    await preloadLanding('/change-password');
    expect(document.head.querySelector('[name="landing-file"]')).toBeNull();
    expect(calls).toEqual([]);
  });
});
