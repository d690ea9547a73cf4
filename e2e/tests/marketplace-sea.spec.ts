import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import {
  AMENDMENT_STATUS,
  ANSWER_SOURCE,
  CUSTOMER_MILESTONE,
  FILE_COLLECTIONS,
  INVOICE_STATUS,
  JOB_STATUS,
  OPERATION_FILE_LABELS,
  REQUIRED_CHARGE,
} from '@fastforward/domain';
import { expect, test } from '@playwright/test';
import {
  addContainer,
  approveAmendment,
  approveBl,
  assignJob,
  containerNumber,
  createAndIssueInvoice,
  documentsOf,
  enterShipmentFacts,
  expectDoReleaseHeld,
  expectInvoiceOfAgreedPrice,
  expectJobAt,
  expectTimelineHas,
  invoiceStatusOf,
  localDateTime,
  moveJob,
  openMyJob,
  openStaffJob,
  recordFullPayment,
  releaseDeliveryOrder,
  releasePayment,
  requestConsigneePhoneChange,
  saveDownload,
  shareWithCustomer,
  uploadJobDocument,
  wrongCheckDigit,
  zipEntryNames,
} from './support/jobs';
import {
  acceptEnquiry,
  answerForward,
  askForSeaRate,
  bookedJob,
  bookingDocument,
  closeSuccess,
  expectQueuedJob,
  FROM_ADDRESS_BOOK,
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
/** The answers' default titles: what the customer may read (transit, free days), never the vendor. */
const SWIFT_OPTION = '24 days transit · 10 free days';
const GULF_OPTION = '16 days transit · 14 free days';
const PDFTOTEXT = '/usr/bin/pdftotext';
const DOCUMENT = bookingDocument('sea-booking-commercial-invoice.pdf');
const REQUIRED_DOCUMENTS = [OPERATION_FILE_LABELS.CI, OPERATION_FILE_LABELS.CRD];
const FORWARD_LINK = /https?:\/\/\S+\/rateEnquiryResponseForm\?token=[A-Za-z0-9_%-]+/;
const HBL = bookingDocument('sea-job-house-bill-of-lading.pdf');
const MBL = bookingDocument('sea-job-master-bill-of-lading.pdf');
const HBL_LABEL = FILE_COLLECTIONS.HBL.label;
const MBL_LABEL = FILE_COLLECTIONS.MBL.label;
const DO_LABEL = FILE_COLLECTIONS.DO.label;
const CONTAINERS = [
  {
    number: containerNumber('CSQU305438'),
    seal: 'SL-204511',
    grossWeightKg: '9000',
    vgmKg: '12900',
    packages: '600',
  },
  {
    number: containerNumber('MSCU123456'),
    seal: 'SL-204512',
    grossWeightKg: '9000',
    vgmKg: '12850',
    packages: '600',
  },
] as const;
const NEW_CONSIGNEE_PHONE = '+971 4 555 0199';
/** The demo customer's company as its KYC record names it. */
const ACME_COMPANY = 'Acme Imports';
const BOOKING_NUMBER = 'SWCBKG240117';
const MBL_NUMBER = 'SWCMBL2401170';
const VESSEL = 'EVER GIVEN';
const VOYAGE = '1125W';

/** The job the first journey books; the second runs it to the end. */
let bookedJobReference = '';
/** The price the sea journey's counter-offer agreed, which the job's invoice bills before tax. */
let agreedPrice = '';

test.describe
  .serial('the sea marketplace, from enquiry to a closed job', () => {
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
      for (const vendorName of [SWIFT, GULF])
        await expect(customer.locator('main')).not.toContainText(vendorName);
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
      await expect(
        customer.getByText('Your counter-offer is waiting for the forwarder’s answer.'),
      ).toBeVisible();

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
      // The form starts from the customer's own company as consignee (FOB: the buyer books), and
      // offers the parties of its earlier bookings: the shipper is chosen, not retyped.
      const form = customer.getByRole('form', { name: 'Booking form' });
      await expect(form.getByLabel('Consignee name')).toHaveValue(ACME_COMPANY, SLOW);
      const job = await fillAndBook(
        customer,
        {
          shipper: FROM_ADDRESS_BOOK,
          consignee: partyOf('Acme Imports Warehouse', 'Dubai'),
          notifyParty: partyOf('Acme Customs Desk', 'Dubai'),
          cargo: `Household textiles, 1200 cartons (${marker})`,
          lines: { kind: 'containers', count: '1', weightKgEach: '18000', totalKg: '18,000' },
        },
        DOCUMENT,
      );
      expect(job).toMatch(JOB_REFERENCE);
      await expect(bookedJob(customer)).toContainText(JOB_STATUS.QUED);
      // The commercial invoice went with the booking (the registration document may be on file with the KYC).
      await expect(
        customer.getByLabel('Booking', { exact: true }).getByText(DOCUMENT.name).first(),
      ).toBeVisible();

      // The confirmation leads into the app: the customer's job.
      await customer.getByRole('link', { name: `Open your job ${job}` }).click();
      await expect(customer.getByRole('heading', { level: 1, name: job })).toBeVisible(SLOW);

      // The forwarder's enquiry page shows the booking and its job, queued.
      await expectQueuedJob(pricing, job);
      bookedJobReference = job;
      agreedPrice = target;
    });

    test('operations runs the booked job from QUED to CLOS while the customer follows it', async ({
      browser,
    }) => {
      test.setTimeout(600_000);
      const job = bookedJobReference;
      expect(job, 'the job the sea journey booked').toMatch(JOB_REFERENCE);

      // 1. Operations finds the queued job on its board, books space and has the cargo picked up.
      const ops = await signedInPage(browser, 'ffd.ops');
      await openStaffJob(ops, 'Operations', 'Jobs', job);
      await expectJobAt(ops, 'QUED');
      // Operations hands the paperwork side to a colleague.
      await assignJob(ops, job, 'Dana Documentation');
      await expect(ops.getByText('Dana Documentation').first()).toBeVisible(SLOW);
      // SPBO waits for the carrier's booking number, TRNT for the vessel and voyage, DORE for the MBL.
      await enterShipmentFacts(ops, {
        reference: job,
        booking: BOOKING_NUMBER,
        mbl: MBL_NUMBER,
        vessel: VESSEL,
        voyage: VOYAGE,
      });
      await moveJob(ops, 'SPBO', 'Space booked with Swift Carriers on the next sailing.');
      await moveJob(ops, 'CAPI', 'Cargo picked up from the shipper in Shanghai.');

      // 2. The containers: a number whose check digit is wrong is refused as it is typed.
      await openTab(ops, 'Containers');
      const [first, second] = CONTAINERS;
      await addContainer(ops, first, wrongCheckDigit(first.number));
      await addContainer(ops, second);
      // The header, the two containers and their totals, against the one container booked.
      await expect(ops.getByRole('table', { name: 'Containers' }).getByRole('row')).toHaveCount(4);
      await expect(ops.getByLabel('Booked containers')).toContainText('2 entered, 1 booked');
      await expect(ops.getByLabel('Booked containers')).toContainText('2 sealed · 2 with VGM');

      // 3. Documentation uploads the bills of lading and shares them with the customer.
      const docs = await signedInPage(browser, 'ffd.docs');
      await openStaffJob(docs, 'Documentation', 'Documents', job);
      await expect(docs.getByRole('tab', { name: 'Documents' })).toHaveAttribute('aria-selected', 'true');
      await uploadJobDocument(docs, HBL_LABEL, HBL);
      await uploadJobDocument(docs, MBL_LABEL, MBL);
      await shareWithCustomer(docs, HBL.name);
      await shareWithCustomer(docs, MBL.name);

      // Operations approves the bill of lading (recorded, the job stays), then loads, sails, arrives.
      await approveBl(ops, 'HBL and MBL checked against the booking.');
      await moveJob(ops, 'CGLD', `Loaded in ${first.number} and ${second.number}.`);
      // Each move carries its event: when it happened and where.
      await moveJob(ops, 'TRNT', 'Sailed from Shanghai.', { at: localDateTime(30), place: LANE.from });
      await moveJob(ops, 'AADP', 'Arrived at Jebel Ali.', { at: localDateTime(2), place: LANE.to });
      const staffTimeline = await expectTimelineHas(ops, ['SPBO', 'CAPI', 'BLAP', 'CGLD', 'TRNT', 'AADP']);
      await expect(staffTimeline).toContainText(LANE.from);
      await expect(staffTimeline).toContainText(LANE.to);

      // Nothing is invoiced yet: the release of the delivery order waits for the money, and says so.
      await openTab(ops, 'Documents');
      await expect(documentsOf(ops, HBL_LABEL)).toContainText(HBL.name, SLOW);
      await expectDoReleaseHeld(ops, 'No invoice of this job is issued');
      // Accounts' override (the administrator holds it) releases it with a reason the history keeps:
      // the job moves to DORE, and documentation finds the generated DO beside the bills of lading.
      const admin = await signedInPage(browser, 'ffd.admin');
      await openStaffJob(admin, 'Documentation', 'Documents', job);
      await expect(documentsOf(admin, HBL_LABEL)).toContainText(HBL.name, SLOW);
      const doNumber = await releaseDeliveryOrder(
        admin,
        'Released against the original HBL.',
        'Long-standing customer: the invoice follows delivery.',
      );
      const doFile = `${doNumber.replace(/[^\w.-]+/g, '_')}.pdf`;
      await expect(documentsOf(admin, DO_LABEL)).toContainText(doFile, SLOW);
      // The DO prints the bills of lading, the vessel and voyage, and each container with its seal.
      const doPath = test.info().outputPath('delivery-order.pdf');
      await saveDownload(admin, admin.getByRole('button', { name: `Download ${doFile}` }), doPath);
      expect(readFileSync(doPath).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      if (existsSync(PDFTOTEXT)) {
        const text = execFileSync(PDFTOTEXT, ['-layout', doPath, '-'], { encoding: 'utf8' });
        for (const fact of [MBL_NUMBER, VESSEL, VOYAGE, ACME_COMPANY]) expect(text).toContain(fact);
        for (const c of CONTAINERS) {
          expect(text).toContain(c.number);
          expect(text).toContain(c.seal);
        }
      }
      await openTab(admin, 'Timeline');
      await expect(admin.getByText(/Released on credit: Long-standing customer/).first()).toBeVisible(SLOW);
      await docs.reload();
      await expectJobAt(docs, 'DORE');
      await expect(documentsOf(docs, DO_LABEL)).toContainText(doFile, SLOW);

      // 4. The customer follows the job in its dashboard and asks to change the consignee's phone.
      const customer = await signedInPage(browser, 'acme.buyer');
      await openMyJob(customer, job);
      await expectJobAt(customer, 'DORE');
      const followed = await expectTimelineHas(customer, [
        'SPBO',
        'CAPI',
        'BLAP',
        'CGLD',
        'TRNT',
        'AADP',
        'DORE',
      ]);
      await expect(followed).toContainText('Arrived at Jebel Ali.');
      // The tracker tells what happened in plain words, with its place.
      await openTab(customer, 'Overview');
      const progress = customer.getByLabel('Job progress');
      await expect(progress).toContainText(CUSTOMER_MILESTONE.TRNT, SLOW);
      await expect(progress).toContainText(`· ${LANE.from}`);
      await expect(progress).toContainText(CUSTOMER_MILESTONE.AADP);
      await expect(progress).toContainText(`· ${LANE.to}`);
      await requestConsigneePhoneChange(
        customer,
        NEW_CONSIGNEE_PHONE,
        'The warehouse has a new direct line.',
      );

      // Operations approves it: the booking changes.
      await ops.reload();
      await approveAmendment(ops, 'Updated as asked.');
      await openTab(ops, 'Overview');
      await expect(ops.getByRole('region', { name: 'Parties' })).toContainText(NEW_CONSIGNEE_PHONE, SLOW);
      await customer.reload();
      await openTab(customer, 'Amendments');
      await expect(customer.getByRole('article', { name: /^Amendment / })).toContainText(
        AMENDMENT_STATUS.approved,
        SLOW,
      );
      await openTab(customer, 'Overview');
      await expect(customer.getByRole('region', { name: 'Parties' })).toContainText(NEW_CONSIGNEE_PHONE);

      // 5. The cargo is delivered.
      await moveJob(ops, 'CGRE', 'Released by customs at Jebel Ali.');
      await moveJob(ops, 'ADPL', 'Delivered to the Acme warehouse.');

      // Accounts invoices the job from its sell lines and issues the invoice.
      const accounts = await signedInPage(browser, 'ffd.accounts');
      await openStaffJob(accounts, 'Accounts', 'Job Profit', job);
      await openTab(accounts, 'Invoices');
      const invoice = await createAndIssueInvoice(accounts);
      await expect(invoiceStatusOf(accounts)).toHaveText(INVOICE_STATUS.issued, SLOW);
      // It bills the agreed price, the negotiated discount shown, plus its tax: never the list price.
      expect(agreedPrice, 'the price the journey agreed').not.toBe('');
      await expectInvoiceOfAgreedPrice(accounts, agreedPrice, invoice.total);

      // The customer says it paid (PREL), which the issued invoice allows at ADPL.
      await customer.reload();
      await expectJobAt(customer, 'ADPL');
      await releasePayment(customer, 'TT-ACME-20261124');

      // Accounts records the whole total: the invoice is paid and the job moves to PREC by itself.
      await recordFullPayment(accounts, invoice.number, 'BANK-IN-20261124');
      await expect(invoiceStatusOf(accounts)).toHaveText(INVOICE_STATUS.paid, SLOW);
      await accounts.getByRole('link', { name: `← Job ${job}` }).click();
      await expectJobAt(accounts, 'PREC');

      // Operations pays the vendor and closes the job.
      await ops.reload();
      await expectJobAt(ops, 'PREC');
      await moveJob(ops, 'PRTV', 'Swift Carriers paid.');
      await moveJob(ops, 'CLOS', 'Shipment complete.');
      await expectTimelineHas(ops, ['DORE', 'CGRE', 'ADPL', 'PREL', 'PREC', 'PRTV', 'CLOS']);

      // 6. The customer sees the job closed and takes its papers: the documents' zip and the invoice.
      await customer.reload();
      await expectJobAt(customer, 'CLOS');
      // The money between the customer's release and the vendor's payment stays the forwarder's.
      const closed = await expectTimelineHas(customer, ['PREC', 'CLOS']);
      await expect(closed.getByText('PRTV', { exact: true })).toHaveCount(0);
      await expect(closed.getByText('PREL', { exact: true })).toHaveCount(0);
      await openTab(customer, 'Documents');
      const zipPath = test.info().outputPath('job-documents.zip');
      const zipName = await saveDownload(
        customer,
        customer.getByRole('button', { name: 'Download all (zip)' }),
        zipPath,
      );
      expect(zipName).toBe(`${job} documents.zip`);
      expect(zipEntryNames(readFileSync(zipPath)).sort()).toEqual([HBL.name, MBL.name, doFile].sort());
      await openTab(customer, 'Invoices');
      const row = customer
        .getByRole('table', { name: 'Invoices' })
        .getByRole('row', { name: invoice.number });
      await expect(row).toContainText(INVOICE_STATUS.paid, SLOW);
      const invoicePath = test.info().outputPath('invoice.pdf');
      await saveDownload(
        customer,
        row.getByRole('button', { name: `Download ${invoice.number} as PDF` }),
        invoicePath,
      );
      expect(readFileSync(invoicePath).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      if (existsSync(PDFTOTEXT)) {
        const text = execFileSync(PDFTOTEXT, ['-layout', invoicePath, '-'], { encoding: 'utf8' });
        expect(text).toContain(invoice.number);
        expect(text).toContain(invoice.total);
      }
    });
  });
