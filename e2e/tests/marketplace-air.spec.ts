import { JOB_STATUS } from '@fastforward/domain';
import { expect, test } from '@playwright/test';
import {
  acceptEnquiry,
  bookedJob,
  bookingDocument,
  expectQueuedJob,
  fillAndBook,
  firstValidRateSuggestion,
  JOB_REFERENCE,
  openMyQuery,
  openStaffEnquiry,
  partyOf,
  quoteOption,
  quoteOptions,
  readReference,
  SLOW,
  selectAndOpenBooking,
  signedInPage,
  statusOf,
  uniqueMarker,
} from './support/marketplace';
import { openFromNav } from './support/organisation';
import { searchAndChoose } from './support/pickers';

/** A lane the demo air rates price (seed/demo-rates.ts: Emirates and British Airways, DXB → LHR). */
const LANE = { from: 'DXB', fromOption: /DXB — /, to: 'LHR', toOption: /LHR — / };

test('sales prices an air lane in the Rate Wizard, makes it an enquiry; pricing quotes it from the valid rates and the customer books it', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const marker = uniqueMarker('mk-air');

  // Sales prices the lane for Acme and turns a priced option into the customer's enquiry.
  const sales = await signedInPage(browser, 'ffd.sales');
  await openFromNav(sales, 'Rate Wizard', 'New Enquiry');
  await expect(sales.getByRole('heading', { name: 'Rate Wizard', level: 1 })).toBeVisible();
  const wizard = sales.getByRole('form', { name: 'Rate enquiry' });
  await searchAndChoose(sales, wizard, 'Customer', 'Acme', /Acme/);
  await expect(sales.getByText(/^Tier: /)).toBeVisible();
  // The segmented control's radios are hidden behind their labels: the user clicks the label.
  await wizard.getByText('Air', { exact: true }).click();
  await expect(wizard.getByRole('radio', { name: 'Air' })).toBeChecked();
  await searchAndChoose(sales, wizard, 'Origin airport', LANE.from, LANE.fromOption);
  await searchAndChoose(sales, wizard, 'Destination airport', LANE.to, LANE.toOption);
  await wizard.getByRole('spinbutton', { name: 'Packages', exact: true }).fill('4');
  await wizard.getByRole('spinbutton', { name: 'Length', exact: true }).fill('120');
  await wizard.getByRole('spinbutton', { name: 'Width', exact: true }).fill('80');
  await wizard.getByRole('spinbutton', { name: 'Height', exact: true }).fill('100');
  await wizard.getByRole('spinbutton', { name: 'Gross weight', exact: true }).fill('200');
  await wizard.getByRole('button', { name: 'Price' }).click();
  const priced = sales.getByRole('region', { name: 'Priced options' });
  await expect(priced.getByRole('article').first()).toBeVisible(SLOW);
  await priced
    .getByRole('button', { name: /^Create enquiry from / })
    .first()
    .click();
  await expect(sales.getByRole('heading', { name: 'New Enquiry', level: 1 })).toBeVisible();
  await expect(sales.getByText('Customer: Acme Imports')).toBeVisible();
  const form = sales.getByRole('form', { name: 'Enquiry' });
  // The priced request came along: the mode, the lane and the cargo.
  await expect(form.getByRole('radio', { name: 'Air' })).toBeChecked();
  await expect(form.getByRole('combobox', { name: 'Origin airport', exact: true })).toHaveValue(
    LANE.fromOption,
  );
  await expect(form.getByRole('combobox', { name: 'Destination airport', exact: true })).toHaveValue(
    LANE.toOption,
  );
  await expect(form.getByRole('spinbutton', { name: 'Packages', exact: true })).toHaveValue('4');
  await form.getByLabel('Remarks').fill(`Machine parts, stackable. ${marker}`);
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  const reference = await readReference(sales, 'Received');
  await expect(sales.getByText('Customer Acme Imports', { exact: false }).first()).toBeVisible();

  // Pricing accepts it and quotes the valid rates the engine finds.
  const pricing = await signedInPage(browser, 'ffd.pricing');
  await openStaffEnquiry(pricing, 'Air Enquiries', reference);
  await acceptEnquiry(pricing, reference);
  const title = await firstValidRateSuggestion(pricing);
  const quote = await quoteOptions(pricing, [title]);

  // The customer selects the option and books it.
  const customer = await signedInPage(browser, 'acme.buyer');
  await openMyQuery(customer, reference);
  await expect(statusOf(customer)).toHaveText('Accepted');
  await expect(quoteOption(customer, quote, title)).toBeVisible(SLOW);
  await selectAndOpenBooking(customer, quote, title);
  const job = await fillAndBook(
    customer,
    {
      shipper: partyOf('Dubai Machinery Trading', 'Dubai'),
      consignee: partyOf('Acme Imports London', 'London'),
      notifyParty: partyOf('Acme Customs Desk', 'London'),
      cargo: `Machine parts on 4 pallets (${marker})`,
      lines: { kind: 'packages', count: '4', totalKg: '200' },
    },
    // Oceanic requires no document unless an earlier journey set its operation files.
    bookingDocument('air-booking-document.pdf'),
  );
  expect(job).toMatch(JOB_REFERENCE);
  await expect(bookedJob(customer)).toContainText(JOB_STATUS.QUED);

  // The job exists, queued, on the forwarder's side.
  await expectQueuedJob(pricing, job);
});
