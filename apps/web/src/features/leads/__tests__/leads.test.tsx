import {
  type Lead,
  type LeadSetting,
  leadApiPath,
  leadPagePath,
  PERMISSIONS,
  SALES_PATHS,
  SALES_ROUTES,
} from '@fastforward/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fieldErrors, itemAnswer, listPage } from '../../../test/answers';
import { json, type MockCall, mockFetch, paramsOf, pathOf } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { LeadPage } from '../pages/lead-page';
import { LeadsPage } from '../pages/leads-page';

const STAGES: LeadSetting[] = [
  {
    id: 1,
    kind: 'stage',
    name: 'New',
    displayOrder: 1,
    isClosed: false,
    createdAt: '2026-11-01T09:00:00.000Z',
  },
  {
    id: 2,
    kind: 'stage',
    name: 'Won',
    displayOrder: 2,
    isClosed: true,
    createdAt: '2026-11-01T09:00:00.000Z',
  },
];
const SOURCES: LeadSetting[] = [
  {
    id: 3,
    kind: 'source',
    name: 'Referral',
    displayOrder: 1,
    isClosed: false,
    createdAt: '2026-11-01T09:00:00.000Z',
  },
];

const open: Lead = {
  id: 7,
  companyName: 'Nordic Pumps',
  contactName: 'Nils Nord',
  email: 'nils@nordic.test',
  phone: null,
  source: { id: 3, name: 'Referral' },
  stage: { id: 1, name: 'New', isClosed: false },
  owner: { id: 1, fullName: 'Sam Sales' },
  nextFollowUpAt: '2026-12-01T09:00:00.000Z',
  notes: 'Met at the fair',
  kyc: null,
  convertedAt: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
};
const converted: Lead = {
  ...open,
  id: 8,
  companyName: 'Baltic Traders',
  stage: { id: 2, name: 'Won', isClosed: true },
  kyc: { id: 40, status: 'approved', customerCompanyId: 90 },
  convertedAt: '2026-11-22T09:00:00.000Z',
};

function api(call: MockCall) {
  const path = pathOf(call.url);
  if (path.endsWith('/sales-persons'))
    return json({ success: true, data: { items: [{ id: 1, fullName: 'Sam Sales' }] } });
  if (path === SALES_PATHS.leadSettings) {
    return listPage(paramsOf(call.url).kind === 'source' ? SOURCES : STAGES);
  }
  if (call.method === 'POST' && path === leadApiPath(SALES_PATHS.leadConvert, open.id)) {
    return itemAnswer({
      ...open,
      stage: STAGES[1] && { id: 2, name: 'Won', isClosed: true },
      kyc: { id: 41, status: 'invited', customerCompanyId: null },
    });
  }
  if (call.method === 'POST' && path === SALES_PATHS.leads) {
    const body = call.body as { companyName: string };
    if (body.companyName === 'Taken')
      return fieldErrors(400, 'Bad_Request', 'Bad', { ownerId: 'Choose an active staff member' });
    return itemAnswer({ ...open, id: 9, ...body }, 201);
  }
  if (path === leadApiPath(SALES_PATHS.lead, open.id)) return itemAnswer(open);
  if (path === leadApiPath(SALES_PATHS.lead, converted.id)) return itemAnswer(converted);
  if (path === SALES_PATHS.leads) {
    const query = paramsOf(call.url);
    return listPage(
      [open, converted].filter(
        (l) => query.converted === undefined || String(l.kyc !== null) === query.converted,
      ),
    );
  }
  return fieldErrors(404, 'Not_Found', 'Lead not found');
}

describe('LeadsPage', () => {
  it('lists the leads with their stage, owner and customer status, and filters converted ones', async () => {
    const { calls } = mockFetch(api);
    renderDashboardPage(<LeadsPage />, [PERMISSIONS.businessAdmin], SALES_ROUTES.leads);
    const table = await screen.findByRole('table', { name: 'Leads' });
    expect(await within(table).findByRole('link', { name: 'Nordic Pumps' })).toBeTruthy();
    const row = within(table).getByRole('row', { name: /Baltic Traders/ });
    expect(within(row).getByText('Won')).toBeTruthy();
    expect(within(row).getByText('Customer approved')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Converted'), { target: { value: 'true' } });
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'Nordic Pumps' })).toBeNull());
    expect(calls.some((c) => paramsOf(c.url).converted === 'true')).toBe(true);
  });

  it('adds a lead through the form, checked before it is sent', async () => {
    const { calls } = mockFetch(api);
    renderDashboardPage(<LeadsPage />, [PERMISSIONS.businessAdmin], SALES_ROUTES.leads);
    fireEvent.click(await screen.findByRole('button', { name: 'New lead' }));
    const dialog = await screen.findByRole('dialog', { name: 'New lead' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Company name is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Company name/), {
      target: { value: 'Sunrise Textiles' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Contact name/), { target: { value: 'Priya Raman' } });
    fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: 'priya@sunrise.test' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      companyName: 'Sunrise Textiles',
      contactName: 'Priya Raman',
      email: 'priya@sunrise.test',
    });
  });
});

const renderLead = (id: number) =>
  renderDashboardPage(
    <Routes>
      <Route path={SALES_ROUTES.lead} element={<LeadPage />} />
    </Routes>,
    [PERMISSIONS.businessAdmin],
    leadPagePath(id),
  );

describe('LeadPage', () => {
  it('converts an open lead after confirmation and says the invitation went out', async () => {
    const { calls } = mockFetch(api);
    renderLead(open.id);
    expect(await screen.findByRole('heading', { name: 'Nordic Pumps', level: 1 })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Customer' })).getByText('Not converted')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Convert to customer' }));
    const confirm = await screen.findByRole('button', { name: 'Convert and invite' });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(confirm);
    expect(await screen.findByText('Invitation sent to nils@nordic.test')).toBeTruthy();
    expect(
      calls.some((c) => c.method === 'POST' && c.url === leadApiPath(SALES_PATHS.leadConvert, open.id)),
    ).toBe(true);
  });

  it("shows a converted lead's customer status linking to the customer, and no Convert", async () => {
    mockFetch(api);
    renderLead(converted.id);
    const customer = await screen.findByRole('region', { name: 'Customer' });
    expect(within(customer).getByText('Customer approved')).toBeTruthy();
    expect(within(customer).getByRole('link', { name: 'Open customer' }).getAttribute('href')).toBe(
      '/dashboard/customers/40',
    );
    expect(screen.queryByRole('button', { name: 'Convert to customer' })).toBeNull();
  });
});
