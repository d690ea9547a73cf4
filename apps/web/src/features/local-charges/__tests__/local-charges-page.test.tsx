import {
  LOCAL_CHARGE_COLUMNS,
  type LocalCharge,
  PERMISSIONS,
  RATE_PATHS,
  REFERENCE_DATA_PATHS,
} from '@fastforward/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { itemAnswer, listPage } from '../../../test/answers';
import { json, type MockCall, mockFetch, paramsOf, pathOf } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { headerNames } from '../../../test/table-headers';
import { LocalChargesPage } from '../pages/local-charges-page';

const PATH = RATE_PATHS.localCharges;

const CHARGE: LocalCharge = {
  id: 4,
  mode: 'sea',
  portType: 'destination',
  portId: 11,
  portKind: 'sea',
  portCode: 'AEJEA',
  portName: 'Jebel Ali',
  portCountryCode: 'AE',
  label: 'Terminal Handling',
  basis: 'perContainer',
  rate: null,
  buyRate: '250.00',
  currency: 'USD',
  validFrom: '2026-03-01',
  validTill: '2026-06-30',
  commodityType: 'GNRL',
  containerSizeId: 5,
  containerSize: "20' Standard",
  weightSlabId: null,
  weightSlabName: null,
  shippingCompanyId: 3,
  shippingLineName: 'Maersk',
  incotermCode: null,
  remarks: 'Per box',
  createdAt: '2026-02-20T10:00:00.000Z',
};

const JEBEL_ALI = {
  id: 11,
  type: 'sea',
  code: 'AEJEA',
  name: 'Jebel Ali',
  city: 'Dubai',
  countryCode: 'AE',
  isCompanyPort: false,
};

const items = (list: unknown[]) => json({ success: true, data: { items: list } });

/** The reference reads the pickers make, then `handle` for the charges' calls. */
const routes = (handle: (call: MockCall) => Response) => (call: MockCall) => {
  if (call.url.startsWith(REFERENCE_DATA_PATHS.portSearch)) return items([JEBEL_ALI]);
  if (call.url.startsWith(REFERENCE_DATA_PATHS.currencies))
    return items([{ code: 'USD', name: 'US Dollar' }]);
  // Lines, sizes, incoterms: none needed here.
  if (pathOf(call.url) !== PATH && !pathOf(call.url).startsWith(`${PATH}/`)) return items([]);
  return handle(call);
};

const renderPage = (permissions: string[] = [PERMISSIONS.businessAdmin]) =>
  renderDashboardPage(<LocalChargesPage />, permissions);

describe('LocalChargesPage', () => {
  it('shows the SPEC §9 columns in order, and a charge priced by the tier margin', async () => {
    const { calls } = mockFetch(routes(() => listPage([CHARGE])));
    renderPage();
    const table = await screen.findByRole('table', { name: 'Local Charges' });
    const row = (await within(table).findByText('Terminal Handling')).closest('tr') as HTMLElement;
    expect(headerNames(table)).toEqual([...LOCAL_CHARGE_COLUMNS]);
    expect(within(row).getByText('Destination')).toBeTruthy();
    expect(within(row).getByTitle('Jebel Ali').textContent).toBe('AEJEA');
    expect(within(row).getByText('Tier margin')).toBeTruthy();
    expect(within(row).getByText('2026-03-01 – 2026-06-30')).toBeTruthy();
    const list = calls.find((c) => pathOf(c.url) === PATH);
    expect(paramsOf(list?.url ?? '')).toMatchObject({
      page: '1',
      pageSize: '10',
      sort: 'createdAt',
      order: 'desc',
    });
  });

  it('filters by port type, back on page 1', async () => {
    const { calls } = mockFetch(routes(() => listPage([CHARGE])));
    renderPage();
    await screen.findByText('Terminal Handling');
    await userEvent.setup().selectOptions(screen.getByLabelText('Port Type'), 'origin');
    await waitFor(() =>
      expect(paramsOf(calls.filter((c) => pathOf(c.url) === PATH).at(-1)?.url ?? '')).toMatchObject({
        portType: 'origin',
        page: '1',
      }),
    );
  });

  it('names the SPEC labels in the form messages before calling the server', async () => {
    const { calls } = mockFetch(routes(() => listPage([])));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'New local charge' }));
    const dialog = await screen.findByRole('dialog', { name: 'New local charge' });
    fireEvent.change(within(dialog).getByLabelText(/^Sell Rate/), { target: { value: '-3' } });
    fireEvent.change(within(dialog).getByLabelText(/^Valid From/), { target: { value: '2026-05-01' } });
    fireEvent.change(within(dialog).getByLabelText(/^Valid Till/), { target: { value: '2026-04-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Charge Name is required')).toBeTruthy();
    expect(within(dialog).getByText('Port is required')).toBeTruthy();
    expect(within(dialog).getByText('Sell Rate must be 0 or more')).toBeTruthy();
    expect(within(dialog).getByText('Buy Rate is required')).toBeTruthy();
    expect(within(dialog).getByText('Valid Till must be on or after Valid From')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('creates a charge at a searched port and sends the whole body', async () => {
    const { calls } = mockFetch(
      routes((call) => (call.method === 'POST' ? itemAnswer(CHARGE, 201) : listPage([]))),
    );
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New local charge' }));
    const dialog = await screen.findByRole('dialog', { name: 'New local charge' });
    await user.selectOptions(within(dialog).getByLabelText(/^Port Type/), 'destination');
    const port = within(dialog).getByRole('combobox', { name: 'Port' });
    await user.type(port, 'jebel');
    await user.click(await screen.findByRole('option', { name: /AEJEA — Jebel Ali, AE/, hidden: true }));
    await user.type(within(dialog).getByLabelText(/^Charge Name/), 'Terminal Handling');
    await user.type(within(dialog).getByLabelText(/^Buy Rate/), '250');
    const currency = within(dialog).getByRole('combobox', { name: 'Currency' });
    await waitFor(() => expect(currency).toHaveProperty('disabled', false));
    await user.click(currency);
    await user.click(await screen.findByRole('option', { name: 'USD — US Dollar', hidden: true }));
    fireEvent.change(within(dialog).getByLabelText(/^Valid From/), { target: { value: '2026-03-01' } });
    fireEvent.change(within(dialog).getByLabelText(/^Valid Till/), { target: { value: '2026-06-30' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      mode: 'sea',
      portType: 'destination',
      portId: 11,
      label: 'Terminal Handling',
      basis: 'perContainer',
      rate: null,
      buyRate: '250',
      currency: 'USD',
      validFrom: '2026-03-01',
      validTill: '2026-06-30',
      commodityType: null,
      containerSizeId: null,
      weightSlabId: null,
      shippingCompanyId: null,
      incotermCode: null,
      remarks: null,
    });
  });

  it('tells a user without the Valid Rates permission that the page is closed', async () => {
    const { calls } = mockFetch(routes(() => listPage([CHARGE])));
    renderPage(['view-sales|Sales']);
    expect(await screen.findByText('You do not have permission to open Local Charges.')).toBeTruthy();
    expect(calls.filter((c) => pathOf(c.url) === PATH)).toHaveLength(0);
  });
});
