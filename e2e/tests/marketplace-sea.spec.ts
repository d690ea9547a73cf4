import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { ANSWER_SOURCE, JOB_STATUS, OPERATION_FILE_LABELS, REQUIRED_CHARGE } from '@fastforward/domain';
import { expect, test } from '@playwright/test';
import {
  acceptEnquiry,
  answerForward,
  askForSeaRate,
  bookedJob,
  bookingDocument,
  closeSuccess,
  expectQueuedJob,
  fillAndBook,
  forwardTo,
  JOB_REFERENCE,
  offeredPrice,
  openMyQuery,
  openStaffEnquiry,
  openTab,
  partyOf,
  quoteOption,
  quoteOptions,
  requireBookingDocuments,
  SLOW,
  selectAndOpenBooking,
  signedInPage,
  statusOf,
  uniqueMarker,
} from './support/marketplace';
import { latestMailTo, linkIn, openFromNav } from './support/organisation';

const LANE = {
  from: 'CNSHA',
  fromOption: /CNSHA — Shanghai/,
  to: 'AEJEA',
  toOption: /AEJEA — Jebel Ali/,
  size: /^40' Standard/,
};
const SWIFT = 'Swift Carriers';
const GULF = 'Gulf Line Agencies';
const GULF_EMAIL = 'ops@gulfline.example';
const CHARGES = [REQUIRED_CHARGE.freight, REQUIRED_CHARGE.surcharges];
const SWIFT_OPTION = `via ${SWIFT}`;
const GULF_OPTION = `via ${GULF}`;
const PDFTOTEXT = '/usr/bin/pdftotext';
const DOCUMENT = bookingDocument('sea-booking-commercial-invoice.pdf');
const REQUIRED_DOCUMENTS = [OPERATION_FILE_LABELS.CI, OPERATION_FILE_LABELS.CRD];
const FORWARD_LINK = /https?:\/\/\S+\/rateEnquiryResponseForm\?token=[A-Za-z0-9_%-]+/;

test('a sea enquiry goes from the customer to two vendors, back as a quote, and on to a booked job', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const marker = uniqueMarker('mk-sea');

  // 1. The customer asks for a rate.
  const customer = await signedInPage(browser, 'acme.buyer');
  const reference = await askForSeaRate(customer, LANE, marker);

  // 2. Pricing accepts it and forwards it to a registered and an e-mail-only vendor.
  const pricing = await signedInPage(browser, 'ffd.pricing');
  await openStaffEnquiry(pricing, 'Sea Enquiries', reference);
  await acceptEnquiry(pricing, reference);
  expect(await forwardTo(pricing, [SWIFT, GULF], CHARGES)).toEqual([
    `${SWIFT}: Received`,
    `${GULF}: Received`,
  ]);
  expect(await forwardTo(pricing, [SWIFT], CHARGES)).toEqual([`${SWIFT}: Already Forwarded`]);
  const forwards = pricing.getByRole('table', { name: 'Forwards' });
  await expect(forwards.getByRole('row', { name: new RegExp(SWIFT) })).toContainText('Received');
  await expect(forwards.getByRole('row', { name: new RegExp(GULF) })).toContainText('Received');

  // 3. Swift answers in the app, seeing nothing of the customer.
  const vendor = await signedInPage(browser, 'swift.vendor');
  await openFromNav(vendor, 'Pricing', 'Incoming Enquiries');
  await expect(vendor.getByRole('heading', { name: 'Incoming Enquiries', level: 1 })).toBeVisible();
  await vendor.getByLabel('Search incoming enquiries').fill(reference);
  await vendor.getByRole('button', { name: `Open ${reference}` }).click();
  await expect(vendor.getByRole('heading', { name: reference })).toBeVisible(SLOW);
  await expect(vendor.getByText('Oceanic Freight Forwarders').first()).toBeVisible();
  await expect(vendor.locator('body')).not.toContainText(/Acme/i);
  await expect(vendor.locator('body')).not.toContainText(marker);
  await answerForward(vendor, {
    amounts: ['1500', '150'],
    transitDays: '24',
    freeDays: '10',
    remarks: 'Weekly service, space on request.',
  });
  await closeSuccess(vendor, 'Your rates were sent.');
  await expect(vendor.getByRole('heading', { name: 'Your answer' })).toBeVisible(SLOW);

  // 4. Gulf Line answers through the link of its e-mail, without signing in.
  let mail = '';
  await expect
    .poll(
      async () => {
        mail = await latestMailTo(pricing, GULF_EMAIL);
        return mail.includes(reference);
      },
      { message: `the e-mail to ${GULF_EMAIL} about ${reference}`, ...SLOW },
    )
    .toBe(true);
  const link = linkIn(mail, FORWARD_LINK);
  const outsider = await (await browser.newContext()).newPage();
  await outsider.goto(link);
  await expect(outsider.getByRole('heading', { name: 'Rate Enquiry Response' })).toBeVisible(SLOW);
  await expect(outsider.locator('body')).not.toContainText(/Acme/i);
  await answerForward(outsider, {
    amounts: ['1700', '200'],
    transitDays: '16',
    freeDays: '14',
    remarks: 'Direct call at Jebel Ali.',
  });
  const thanks = outsider.getByRole('status').filter({ hasText: 'Thank you' });
  await expect(thanks).toContainText('Your rates were sent to Oceanic Freight Forwarders', SLOW);
  await expect(outsider.getByRole('form', { name: 'Answer' })).toHaveCount(0);
  // Reopened, the link shows the answer, read-only.
  await outsider.reload();
  await expect(outsider.getByRole('heading', { name: 'Your answer' })).toBeVisible(SLOW);
  await expect(outsider.getByRole('form', { name: 'Answer' })).toHaveCount(0);
  await expect(outsider.getByRole('button', { name: 'Send rates' })).toHaveCount(0);

  // 5. Pricing compares the two answers and quotes both.
  await pricing.reload();
  const comparison = pricing.getByRole('table', { name: 'Comparison of answers' });
  await expect(comparison.getByRole('row')).toHaveCount(3, SLOW);
  const swiftRow = comparison.getByRole('row', { name: SWIFT });
  const gulfRow = comparison.getByRole('row', { name: GULF });
  await expect(swiftRow).toContainText('Cheapest');
  await expect(swiftRow).not.toContainText('Fastest');
  await expect(gulfRow).toContainText('Fastest');
  await expect(gulfRow).not.toContainText('Cheapest');
  await expect(swiftRow).toContainText(ANSWER_SOURCE.vendorApp);
  await expect(gulfRow).toContainText(ANSWER_SOURCE.vendorLink);
  const quote = await quoteOptions(pricing, [SWIFT_OPTION, GULF_OPTION]);

  // 6. The customer reads the quote, downloads its PDF and counters one option.
  await openMyQuery(customer, reference);
  const swiftOption = quoteOption(customer, quote, SWIFT_OPTION);
  await expect(swiftOption).toBeVisible(SLOW);
  await expect(quoteOption(customer, quote, GULF_OPTION)).toBeVisible();
  const downloading = customer.waitForEvent('download');
  await customer
    .getByRole('article', { name: `Quote ${quote}` })
    .getByRole('button', { name: 'Download PDF' })
    .click();
  const download = await downloading;
  const pdfPath = test.info().outputPath('quote.pdf');
  await download.saveAs(pdfPath);
  expect(readFileSync(pdfPath).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  if (existsSync(PDFTOTEXT)) {
    expect(execFileSync(PDFTOTEXT, [pdfPath, '-'], { encoding: 'utf8' })).toContain(reference);
  }
  const offered = await offeredPrice(swiftOption);
  const target = (Math.floor(offered * 0.97 * 100) / 100).toFixed(2);
  await swiftOption.getByRole('button', { name: 'Counter-offer' }).click();
  const counter = customer.getByRole('dialog', { name: 'Counter-offer' });
  await counter.getByLabel(/^Target amount/).fill(target);
  await counter.getByLabel('Message').fill('We ship monthly; could you meet this price?');
  await counter.getByRole('button', { name: 'Send counter-offer' }).click();
  await closeSuccess(customer, 'Your counter-offer has been sent.');
  await expect(counter).toHaveCount(0);
  await expect(statusOf(customer)).toHaveText('Negotiating', SLOW);
  await expect(customer.getByText('Your counter-offer is waiting for the forwarder’s answer.')).toBeVisible();

  // 7. The forwarder's approver of negotiations accepts the target (below the floor it is theirs).
  const approver = await signedInPage(browser, 'ffd.admin');
  await openStaffEnquiry(approver, 'Sea Enquiries', reference);
  await expect(statusOf(approver)).toHaveText('Negotiating');
  await openTab(approver, 'Negotiations');
  await approver.getByRole('button', { name: 'Answer counter-offer' }).click();
  const answer = approver.getByRole('dialog', { name: 'Answer counter-offer' });
  await expect(answer).toContainText(target);
  await answer.getByRole('radio', { name: 'Accept the target' }).check();
  await answer.getByLabel('Message to the customer').fill('Agreed for this shipment.');
  await answer.getByRole('button', { name: 'Send answer' }).click();
  await closeSuccess(approver, 'The customer has been told of your answer.');
  await expect(answer).toHaveCount(0);
  await expect(statusOf(approver)).toHaveText('Accepted', SLOW);
  // From now on a booking needs the customer's commercial invoice and its registration document.
  await requireBookingDocuments(approver, REQUIRED_DOCUMENTS);

  // 8. The customer selects the countered option at the agreed price and books it.
  await customer.reload();
  await expect(swiftOption.getByText(`Price after negotiation ${target}`, { exact: false })).toBeVisible(
    SLOW,
  );
  await selectAndOpenBooking(customer, quote, SWIFT_OPTION);
  const job = await fillAndBook(
    customer,
    {
      shipper: partyOf('Shanghai Home Textiles', 'Shanghai'),
      consignee: partyOf('Acme Imports Warehouse', 'Dubai'),
      notifyParty: partyOf('Acme Customs Desk', 'Dubai'),
      cargo: `Household textiles, 1200 cartons (${marker})`,
      grossWeightKg: '18000',
      count: { label: 'Containers', value: '1' },
    },
    DOCUMENT,
  );
  expect(job).toMatch(JOB_REFERENCE);
  await expect(bookedJob(customer)).toContainText(JOB_STATUS.QUED);
  // The commercial invoice went with the booking (the registration document may be on file with the KYC).
  await expect(
    customer.getByLabel('Booking', { exact: true }).getByText(DOCUMENT.name).first(),
  ).toBeVisible();

  // The forwarder's enquiry page shows the booking and its job, queued.
  await expectQueuedJob(pricing, job);
});
