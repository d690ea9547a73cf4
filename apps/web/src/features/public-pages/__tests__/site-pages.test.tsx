import { PLATFORM_DOCUMENT_MESSAGES, sitePageApiPath } from '@fastforward/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderRoute } from '../../../test/render';
import { parsePlainText } from '../components/plain-text';
import { AboutUsPage, PrivacyPolicyPage } from '../pages/site-page';

const PRIVACY = {
  kind: 'privacy-policy',
  version: 2,
  title: 'Privacy policy',
  body: 'We process your data.\nOnly for the service.\n\n# Your rights\n\n- See it\n- Correct it\n\n<img src=x onerror="alert(1)"> is text.',
};

describe('parsePlainText', () => {
  it('reads paragraphs, line breaks, headings and list items, and nothing else', () => {
    expect(parsePlainText('One\ntwo\n\n# Head\n## Sub\n- a\n* b\nafter\r\n\r\n\n')).toEqual([
      { kind: 'paragraph', lines: ['One', 'two'] },
      { kind: 'heading', level: 1, text: 'Head' },
      { kind: 'heading', level: 2, text: 'Sub' },
      { kind: 'list', items: ['a', 'b'] },
      { kind: 'paragraph', lines: ['after'] },
    ]);
    expect(parsePlainText('#not a heading\n-not an item')).toEqual([
      { kind: 'paragraph', lines: ['#not a heading', '-not an item'] },
    ]);
    expect(parsePlainText('')).toEqual([]);
  });
});

describe('public site pages', () => {
  it('shows the privacy policy signed out, as paragraphs, headings and lists, never as HTML', async () => {
    const { calls } = mockFetch(() => json({ success: true, data: { item: PRIVACY } }));
    renderRoute('/privacy-policy', '/privacy-policy', <PrivacyPolicyPage />);
    expect(await screen.findByRole('heading', { name: 'Privacy policy', level: 1 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your rights', level: 2 })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['See it', 'Correct it']);
    const paragraph = screen.getByText(/We process your data/);
    expect(paragraph.tagName).toBe('P');
    expect(paragraph.querySelector('br')).not.toBeNull();
    // The markup is shown as the text it is.
    expect(screen.getByText('<img src=x onerror="alert(1)"> is text.')).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(calls[0]?.url).toBe(sitePageApiPath('privacy-policy'));
    expect(Object.keys(calls[0]?.headers ?? {}).map((h) => h.toLowerCase())).not.toContain('authorization');
    expect(screen.getByRole('link', { name: 'Go to sign-in' })).toBeTruthy();
  });

  it('says so when the page has not been published', async () => {
    mockFetch(() =>
      json({ success: false, error: 'Not Found', message: PLATFORM_DOCUMENT_MESSAGES.sitePageNotFound }, 404),
    );
    renderRoute('/aboutus', '/aboutus', <AboutUsPage />);
    expect(screen.getByRole('heading', { name: 'About Us', level: 1 })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe(PLATFORM_DOCUMENT_MESSAGES.sitePageNotFound);
  });
});
