import { MESSAGES, PERMISSIONS } from '@fastforward/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../../test/answers';
import { json, type MockCall, mockFetch } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { PLATFORM_ACTIVATION_NOTICE, PlatformTermsPage } from '../pages/platform-terms-page';
import { COMPANY_ACTIVATION_NOTICE, TermsAndConditionsPage } from '../pages/terms-and-conditions-page';

type Row = { id: number; version: number; title: string; status: 'active' | 'draft' | 'superseded' };

const ROWS: Row[] = [
  { id: 12, version: 3, title: 'Conditions 2027', status: 'draft' },
  { id: 11, version: 2, title: 'Conditions 2026', status: 'active' },
  { id: 10, version: 1, title: 'Conditions 2025', status: 'superseded' },
];

const item = (row: Row) => ({
  ...row,
  isActive: row.status === 'active',
  acceptanceCount: row.status === 'draft' ? 0 : 4,
  createdAt: '2026-01-05T10:00:00.000Z',
  createdByName: 'Olivia Admin',
});

const page = (rows: Row[] = ROWS) =>
  json({ success: true, data: { items: rows.map(item), total: rows.length, page: 1, pageSize: 10 } });

/** GETs answer the list (or one version), anything else goes to `other`. */
const server = (other?: (call: MockCall) => Response) => (call: MockCall) => {
  if (call.method === 'GET') {
    const one = /\/(\d+)$/.exec(call.url.split('?')[0] ?? '');
    const row = ROWS.find((r) => r.id === Number(one?.[1]));
    if (row)
      return json({ success: true, data: { item: { ...item(row), body: `Full text of ${row.title}.` } } });
    return page();
  }
  return other?.(call) ?? json({ success: true, data: null });
};

const renderWith = (ui: ReactNode, permissions: string[] = [PERMISSIONS.businessAdmin]) => {
  return renderDashboardPage(ui, permissions);
};

describe('TermsAndConditionsPage', () => {
  it('lists versions newest first with their status, asking the server for page 1 of 10', async () => {
    const { calls } = mockFetch(server());
    renderWith(<TermsAndConditionsPage />);
    const table = await screen.findByRole('table', { name: 'Terms versions' });
    expect(await within(table).findByText('Conditions 2027')).toBeTruthy();
    expect(within(table).getByText('Active')).toBeTruthy();
    expect(within(table).getByText('Draft')).toBeTruthy();
    expect(within(table).getByText('Superseded')).toBeTruthy();
    expect(calls[0]?.url).toBe('/api/v1/terms-and-conditions?page=1&pageSize=10&sort=version&order=desc');
  });

  it('checks title and text on the client before calling the server', async () => {
    const { calls } = mockFetch(server());
    renderWith(<TermsAndConditionsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'New version' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Terms text is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Title/), { target: { value: 'x'.repeat(201) } });
    fireEvent.change(screen.getByLabelText(/Terms text/), { target: { value: 'Clause 1.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Title must not exceed 200 characters')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('posts a valid new version and shows a server field error under its field', async () => {
    const { calls } = mockFetch(
      server(() =>
        fieldErrors(400, 'Bad Request', 'Terms text contains an invalid character', {
          body: 'Terms text contains an invalid character',
        }),
      ),
    );
    renderWith(<TermsAndConditionsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'New version' }));
    fireEvent.change(await screen.findByLabelText(/Title/), { target: { value: 'Conditions 2028' } });
    fireEvent.change(screen.getByLabelText(/Terms text/), { target: { value: 'Clause 1.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Terms text contains an invalid character')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/api/v1/terms-and-conditions');
    expect(post?.body).toEqual({ title: 'Conditions 2028', body: 'Clause 1.' });
  });

  it('asks before activating, telling that customers accept again, and activates only on yes', async () => {
    const { calls } = mockFetch(
      server(() => json({ success: true, data: { item: { ...item(ROWS[0] as Row), body: 'x' } } })),
    );
    renderWith(<TermsAndConditionsPage />);
    // Only a draft can be activated.
    expect(await screen.findByRole('button', { name: 'Activate version 3' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Activate version 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Activate version 2' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Activate version 3' }));
    expect(await screen.findByText(COMPANY_ACTIVATION_NOTICE)).toBeTruthy();
    expect(COMPANY_ACTIVATION_NOTICE).toBe('Customers will be asked to accept the new version.');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText(COMPANY_ACTIVATION_NOTICE)).toBeNull());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Activate version 3' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Activate' }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.successTitle })).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.url).toBe('/api/v1/terms-and-conditions/12/activate');
  });

  it('deletes after confirmation, and shows Forbidden Deletion with the reason when refused', async () => {
    const { calls } = mockFetch(
      server((call) =>
        call.url.endsWith('/10')
          ? json({ success: false, error: MESSAGES.forbiddenDeletion, message: 'Kept as the record.' }, 409)
          : json({ success: true, message: MESSAGES.deleteSuccess }),
      ),
    );
    renderWith(<TermsAndConditionsPage />);
    // The active version has no delete button.
    expect(await screen.findByRole('button', { name: 'Delete version 3' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete version 2' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Delete version 3' }));
    expect(await screen.findByText("Delete version 3 'Conditions 2027'?")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MESSAGES.deleteSuccess)).toBeTruthy();
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/v1/terms-and-conditions/12');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));

    fireEvent.click(screen.getByRole('button', { name: 'Delete version 1' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.forbiddenDeletion })).toBeTruthy();
    expect(screen.getByText('Kept as the record.')).toBeTruthy();
  });

  it("shows a version's full text", async () => {
    mockFetch(server());
    renderWith(<TermsAndConditionsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'View version 2' }));
    expect(await screen.findByText('Full text of Conditions 2026.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Conditions 2026 (version 2)' })).toBeTruthy();
  });

  it('hides new, activate and delete from a user who may only view', async () => {
    mockFetch(server());
    renderWith(<TermsAndConditionsPage />, ['view-terms-and-conditions|Terms And Conditions']);
    expect(await screen.findByText('Conditions 2027')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View version 3' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New version' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Activate version 3' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete version 3' })).toBeNull();
  });

  it('lets create|Terms And Conditions write and activate but not delete', async () => {
    mockFetch(server());
    renderWith(<TermsAndConditionsPage />, [PERMISSIONS.createTerms]);
    expect(await screen.findByRole('button', { name: 'Activate version 3' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New version' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete version 3' })).toBeNull();
  });
});

describe('PlatformTermsPage', () => {
  it('manages the platform versions and warns that every user accepts again', async () => {
    const { calls } = mockFetch(
      server(() => json({ success: true, data: { item: { ...item(ROWS[0] as Row), body: 'x' } } })),
    );
    // The super-administrator holds no permissions: the page still offers every action.
    renderWith(<PlatformTermsPage />, []);
    expect(await screen.findByRole('button', { name: 'New version' })).toBeTruthy();
    expect(calls[0]?.url).toBe(
      '/api/v1/platform/terms-and-conditions?page=1&pageSize=10&sort=version&order=desc',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Activate version 3' }));
    expect(await screen.findByText(PLATFORM_ACTIVATION_NOTICE)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Activate' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.url).toBe(
        '/api/v1/platform/terms-and-conditions/12/activate',
      ),
    );
  });
});
