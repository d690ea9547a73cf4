import {
  CUSTOMER_KYC_PATHS,
  enquiryPath,
  MESSAGES,
  PERMISSIONS,
  SALES_PATHS,
  STORAGE_KEYS,
  type StoredFile,
} from '@fastforward/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { itemAnswer, listPage, messageAnswer } from '../../../test/answers';
import { json, type MockCall, mockFetch, paramsOf, pathOf } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { SalesVisitsPage } from '../pages/sales-visits-page';
import { COMPLETED, PEOPLE, PLANNED } from './visit-fixtures';

const PATH = SALES_PATHS.salesVisits;
const SALES = ['view-sales|Sales', 'create-sales|Sales', 'update-sales|Sales', 'delete-sales|Sales'];

const FILE: StoredFile = {
  id: 40,
  collection: 'additional_documents',
  fileType: 'OTHER',
  originalName: 'minutes.pdf',
  contentType: 'application/pdf',
  sizeBytes: 2048,
  sha256: 'a'.repeat(64),
  createdAt: '2026-06-16T08:00:00.000Z',
  downloadUrl: '/api/v1/downloadFile/40',
  path: '/storage/x',
};

/** The page's other calls answered; the visits list by `list`. */
const routes = (list: (call: MockCall) => Response | Promise<Response>) => (call: MockCall) => {
  if (pathOf(call.url) === CUSTOMER_KYC_PATHS.salesPersons)
    return json({ success: true, data: { items: PEOPLE } });
  return list(call);
};
const listCalls = (calls: MockCall[]) => calls.filter((c) => c.method === 'GET' && pathOf(c.url) === PATH);

const renderPage = (path = '/', permissions: string[] = SALES) =>
  renderDashboardPage(<SalesVisitsPage />, permissions, path);

describe('SalesVisitsPage', () => {
  it('reads the filters, search and page from the address, as the dashboards link to it', async () => {
    const { calls } = mockFetch(routes(() => listPage([PLANNED, COMPLETED])));
    renderPage(
      '/?status=planned&salesPersonId=5&plannedFrom=2026-06-01&plannedTo=2026-06-30&search=gulf&page=2&pageSize=20',
    );
    const table = await screen.findByRole('table', { name: 'Sales visits' });
    const row = (await within(table).findByText('Introduce the sea freight service')).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('Lead: Gulf Traders')).toBeTruthy();
    expect(within(row).getByText('Planned')).toBeTruthy();
    expect(paramsOf(listCalls(calls)[0]?.url ?? '')).toEqual({
      page: '2',
      pageSize: '20',
      status: 'planned',
      salesPersonId: '5',
      plannedFrom: '2026-06-01',
      plannedTo: '2026-06-30',
      search: 'gulf',
      sort: 'plannedAt',
      order: 'desc',
    });
    expect((screen.getByLabelText('Search visits') as HTMLInputElement).value).toBe('gulf');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('planned');
  });

  it('filters by status back on page 1, and shows the empty state of a filter', async () => {
    const { calls } = mockFetch(routes(() => listPage([])));
    renderPage('/?page=3');
    expect(await screen.findByText('No sales visits yet.')).toBeTruthy();
    await userEvent.setup().selectOptions(screen.getByLabelText('Status'), 'cancelled');
    await waitFor(() =>
      expect(paramsOf(listCalls(calls).at(-1)?.url ?? '')).toMatchObject({ status: 'cancelled', page: '1' }),
    );
    expect(await screen.findByText('No visit matches these filters.')).toBeTruthy();
  });

  it('exports what the list shows, with its filters and without its paging', async () => {
    const { calls } = mockFetch(
      routes((call) =>
        pathOf(call.url) === SALES_PATHS.salesVisitsExport
          ? new Response(new Blob(['xlsx']), { status: 200 })
          : listPage([PLANNED]),
      ),
    );
    URL.createObjectURL = () => 'blob:visits';
    URL.revokeObjectURL = () => undefined;
    renderPage('/?status=planned&plannedFrom=2026-06-01&page=2');
    await screen.findByText('Introduce the sea freight service');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() =>
      expect(calls.some((c) => pathOf(c.url) === SALES_PATHS.salesVisitsExport)).toBe(true),
    );
    const exported = calls.find((c) => pathOf(c.url) === SALES_PATHS.salesVisitsExport);
    expect(paramsOf(exported?.url ?? '')).toEqual({
      status: 'planned',
      plannedFrom: '2026-06-01',
      sort: 'plannedAt',
      order: 'desc',
    });
  });

  it('plans a visit, checking the form on the client first', async () => {
    const { calls } = mockFetch(
      routes((call) => (call.method === 'POST' ? itemAnswer(PLANNED, 201) : listPage([]))),
    );
    // The signed-in user is who goes, unless another is chosen.
    localStorage.setItem(STORAGE_KEYS.loggedInUserId, '5');
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Plan visit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Plan visit' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Purpose is required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText(/Purpose/), 'Present the air service');
    await user.type(within(dialog).getByLabelText('Location'), 'Business Bay');
    fireEvent.change(within(dialog).getByLabelText(/Planned at/), { target: { value: '2026-06-20T10:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Plan visit' })).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      salesPersonId: 5,
      purpose: 'Present the air service',
      location: 'Business Bay',
      plannedAt: new Date('2026-06-20T10:00').toISOString(),
      leadId: null,
      customerCompanyId: null,
      status: 'planned',
      visitedAt: null,
      outcome: '',
    });
  });

  it('records the outcome of a planned visit, sending the whole visit', async () => {
    const { calls } = mockFetch(
      routes((call) =>
        call.method === 'PUT' ? itemAnswer({ ...PLANNED, status: 'completed' }) : listPage([PLANNED]),
      ),
    );
    renderPage();
    const user = userEvent.setup();
    await screen.findByText('Introduce the sea freight service');
    await user.click(screen.getByRole('button', { name: /^Record outcome of Introduce/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Record outcome' });
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText('Record the outcome of the visit')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Outcome/), 'Wants a Q3 rate sheet');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe(`${PATH}/7`);
    expect(put?.body).toMatchObject({
      salesPersonId: 5,
      purpose: PLANNED.purpose,
      leadId: 3,
      customerCompanyId: null,
      status: 'completed',
      outcome: 'Wants a Q3 rate sheet',
    });
    expect(typeof (put?.body as { visitedAt?: unknown } | undefined)?.visitedAt).toBe('string');
  });

  it("lists a visit's files and deletes one after confirmation", async () => {
    const filesPath = enquiryPath(SALES_PATHS.salesVisitFiles, { id: 7 });
    const { calls } = mockFetch(
      routes((call) => {
        if (call.method === 'DELETE') return messageAnswer(MESSAGES.deleteSuccess);
        if (pathOf(call.url) === filesPath) return json({ success: true, data: { items: [FILE] } });
        return listPage([PLANNED]);
      }),
    );
    renderPage();
    const user = userEvent.setup();
    await screen.findByText('Introduce the sea freight service');
    await user.click(screen.getByRole('button', { name: /^Files of Introduce/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Visit files' });
    expect(await within(dialog).findByText('minutes.pdf')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Upload file' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete minutes.pdf' }));
    expect(await screen.findByText('Delete minutes.pdf from this visit?')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'DELETE')?.url).toBe(
        enquiryPath(SALES_PATHS.salesVisitFile, { id: 7, fileId: 40 }),
      ),
    );
  });

  it('offers only reading to a user who may only view, and closes the page to others', async () => {
    mockFetch(routes(() => listPage([PLANNED])));
    renderPage('/', ['view-sales|Sales']);
    await screen.findByText('Introduce the sea freight service');
    expect(screen.queryByRole('button', { name: 'Plan visit' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Record outcome/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^Files of Introduce/ })).toBeTruthy();
  });

  it('tells a user without the Sales permission that the page is closed', async () => {
    const { calls } = mockFetch(routes(() => listPage([PLANNED])));
    renderPage('/', [PERMISSIONS.viewCustomerQuerySales]);
    expect(await screen.findByText('You do not have permission to open Sales Visits.')).toBeTruthy();
    expect(listCalls(calls)).toHaveLength(0);
  });
});
