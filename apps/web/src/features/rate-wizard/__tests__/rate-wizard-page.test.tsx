import {
  PERMISSIONS,
  type PricedOption,
  RATE_PATHS,
  type RateWizardCustomer,
  type RateWizardResponse,
} from '@fastforward/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fieldErrors, itemAnswer } from '../../../test/answers';
import { type MockCall, mockFetch, paramsOf, pathOf } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import {
  chooseContainer,
  fillSeaLane,
  items,
  optionOf,
  typePackageLine,
  withReference,
} from '../../../test/shipment-fixtures';
import { RateWizardPage } from '../pages/rate-wizard-page';

const ACME: RateWizardCustomer = { id: 41, name: 'Acme (demo)', tier: { id: 3, name: 'Gold' } };
const option = (
  key: string,
  line: string,
  total: string,
  extra: Partial<PricedOption> = {},
): PricedOption => ({
  key,
  shippingCompanyId: 3,
  shippingLineName: line,
  vendorId: 8,
  vendorName: 'Blue Ocean Agencies',
  validFrom: '2026-11-01',
  validTill: '2026-12-31',
  transitDays: 22,
  freeDays: 14,
  lines: [
    {
      leg: 'freightCharge',
      label: 'Ocean freight',
      basis: 'perContainer',
      quantity: '1',
      currency: 'USD',
      unitBuy: '1000.00',
      unitSell: '1100.00',
      buy: '1000.00',
      sell: '1100.00',
      source: { type: 'validRate', id: 123 },
      sellRule: 'percent',
      tier: { id: 3, name: 'Gold' },
      baseBuy: '3672.50',
      baseSell: '4039.75',
      exchangeRate: '3.6725',
      warning: null,
    },
    {
      leg: 'freightCharge',
      label: 'Bunker surcharge',
      basis: 'perContainer',
      quantity: '1',
      currency: 'EUR',
      unitBuy: '50.00',
      unitSell: '60.00',
      buy: '50.00',
      sell: '60.00',
      source: { type: 'localCharge', id: 7 },
      sellRule: 'explicit',
      tier: null,
      baseBuy: null,
      baseSell: null,
      exchangeRate: null,
      warning: 'No exchange rate for EUR to AED',
    },
  ],
  totals: [
    { currency: 'USD', buy: '1000.00', sell: '1100.00' },
    { currency: 'EUR', buy: '50.00', sell: '60.00' },
  ],
  baseTotal: { currency: 'AED', buy: '3672.50', sell: total },
  flags: [],
  ...extra,
});

const CHEAP = option('a', 'Maersk', '4039.75', {
  flags: [{ leg: 'destinationPort', message: 'No destination charges for Jebel Ali' }],
});
const DEAR = option('b', 'MSC', '5200.00', { validTill: '2027-01-31' });

const answerWith = (options: PricedOption[]): RateWizardResponse => ({
  customer: ACME,
  baseCurrency: 'AED',
  chargeableWeightKg: null,
  options,
});

/** The reference reads of the pickers and the customer search; `price` answers the pricing POST. */
const routes = (price: (call: MockCall) => Response) =>
  withReference((call) => {
    const path = pathOf(call.url);
    if (path === RATE_PATHS.rateWizardCustomers) {
      const search = (paramsOf(call.url).search ?? '').toLowerCase();
      return items(search && ACME.name.toLowerCase().includes(search) ? [ACME] : []);
    }
    if (path === RATE_PATHS.rateWizardPrice) return price(call);
    return items([]);
  });

const priceCalls = (calls: MockCall[]) => calls.filter((c) => pathOf(c.url) === RATE_PATHS.rateWizardPrice);

const renderPage = (permissions: string[] = [PERMISSIONS.viewCustomerQuerySales]) =>
  renderDashboardPage(<RateWizardPage />, permissions);

/** Fills a sea enquiry: Acme, Shanghai → Jebel Ali, one 40' High Cube. */
async function fillSeaEnquiry(user: ReturnType<typeof userEvent.setup>) {
  const customer = screen.getByRole('combobox', { name: 'Customer' });
  await user.type(customer, 'acme');
  await user.click(await optionOf(customer, 'Acme (demo) · Gold'));
  await fillSeaLane(user);
  await chooseContainer(user);
}

describe('RateWizardPage', () => {
  it('prices a sea lane for a customer and shows each option with its lines and their sources', async () => {
    const { calls } = mockFetch(routes(() => itemAnswer(answerWith([CHEAP, DEAR]))));
    renderPage();
    const user = userEvent.setup();
    await fillSeaEnquiry(user);
    expect(screen.getByText('Tier: Gold')).toBeTruthy();
    const searches = calls.filter((c) => pathOf(c.url) === RATE_PATHS.rateWizardCustomers);
    // The server searches the customers: the debounce spares one request per keystroke.
    expect(searches.map((c) => paramsOf(c.url).search)).toContain('acme');
    expect(searches.some((c) => paramsOf(c.url).search === 'ac')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Price' }));

    const first = await screen.findByRole('article', { name: 'Option 1: Maersk' });
    expect(priceCalls(calls)[0]?.body).toMatchObject({
      customerKycId: 41,
      mode: 'sea',
      originPortId: 10,
      destinationPortId: 11,
      commodityType: 'GNRL',
      containers: [{ containerSizeId: 7, count: 1 }],
      packages: [],
      legs: { freightCharge: true, originPort: false, destinationPort: false },
      originPlaceId: null,
      shippingCompanyId: null,
      sort: 'rate_asc',
    });
    expect(within(first).getByText('Total AED 4,039.75')).toBeTruthy();
    expect(within(first).getByText('USD 1,100.00')).toBeTruthy();
    expect(
      within(first).getByText(/Vendor Blue Ocean Agencies · Valid 2026-11-01 – 2026-12-31/),
    ).toBeTruthy();
    expect(within(first).getByText('No destination charges for Jebel Ali')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Option 2: MSC' })).toBeTruthy();

    await user.click(within(first).getByRole('button', { name: 'Show lines (2)' }));
    const lines = within(first).getByRole('table', { name: 'Lines of Option 1: Maersk' });
    const freight = within(lines).getByText('Ocean freight').closest('tr') as HTMLElement;
    expect(within(freight).getByText('Valid rate #123')).toBeTruthy();
    expect(within(freight).getByText('Tier Gold: percentage margin')).toBeTruthy();
    expect(within(freight).getByText('Per Container')).toBeTruthy();
    expect(within(freight).getByText('4,039.75')).toBeTruthy();
    const bunker = within(lines).getByText('Bunker surcharge').closest('tr') as HTMLElement;
    expect(within(bunker).getByText('Local charge #7')).toBeTruthy();
    expect(within(bunker).getByText('Sell rate of the record')).toBeTruthy();
    expect(within(bunker).getByText('No exchange rate for EUR to AED')).toBeTruthy();
  });

  it('re-prices with each sort and keeps the order the API answers', async () => {
    const { calls } = mockFetch(
      routes((call) => {
        const { sort } = call.body as { sort: string };
        return itemAnswer(answerWith(sort === 'rate_desc' ? [DEAR, CHEAP] : [CHEAP, DEAR]));
      }),
    );
    renderPage();
    const user = userEvent.setup();
    await fillSeaEnquiry(user);
    await user.click(screen.getByRole('button', { name: 'Price' }));
    expect(await screen.findByRole('article', { name: 'Option 1: Maersk' })).toBeTruthy();

    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect((sort as HTMLInputElement).value).toBe('Rate Ascending');
    await user.click(sort);
    await user.click(await optionOf(sort, 'Rate Descending'));
    expect(await screen.findByRole('article', { name: 'Option 1: MSC' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Option 2: Maersk' })).toBeTruthy();
    expect(priceCalls(calls).map((c) => (c.body as { sort: string }).sort)).toEqual([
      'rate_asc',
      'rate_desc',
    ]);
    // The same request as before: only the sort differs.
    expect({ ...(priceCalls(calls)[1]?.body as object), sort: 'rate_asc' }).toEqual(
      priceCalls(calls)[0]?.body,
    );
  });

  it('says so when no rate is valid for the lane on that date', async () => {
    mockFetch(routes(() => itemAnswer(answerWith([]))));
    renderPage();
    const user = userEvent.setup();
    await fillSeaEnquiry(user);
    await user.click(screen.getByRole('button', { name: 'Price' }));
    expect(await screen.findByText('No valid rates for this lane on that date')).toBeTruthy();
  });

  it('checks the enquiry with the domain schema before asking the server', async () => {
    const { calls } = mockFetch(routes(() => itemAnswer(answerWith([]))));
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Price' }));
    expect(await screen.findByText('Choose a customer')).toBeTruthy();
    expect(screen.getByText('Choose an origin port')).toBeTruthy();
    expect(screen.getByText('Choose a destination port')).toBeTruthy();
    expect(screen.getByText('Choose a container size')).toBeTruthy();
    expect(priceCalls(calls)).toHaveLength(0);
  });

  it("shows the server's refusal under the field it names", async () => {
    mockFetch(
      routes(() =>
        fieldErrors(400, 'Bad Request', 'Validation failed', {
          'containers.0.count': 'Count must not exceed 999',
          destinationPortId: 'The destination port must differ from the origin port',
        }),
      ),
    );
    renderPage();
    const user = userEvent.setup();
    await fillSeaEnquiry(user);
    await user.click(screen.getByRole('button', { name: 'Price' }));
    expect(await screen.findByText('Count must not exceed 999')).toBeTruthy();
    expect(screen.getByText('The destination port must differ from the origin port')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the chargeable weight and volume of air packages as the user types', async () => {
    mockFetch(routes(() => itemAnswer(answerWith([]))));
    renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Air' }));
    expect(screen.getByRole('combobox', { name: 'Origin airport' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Container size' })).toBeNull();
    await typePackageLine(user, { count: '2', length: '100', width: '50', height: '60', grossWeight: '40' });
    // 2 × 100 × 50 × 60 cm³ ÷ 6000 = 100 kg volumetric, above the 40 kg gross; 0.6 m³.
    expect(await screen.findByText('Chargeable weight 100 kg · Volume 0.6 CBM')).toBeTruthy();
  });

  it('cascades the route legs by the SPEC rules and asks for the places they reach', async () => {
    mockFetch(routes(() => itemAnswer(answerWith([]))));
    renderPage();
    const user = userEvent.setup();
    const freight = screen.getByRole('checkbox', { name: 'Freight Charge' });
    expect(freight).toHaveProperty('checked', true);
    await user.click(screen.getByRole('checkbox', { name: 'Origin Pickup Point' }));
    expect(screen.getByRole('checkbox', { name: 'Origin Custom Point' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Origin Port' })).toHaveProperty('checked', true);
    expect(screen.getByRole('combobox', { name: 'Origin custom point (dry port)' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Pickup place' })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Origin Port' }));
    expect(screen.getByRole('checkbox', { name: 'Origin Pickup Point' })).toHaveProperty('checked', false);
    expect(screen.queryByRole('combobox', { name: 'Pickup place' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Destination Custom Point' }));
    expect(screen.getByRole('checkbox', { name: 'Destination Port' })).toHaveProperty('checked', true);
    expect(screen.getByRole('combobox', { name: 'Destination custom point (dry port)' })).toBeTruthy();
  });

  it('sends the places of the selected legs, and none of a leg unchecked since', async () => {
    const { calls } = mockFetch(routes(() => itemAnswer(answerWith([]))));
    renderPage();
    const user = userEvent.setup();
    await fillSeaEnquiry(user);
    await user.click(screen.getByRole('checkbox', { name: 'Origin Pickup Point' }));
    const pickup = screen.getByRole('combobox', { name: 'Pickup place' });
    await user.type(pickup, 'suz');
    await user.click(await optionOf(pickup, 'Suzhou, CN'));
    const dryPort = screen.getByRole('combobox', { name: 'Origin custom point (dry port)' });
    await user.type(dryPort, 'yiwu');
    await user.click(await optionOf(dryPort, /CNYWD — Yiwu Dry Port/));
    await user.click(screen.getByRole('checkbox', { name: 'Final Place Of Delivery' }));
    const final = screen.getByRole('combobox', { name: 'Final place of delivery' });
    await user.type(final, 'suz');
    await user.click(await optionOf(final, 'Suzhou, CN'));
    await user.click(screen.getByRole('checkbox', { name: 'Final Place Of Delivery' }));
    await user.click(screen.getByRole('button', { name: 'Price' }));
    await screen.findByText('No valid rates for this lane on that date');
    expect(priceCalls(calls)[0]?.body).toMatchObject({
      legs: {
        originPickupPoint: true,
        originCustomPoint: true,
        originPort: true,
        destinationFinalPoint: false,
      },
      originPlaceId: 501,
      originCustomPointId: 12,
      destinationCustomPointId: null,
      finalPlaceId: null,
    });
  });

  it('is closed to a user without a Rate Wizard permission', () => {
    mockFetch(routes(() => itemAnswer(answerWith([]))));
    renderPage([PERMISSIONS.viewSeaQueryPricing]);
    expect(screen.getByText('You do not have permission to open the Rate Wizard.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Price' })).toBeNull();
  });
});
