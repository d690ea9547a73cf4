import { PERMISSIONS, RATE_PATHS, TRANSPORT_CHARGE_COLUMNS, type TransportCharge } from '@fastforward/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listPage } from '../../../test/answers';
import { json, type MockCall, mockFetch, paramsOf, pathOf } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { headerNames } from '../../../test/table-headers';
import { TransportChargesPage } from '../pages/transport-charges-page';

const PATH = RATE_PATHS.transportCharges;

const CHARGE: TransportCharge = {
  id: 8,
  mode: 'sea',
  portType: 'destination',
  transportPoints: 'destinationPortToCustomPoint',
  transportType: 'railway',
  portId: 11,
  portKind: 'sea',
  portCode: 'INNSA',
  portName: 'Nhava Sheva',
  portCountryCode: 'IN',
  customPointId: 21,
  customPointCode: 'INTKD',
  customPointName: 'ICD Tughlakabad',
  customPointCountryCode: 'IN',
  cityId: null,
  cityName: null,
  cityCountryCode: null,
  pointA: 'INNSA — Nhava Sheva',
  pointB: 'INTKD — ICD Tughlakabad',
  label: 'Rail to ICD',
  basis: 'perContainer',
  rate: '610.00',
  buyRate: '540.00',
  currency: 'USD',
  validFrom: '2026-03-01',
  validTill: '2026-06-30',
  commodityType: null,
  containerSizeId: 5,
  containerSize: "40' High Cube",
  weightSlabId: null,
  weightSlabName: null,
  shippingCompanyId: null,
  shippingLineName: null,
  incotermCode: null,
  remarks: null,
  createdAt: '2026-02-20T10:00:00.000Z',
};

/** The pickers' reference reads answer nothing; the charges' calls go to `handle`. */
const routes = (handle: (call: MockCall) => Response) => (call: MockCall) =>
  pathOf(call.url).startsWith(PATH) ? handle(call) : json({ success: true, data: { items: [] } });

const renderPage = () => renderDashboardPage(<TransportChargesPage />, [PERMISSIONS.businessAdmin]);

describe('TransportChargesPage', () => {
  it('shows the SPEC §9 transport columns in order, with the leg and its type', async () => {
    mockFetch(routes(() => listPage([CHARGE])));
    renderPage();
    const table = await screen.findByRole('table', { name: 'Transport Charges' });
    const row = (await within(table).findByText('Rail to ICD')).closest('tr') as HTMLElement;
    expect(headerNames(table)).toEqual([...TRANSPORT_CHARGE_COLUMNS]);
    expect(within(row).getByText('INNSA — Nhava Sheva → INTKD — ICD Tughlakabad')).toBeTruthy();
    expect(within(row).getByText('Railway')).toBeTruthy();
    expect(within(row).getByText('Destination')).toBeTruthy();
    expect(within(row).getByText('All lines')).toBeTruthy();
  });

  it('filters by transport type', async () => {
    const { calls } = mockFetch(routes(() => listPage([CHARGE])));
    renderPage();
    await screen.findByText('Rail to ICD');
    await userEvent.setup().selectOptions(screen.getByLabelText('Transport Type'), 'road');
    await waitFor(() =>
      expect(paramsOf(calls.filter((c) => pathOf(c.url) === PATH).at(-1)?.url ?? '')).toMatchObject({
        transportType: 'road',
      }),
    );
  });

  it('asks for Point A and Point B of the chosen leg, by their SPEC labels', async () => {
    const { calls } = mockFetch(routes(() => listPage([])));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'New transport charge' }));
    const dialog = await screen.findByRole('dialog', { name: 'New transport charge' });
    fireEvent.change(within(dialog).getByLabelText(/^Type \(Point A to B\)/), {
      target: { value: 'originCustomPointToPort' },
    });
    expect(within(dialog).getByText('A custom point (dry port)')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Point A is required')).toBeTruthy();
    expect(within(dialog).getByText('Point B is required')).toBeTruthy();
    expect(within(dialog).getByText('Charge Name is required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
