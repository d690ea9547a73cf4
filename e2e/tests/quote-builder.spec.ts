import { REQUIRED_CHARGE } from '@fastforward/domain';
import { expect, test } from '@playwright/test';
import { dayFromToday } from './support/dates';
import {
  acceptEnquiry,
  answerForward,
  askForSeaRate,
  closeSuccess,
  forwardTo,
  openMyQuery,
  openStaffEnquiry,
  openTab,
  SLOW,
  signedInPage,
  uniqueMarker,
} from './support/marketplace';
import { openFromNav } from './support/organisation';

const LANE = {
  from: 'CNSHA',
  fromOption: /CNSHA — Shanghai/,
  to: 'AEJEA',
  toOption: /AEJEA — Jebel Ali/,
  size: /^40' Standard/,
};
const SWIFT = 'Swift Carriers';
const CHARGES = [REQUIRED_CHARGE.freight, REQUIRED_CHARGE.surcharges];
/** The checklist's names are questions to the vendor: none may reach the customer. */
const CATEGORY_NAMES = CHARGES;
const RENAMED = 'Sea freight Shanghai to Jebel Ali';
const BY_HAND = 'Customs clearance';

test('pricing renames a vendor line, adds one by hand and is asked before a validity past the answer; the customer reads only the renamed lines, never the vendor', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const marker = uniqueMarker('mk-quote-builder');

  // A sea enquiry, answered by one vendor under the checklist's charges.
  const customer = await signedInPage(browser, 'acme.buyer');
  const reference = await askForSeaRate(customer, LANE, marker);
  const pricing = await signedInPage(browser, 'ffd.pricing');
  await openStaffEnquiry(pricing, 'Sea Enquiries', reference);
  await acceptEnquiry(pricing, reference);
  expect(await forwardTo(pricing, [SWIFT], CHARGES)).toEqual([`${SWIFT}: Received`]);
  const vendor = await signedInPage(browser, 'swift.vendor');
  await openFromNav(vendor, 'Pricing', 'Incoming Enquiries');
  await vendor.getByLabel('Search incoming enquiries').fill(reference);
  await vendor.getByRole('button', { name: `Open ${reference}` }).click();
  await expect(vendor.getByRole('heading', { name: reference })).toBeVisible(SLOW);
  await answerForward(vendor, {
    amounts: ['1500', '150'],
    transitDays: '24',
    freeDays: '10',
    remarks: 'Weekly service.',
  });
  await closeSuccess(vendor, 'Your rates were sent.');

  // Pricing builds the quote from the answer.
  await pricing.reload();
  await openTab(pricing, 'Quotes');
  const suggestions = pricing.getByRole('region', { name: 'Suggested options' });
  // The vendor shows to pricing beside the source; the title the customer will read does not name it.
  await suggestions.getByRole('checkbox', { name: new RegExp(`^Quote .* from ${SWIFT}$`) }).check(SLOW);
  await suggestions.getByRole('button', { name: 'Build quote from selected' }).click();
  const draft = pricing.getByRole('region', { name: 'Quote draft' });
  const option = draft.getByRole('region', { name: 'Option 1' });
  // Pricing types the vendor into the title: the builder warns, and the customer will not read it.
  await option.getByLabel('Option title').fill(`Weekly sailing via ${SWIFT}`);
  await expect(option.getByRole('status').filter({ hasText: `Names your vendor ${SWIFT}` })).toBeVisible();
  const freight = option.getByRole('textbox', { name: /^Charge name of Ocean freight/ });
  await expect(freight).toBeVisible(SLOW);
  // The freight line names its container size, and no line reads as the vendor's checklist.
  await expect(freight).toHaveValue(/40'/);
  for (const name of CATEGORY_NAMES) {
    await expect(option.getByRole('textbox', { name: `Charge name of ${name}` })).toHaveCount(0);
  }
  await freight.fill(RENAMED);
  await expect(option.getByText(/^Priced as Ocean freight/)).toBeVisible();

  const add = option.getByRole('group', { name: 'Add a line' });
  await add.getByLabel('Charge name').fill(BY_HAND);
  await add.getByLabel('Leg').selectOption('originPort');
  await add.getByLabel('Buy / unit').fill('300');
  await add.getByLabel(/^Sell \/ unit/).fill('400');
  await add.getByRole('button', { name: 'Add line' }).click();
  await expect(option.getByRole('textbox', { name: `Charge name of ${BY_HAND}` })).toHaveValue(BY_HAND);

  // The answer holds for 30 days: the validity starts there, and a later day asks first.
  const validTill = draft.getByLabel('Valid till');
  await expect(validTill).toHaveValue(dayFromToday(30));
  await validTill.fill(dayFromToday(45));
  await draft.getByRole('button', { name: 'Save draft' }).click();
  const ask = pricing.getByRole('dialog', { name: 'Valid past the buy rates?' });
  await expect(ask).toContainText(`hold till ${dayFromToday(30)}`, SLOW);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toHaveCount(0);
  await expect(draft).toBeVisible();
  await validTill.fill(dayFromToday(30));
  await draft.getByLabel('Remarks to the customer').fill(`Space subject to confirmation. ${marker}`);
  await draft.getByRole('button', { name: 'Save draft' }).click();
  await expect(draft).toHaveCount(0, SLOW);

  const quote = pricing.getByRole('article', { name: /^Quote / });
  await expect(quote).toContainText('Draft', SLOW);
  const quoteReference = ((await quote.getAttribute('aria-label')) ?? '').replace(/^Quote /, '');
  await quote.getByRole('button', { name: 'Send to customer' }).click();
  await pricing
    .getByRole('dialog', { name: 'Send the quote?' })
    .getByRole('button', { name: 'Send' })
    .click();
  await expect(quote).toContainText('Sent', SLOW);

  // The customer reads the renamed line, the line by hand and the remarks; no checklist name.
  await openMyQuery(customer, reference);
  const sent = customer.getByRole('article', { name: `Quote ${quoteReference}` });
  await expect(sent).toBeVisible(SLOW);
  await expect(sent).toContainText(RENAMED);
  await expect(sent).toContainText(BY_HAND);
  await expect(sent.getByRole('region', { name: 'Remarks' })).toContainText('Space subject to confirmation');
  for (const name of CATEGORY_NAMES) await expect(sent).not.toContainText(name);
  await expect(sent).not.toContainText('Ocean freight');
  await expect(sent.getByRole('region', { name: 'Weekly sailing', exact: true })).toBeVisible();
  await expect(customer.locator('main')).not.toContainText(SWIFT);
});
