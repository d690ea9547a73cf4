import {
  MESSAGES,
  PERMISSIONS,
  RATE_PATHS,
  RATE_ROUTES,
  REFERENCE_DATA_PATHS,
  type ValidRate,
  VENDOR_PATHS,
  WEIGHT_SLAB_PATHS,
} from '@fastforward/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { itemAnswer, listPage, messageAnswer } from '../../../test/answers';
import { json, type MockCall, mockFetch, paramsOf, pathOf } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { ValidRatesPage } from '../pages/valid-rates-page';

const PATH = RATE_PATHS.validRates;

const RATE: ValidRate = {
  id: 9,
  mode: 'sea',
  originPortId: 11,
  originPortType: 'sea',
  originPortCode: 'AEJEA',
  originPortName: 'Jebel Ali',
  originPortCountryCode: 'AE',
  destinationPortId: 12,
  destinationPortType: 'sea',
  destinationPortCode: 'INNSA',
  destinationPortName: 'Nhava Sheva',
  destinationPortCountryCode: 'IN',
  shippingCompanyId: 3,
  shippingLineName: 'Maersk',
  containerSizeId: 5,
  containerSize: "20' Standard",
  weightSlabId: null,
  weightSlabName: null,
  commodityType: 'GNRL',
  buyRate: '1250.50',
  sellRate: null,
  currency: 'USD',
  validFrom: '2026-03-01',
  validTill: '2026-03-31',
  transitDays: 12,
  freeDays: null,
  incotermCode: null,
  vendorId: null,
  vendorName: null,
  remarks: null,
  importId: null,
  createdAt: '2026-02-20T10:00:00.000Z',
  updatedAt: '2026-02-20T10:00:00.000Z',
};

const items = (list: unknown[]) => json({ success: true, data: { items: list } });

const SLABS = [
  {
    id: 21,
    type: 'air',
    name: '-45',
    min: 0,
    max: 45,
    measurementIn: 'Kgs',
    displayName: '0 Kgs - 45 Kgs',
    containerSizeId: null,
  },
];

/** The reference reads the pickers make, then `handle` for the rates calls. */
const routes = (handle: (call: MockCall) => Response) => (call: MockCall) => {
  if (call.url.startsWith(REFERENCE_DATA_PATHS.shippingCompanies)) return items([]);
  if (call.url.startsWith(REFERENCE_DATA_PATHS.containerSizeCategories)) return items([]);
  if (call.url.startsWith(REFERENCE_DATA_PATHS.currencies))
    return items([{ code: 'USD', name: 'US Dollar' }]);
  if (call.url.startsWith(REFERENCE_DATA_PATHS.incoterms)) return items([]);
  if (call.url.startsWith(WEIGHT_SLAB_PATHS.dataAir)) return items(SLABS);
  if (pathOf(call.url) === VENDOR_PATHS.list) return listPage([{ id: 31, name: 'Gulf Rates Ltd' }]);
  return handle(call);
};

const listCalls = (calls: MockCall[]) => calls.filter((c) => c.method === 'GET' && pathOf(c.url) === PATH);

const renderPage = (permissions: string[] = [PERMISSIONS.businessAdmin]) =>
  renderDashboardPage(<ValidRatesPage />, permissions);

describe('ValidRatesPage', () => {
  it('lists rates by lane, line, size and price, page 1 of 10, newest first', async () => {
    const { calls } = mockFetch(routes(() => listPage([RATE])));
    renderPage();
    const table = await screen.findByRole('table', { name: 'Valid Rates' });
    const row = (await within(table).findByText('AEJEA → INNSA')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Maersk')).toBeTruthy();
    expect(within(row).getByText('1250.50 USD')).toBeTruthy();
    expect(within(row).getByText('Tier margin')).toBeTruthy();
    expect(within(row).getByText('2026-03-01 – 2026-03-31')).toBeTruthy();
    expect(listCalls(calls)[0]?.url).toBe(`${PATH}?page=1&pageSize=10`);
    expect(screen.getByRole('link', { name: 'Rate Imports' }).getAttribute('href')).toBe(RATE_ROUTES.imports);
  });

  it('sorts by the SPEC options and filters by validity with its expiring days, back on page 1', async () => {
    const { calls } = mockFetch(routes(() => listPage([RATE])));
    renderPage();
    const user = userEvent.setup();
    await screen.findByText('AEJEA → INNSA');
    const sort = screen.getByLabelText('Sort by');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Newest first', 'Rate Ascending', 'Rate Descending', 'Nearest Validity', 'Longest Validity']);
    await user.selectOptions(sort, 'rate_desc');
    await waitFor(() =>
      expect(paramsOf(listCalls(calls).at(-1)?.url ?? '')).toMatchObject({ sort: 'rate_desc' }),
    );
    await user.selectOptions(screen.getByLabelText('Validity'), 'expiring');
    const days = await screen.findByLabelText('Expiring within (days)');
    await user.clear(days);
    await user.type(days, '30');
    await waitFor(() =>
      expect(paramsOf(listCalls(calls).at(-1)?.url ?? '')).toMatchObject({
        validity: 'expiring',
        expiringDays: '30',
        sort: 'rate_desc',
        page: '1',
      }),
    );
  });

  it("checks the form on the client with the fields' labels before calling the server", async () => {
    const { calls } = mockFetch(routes(() => listPage([])));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'New rate' }));
    const dialog = await screen.findByRole('dialog', { name: 'New rate' });
    fireEvent.change(within(dialog).getByLabelText(/^Buy Rate/), { target: { value: '-5' } });
    fireEvent.change(within(dialog).getByLabelText(/^Sell Rate/), { target: { value: '10.555' } });
    fireEvent.change(within(dialog).getByLabelText(/^Valid From/), { target: { value: '2026-03-10' } });
    fireEvent.change(within(dialog).getByLabelText(/^Valid Till/), { target: { value: '2026-03-01' } });
    fireEvent.change(within(dialog).getByLabelText(/^Free Days/), { target: { value: '400' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Buy Rate must be 0 or more')).toBeTruthy();
    expect(within(dialog).getByText('Sell Rate must have at most 2 decimals')).toBeTruthy();
    expect(within(dialog).getByText('Valid Till must be on or after Valid From')).toBeTruthy();
    expect(within(dialog).getByText('Free Days must be a whole number from 0 to 365')).toBeTruthy();
    expect(within(dialog).getByText('Origin Port is required')).toBeTruthy();
    expect(within(dialog).getByText('Shipping Line is required')).toBeTruthy();
    expect(within(dialog).getByText('Container Size is required for a sea rate')).toBeTruthy();
    expect(within(dialog).getByText('Currency is required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows the weight slab instead of the container size for an air rate', async () => {
    mockFetch(routes(() => listPage([])));
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New rate' }));
    const dialog = await screen.findByRole('dialog', { name: 'New rate' });
    expect(within(dialog).getByRole('combobox', { name: 'Container Size' })).toBeTruthy();
    await user.click(within(dialog).getByText('Air'));
    expect(await within(dialog).findByRole('combobox', { name: /^Weight Slab/ })).toBeTruthy();
    expect(within(dialog).queryByRole('combobox', { name: 'Container Size' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Weight Slab is required for an air rate')).toBeTruthy();
  });

  it('edits a rate from its values and sends the whole body with PUT', async () => {
    const { calls } = mockFetch(
      routes((call) => (call.method === 'PUT' ? itemAnswer(RATE) : listPage([RATE]))),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: "Edit AEJEA INNSA Maersk 20' Standard" }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit rate' });
    fireEvent.change(within(dialog).getByLabelText(/^Sell Rate/), { target: { value: '1400' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe(`${PATH}/9`);
    expect(put?.body).toEqual({
      mode: 'sea',
      originPortId: 11,
      destinationPortId: 12,
      shippingCompanyId: 3,
      containerSizeId: 5,
      weightSlabId: null,
      commodityType: 'GNRL',
      buyRate: '1250.50',
      sellRate: '1400',
      currency: 'USD',
      validFrom: '2026-03-01',
      validTill: '2026-03-31',
      transitDays: 12,
      freeDays: null,
      incotermCode: null,
      vendorId: null,
      remarks: null,
    });
  });

  it('deletes after confirmation with the SPEC §8 success dialog', async () => {
    const { calls } = mockFetch(
      routes((call) => (call.method === 'DELETE' ? messageAnswer(MESSAGES.deleteSuccess) : listPage([RATE]))),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: "Delete AEJEA INNSA Maersk 20' Standard" }));
    expect(await screen.findByText("Delete the rate 'AEJEA INNSA Maersk 20' Standard'?")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.successTitle })).toBeTruthy();
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe(`${PATH}/9`);
  });

  it('exports what the list shows, without its paging', async () => {
    const { calls } = mockFetch(
      routes((call) =>
        pathOf(call.url) === RATE_PATHS.validRatesExport
          ? new Response(new Blob(['xlsx']), { status: 200 })
          : listPage([RATE]),
      ),
    );
    URL.createObjectURL = () => 'blob:rates';
    URL.revokeObjectURL = () => undefined;
    renderPage();
    const user = userEvent.setup();
    await screen.findByText('AEJEA → INNSA');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'nearest_validity');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(calls.some((c) => pathOf(c.url) === RATE_PATHS.validRatesExport)).toBe(true));
    const exported = calls.find((c) => pathOf(c.url) === RATE_PATHS.validRatesExport);
    expect(paramsOf(exported?.url ?? '')).toEqual({ sort: 'nearest_validity' });
  });

  it('tells a user without the Valid Rates permission that the page is closed, asking nothing', async () => {
    const { calls } = mockFetch(routes(() => listPage([RATE])));
    renderPage(['view-sales|Sales']);
    expect(await screen.findByText('You do not have permission to open Valid Rates.')).toBeTruthy();
    expect(listCalls(calls)).toHaveLength(0);
  });
});
