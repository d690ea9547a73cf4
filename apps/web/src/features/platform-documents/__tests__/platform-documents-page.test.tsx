import { COMPANY_CATEGORY, MESSAGES, PLATFORM_DOCUMENT_MESSAGES } from '@fastforward/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlatformAdminGate } from '../../../app/layouts/require-auth';
import { fieldErrors, listPage } from '../../../test/answers';
import { json, type MockCall, mockFetch } from '../../../test/fetch-mock';
import { renderRoute } from '../../../test/render';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { seedSession } from '../../../test/session';
import { PlatformDocumentsPage } from '../pages/platform-documents-page';

type Row = { id: number; version: number; audience: string; title: string; status: string };

const LICENSES: Row[] = [
  { id: 21, version: 2, audience: 'all', title: 'Licence 2027', status: 'draft' },
  { id: 20, version: 1, audience: 'all', title: 'Licence 2026', status: 'active' },
  { id: 22, version: 1, audience: 'CAT_FFD', title: 'Forwarder licence', status: 'superseded' },
];
const DISCLAIMERS: Row[] = [
  { id: 30, version: 1, audience: 'all', title: 'Rates disclaimer', status: 'active' },
];

const item = (row: Row, kind = 'license-agreement') => ({
  ...row,
  kind,
  isActive: row.status === 'active',
  acceptanceCount: row.status === 'draft' ? 0 : 3,
  createdAt: '2026-01-05T10:00:00.000Z',
  createdByName: 'Paula Platform',
});

/** GETs answer the lists (or one version with its text); anything else goes to `other`. */
const server = (other?: (call: MockCall) => Response) => (call: MockCall) => {
  if (call.method === 'GET') {
    const path = call.url.split('?')[0] ?? '';
    const isDisclaimer = path.includes('/disclaimers');
    const rows = isDisclaimer ? DISCLAIMERS : LICENSES;
    const kind = isDisclaimer ? 'disclaimer' : 'license-agreement';
    const one = rows.find((r) => path.endsWith(`/${r.id}`));
    if (one)
      return json({
        success: true,
        data: { item: { ...item(one, kind), body: `Full text of ${one.title}.` } },
      });
    return listPage(rows.map((r) => item(r, kind)));
  }
  return other?.(call) ?? json({ success: true, data: { item: { ...item(LICENSES[0] as Row), body: 'x' } } });
};

const renderPage = () => renderDashboardPage(<PlatformDocumentsPage />, []);

/** Opens a Mantine Select and picks an option of its own list (hidden ones render for every Select). */
const choose = async (combobox: HTMLElement, name: string) => {
  fireEvent.click(combobox);
  const listbox = await waitFor(() => {
    const list = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
    if (!list) throw new Error('the list did not open');
    return list;
  });
  fireEvent.click(within(listbox).getByRole('option', { name, hidden: true }));
};

describe('PlatformDocumentsPage', () => {
  it('lists licence agreements newest first with audience and status, and disclaimers on their tab', async () => {
    const { calls } = mockFetch(server());
    renderPage();
    const table = await screen.findByRole('table', { name: 'Licence agreements' });
    expect(await within(table).findByText('Licence 2027')).toBeTruthy();
    expect(within(table).getByText('Freight forwarders')).toBeTruthy();
    expect(within(table).getAllByText('Everyone')).toHaveLength(2);
    expect(within(table).getByText('Draft')).toBeTruthy();
    expect(within(table).getByText('Superseded')).toBeTruthy();
    expect(calls[0]?.url).toBe(
      '/api/v1/platform/license-agreements?page=1&pageSize=10&sort=createdAt&order=desc',
    );

    fireEvent.click(screen.getByRole('tab', { name: 'Disclaimers' }));
    const disclaimers = await screen.findByRole('table', { name: 'Disclaimers' });
    expect(await within(disclaimers).findByText('Rates disclaimer')).toBeTruthy();
    expect(calls.at(-1)?.url).toBe(
      '/api/v1/platform/disclaimers?page=1&pageSize=10&sort=createdAt&order=desc',
    );
  });

  it('filters by audience on the server', async () => {
    const { calls } = mockFetch(server());
    renderPage();
    await screen.findByText('Licence 2027');
    await choose(screen.getByRole('combobox', { name: 'Audience' }), 'Vendors');
    await waitFor(() => expect(calls.at(-1)?.url).toContain('audience=CAT_VEN'));
  });

  it('offers edit, activate and delete on drafts only', async () => {
    mockFetch(server());
    renderPage();
    expect(
      await screen.findByRole('button', { name: 'Activate licence agreement Licence 2027 version 2' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Edit licence agreement Licence 2027 version 2' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Delete licence agreement Licence 2027 version 2' }),
    ).toBeTruthy();
    for (const name of ['Activate', 'Edit', 'Delete']) {
      expect(
        screen.queryByRole('button', { name: `${name} licence agreement Licence 2026 version 1` }),
      ).toBeNull();
      expect(
        screen.queryByRole('button', { name: `${name} licence agreement Forwarder licence version 1` }),
      ).toBeNull();
    }
    expect(
      screen.getByRole('button', { name: 'View licence agreement Licence 2026 version 1' }),
    ).toBeTruthy();
  });

  it('checks a new version on the client, then posts it for the chosen audience', async () => {
    const { calls } = mockFetch(server());
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'New version' }));
    const dialog = await screen.findByRole('dialog', { name: 'New licence agreement' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(await within(dialog).findByText('Title is required')).toBeTruthy();
    expect(within(dialog).getByText('Text is required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await choose(within(dialog).getByRole('combobox', { name: /^Audience/ }), 'Customer companies');
    fireEvent.change(within(dialog).getByLabelText(/Title/), { target: { value: 'Customer licence' } });
    fireEvent.change(within(dialog).getByLabelText(/^Text/), { target: { value: 'Clause 1.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/api/v1/platform/license-agreements');
    expect(post?.body).toEqual({ audience: 'CAT_CUS', title: 'Customer licence', body: 'Clause 1.' });
  });

  it('writes the privacy policy and the about-us page for everyone only, on their own tabs', async () => {
    const { calls } = mockFetch(server());
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Privacy policy' }));
    await screen.findByRole('table', { name: 'Privacy policy' });
    expect(calls.at(-1)?.url).toMatch(/^\/api\/v1\/platform\/privacy-policies\?/);
    // One text for everyone: no audience to filter by or to choose.
    expect(screen.queryByRole('textbox', { name: 'Audience' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'New version' }));
    const dialog = await screen.findByRole('dialog', { name: 'New privacy policy' });
    const audience = within(dialog).getByRole('combobox', { name: /^Audience/ }) as HTMLInputElement;
    expect(audience.disabled).toBe(true);
    expect(audience.value).toBe('Everyone');
    expect(within(dialog).getByText(/the public page shows it only once it is activated/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Title/), { target: { value: 'Privacy policy 2027' } });
    fireEvent.change(within(dialog).getByLabelText(/^Text/), { target: { value: 'We keep little.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/api/v1/platform/privacy-policies');
    expect(post?.body).toEqual({ audience: 'all', title: 'Privacy policy 2027', body: 'We keep little.' });

    fireEvent.click(screen.getByRole('tab', { name: 'About us' }));
    await screen.findByRole('table', { name: 'About us' });
    expect(calls.at(-1)?.url).toMatch(/^\/api\/v1\/platform\/about-us-pages\?/);
  });

  it('rewrites a draft with its text loaded, keeping its audience, and shows a server refusal under the field', async () => {
    const { calls } = mockFetch(
      server(() =>
        fieldErrors(400, 'Bad Request', 'Text contains an invalid character', {
          body: 'Text contains an invalid character',
        }),
      ),
    );
    renderPage();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Edit licence agreement Licence 2027 version 2' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit draft licence agreement' });
    const body = (await within(dialog).findByLabelText(/^Text/)) as HTMLTextAreaElement;
    await waitFor(() => expect(body.value).toBe('Full text of Licence 2027.'));
    expect((within(dialog).getByRole('combobox', { name: /^Audience/ }) as HTMLInputElement).disabled).toBe(
      true,
    );
    fireEvent.change(body, { target: { value: 'Better text.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(await within(dialog).findByText('Text contains an invalid character')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe('/api/v1/platform/license-agreements/21');
    expect(put?.body).toEqual({ title: 'Licence 2027', body: 'Better text.' });
  });

  it('activates only after confirmation that names the audience', async () => {
    const { calls } = mockFetch(server());
    renderPage();
    const name = 'Activate licence agreement Licence 2027 version 2';
    fireEvent.click(await screen.findByRole('button', { name }));
    // Wait for the named dialog itself: its text can be in the page a moment before its title is.
    const question = await screen.findByRole('dialog', {
      name: "Activate version 2 of 'Licence 2027' (Everyone)?",
    });
    expect(within(question).getByText(PLATFORM_DOCUMENT_MESSAGES.activationNotice)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText(PLATFORM_DOCUMENT_MESSAGES.activationNotice)).toBeNull());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name }));
    fireEvent.click(await screen.findByRole('button', { name: 'Activate' }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.successTitle })).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.url).toBe(
      '/api/v1/platform/license-agreements/21/activate',
    );
  });

  it('deletes a draft after confirmation, and shows Forbidden Deletion when the server refuses', async () => {
    let refuse = false;
    const { calls } = mockFetch(
      server(() =>
        refuse
          ? json({ success: false, error: MESSAGES.forbiddenDeletion, message: 'Kept as the record.' }, 409)
          : json({ success: true, message: MESSAGES.deleteSuccess }),
      ),
    );
    renderPage();
    const name = 'Delete licence agreement Licence 2027 version 2';
    fireEvent.click(await screen.findByRole('button', { name }));
    expect(await screen.findByText("Delete draft version 2 of 'Licence 2027' (Everyone)?")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MESSAGES.deleteSuccess)).toBeTruthy();
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/v1/platform/license-agreements/21');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));

    refuse = true;
    fireEvent.click(screen.getByRole('button', { name }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.forbiddenDeletion })).toBeTruthy();
    expect(screen.getByText('Kept as the record.')).toBeTruthy();
  });

  it("shows a version's full text", async () => {
    mockFetch(server());
    renderPage();
    fireEvent.click(
      await screen.findByRole('button', { name: 'View licence agreement Licence 2026 version 1' }),
    );
    expect(await screen.findByText('Full text of Licence 2026.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Licence 2026 (version 1)' })).toBeTruthy();
  });
});

describe('PlatformAdminGate', () => {
  const page = (
    <PlatformAdminGate>
      <p>platform page</p>
    </PlatformAdminGate>
  );

  it('lets a platform administrator in', () => {
    seedSession({ categoryCode: COMPANY_CATEGORY.admin });
    renderRoute('/insert-agreement-form', '/insert-agreement-form', page);
    expect(screen.getByText('platform page')).toBeTruthy();
  });

  it('lets the super user in', () => {
    seedSession({ userId: 1 });
    renderRoute('/insert-agreement-form', '/insert-agreement-form', page);
    expect(screen.getByText('platform page')).toBeTruthy();
  });

  it('sends a company user to the dashboard', () => {
    seedSession({ userId: 7, categoryCode: COMPANY_CATEGORY.freightForwarder });
    renderRoute('/insert-agreement-form', '/insert-agreement-form', page);
    expect(screen.queryByText('platform page')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/dashboard');
  });
});
