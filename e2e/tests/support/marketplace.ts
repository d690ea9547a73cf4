import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BOOKING_MESSAGES, JOB_STATUS } from '@fastforward/domain';
import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import { dayFromToday } from './dates';
import { openFromNav } from './organisation';
import { searchAndChoose } from './pickers';
import { signIn } from './users';

/** A PDF to upload where a booking requires a document, named `name`. */
export const bookingDocument = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: readFileSync(fileURLToPath(new URL('../fixtures/registration-document.pdf', import.meta.url))),
});

/** An enquiry's reference as the flow numbers it (PRODUCT §2.1). */
export const ENQUIRY_REFERENCE = /^RE-\d{4}-\d{6}$/;
export const JOB_REFERENCE = /JOB-\d{4}-\d{6}/;

/** The pages of the flow wait on a loaded 2-core machine: what a step makes appear gets time. */
export const SLOW = { timeout: 30_000 } as const;

/** A marker no other journey (nor an earlier run's data) writes: the enquiry's remarks carry it. */
export const uniqueMarker = (journey: string) =>
  `${journey}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** A fresh browser context signed in as `username`, on its landing page. */
export async function signedInPage(browser: Browser, username: string) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, username);
  await expect(page).toHaveURL(/\/dashboard$/, SLOW);
  await expect(page.getByRole('navigation', { name: 'Modules' })).toBeVisible();
  return page;
}

export type SeaQuery = { from: string; fromOption: RegExp; to: string; toOption: RegExp; size: RegExp };

/**
 * The customer asks for a sea FCL rate from My Queries, one container of `lane.size`, the cargo
 * ready a few days ahead, `marker` in its remarks. Returns the reference the page shows.
 */
export async function askForSeaRate(page: Page, lane: SeaQuery, marker: string) {
  await openFromNav(page, 'Customer Enquiries', 'My Queries');
  await expect(page.getByRole('heading', { name: 'My Queries', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New enquiry' }).click();
  await expect(page.getByRole('heading', { name: 'New Enquiry', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Enquiry' });
  // A new enquiry starts as sea FCL.
  await expect(form.getByRole('radio', { name: 'Sea' })).toBeChecked();
  await expect(form.getByRole('radio', { name: 'FCL' })).toBeChecked();
  await form.getByLabel('Cargo ready date').fill(dayFromToday(4));
  await searchAndChoose(page, form, 'Origin port', lane.from, lane.fromOption);
  await searchAndChoose(page, form, 'Destination port', lane.to, lane.toOption);
  await chooseFrom(page, form.getByRole('combobox', { name: 'Container size', exact: true }), lane.size);
  await expect(form.getByRole('spinbutton', { name: /^Containers/ })).toHaveValue('1');
  await form.getByLabel('Remarks').fill(`Household goods, please quote. ${marker}`);
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  return readReference(page, 'Received');
}

/** The reference in the page's heading once the enquiry page shows it at `status`. */
export async function readReference(page: Page, status: string) {
  const heading = page.getByRole('heading', { level: 1, name: /^RE-/ });
  await expect(heading).toHaveText(ENQUIRY_REFERENCE, SLOW);
  await expect(statusOf(page)).toHaveText(status, SLOW);
  return (await heading.textContent()) ?? '';
}

/** The enquiry's status badge beside its reference (a badge has no name of its own to find it by). */
export const statusOf = (page: Page) =>
  page.getByRole('heading', { level: 1, name: /^RE-/ }).locator('xpath=following-sibling::*[1]');

/** Opens a select (a list fed by reference data) and clicks the first option matching `option`. */
export async function chooseFrom(page: Page, field: Locator, option: RegExp) {
  await expect(field).toBeEnabled(SLOW);
  await field.click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Opens the enquiry `reference` from a list page already showing (searching it by its reference). */
export async function openEnquiryFromList(page: Page, reference: string) {
  await page.getByLabel('Search enquiries').fill(reference);
  await page.getByRole('link', { name: reference, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible(SLOW);
}

/** The success dialog the flow's writes answer with: it says `text`; OK closes it. */
export async function closeSuccess(page: Page, text: string | RegExp) {
  const dialog = page.getByRole('dialog', { name: 'Success' });
  await expect(dialog).toContainText(text, SLOW);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);
}

/** The staff's enquiry page: opened from Pricing's list of the enquiry's mode. */
export async function openStaffEnquiry(
  page: Page,
  listName: 'Sea Enquiries' | 'Air Enquiries',
  reference: string,
) {
  await openFromNav(page, 'Pricing', listName);
  await expect(page.getByRole('heading', { name: listName, level: 1 })).toBeVisible();
  await openEnquiryFromList(page, reference);
}

/** Pricing accepts a Received enquiry, confirming the question. */
export async function acceptEnquiry(page: Page, reference: string) {
  await expect(statusOf(page)).toHaveText('Received');
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText(`Accept enquiry ${reference}?`);
  await confirm.getByRole('button', { name: 'Accept' }).click();
  await expect(statusOf(page)).toHaveText('Accepted', SLOW);
}

/** What a vendor answer's form is given: one buy amount per required charge line, in order. */
export type VendorAnswer = {
  amounts: readonly string[];
  transitDays: string;
  freeDays: string;
  remarks: string;
};

/**
 * Forwards the enquiry to the vendors named, asking for `charges` (the checklist's labels); returns
 * the result table's rows as 'vendor: result' and closes the dialog.
 */
export async function forwardTo(page: Page, vendors: readonly string[], charges: readonly string[]) {
  const panel = page.getByRole('region', { name: 'Vendors' });
  await panel.getByRole('button', { name: 'Forward to vendors' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forward to vendors' });
  await expect(dialog).toBeVisible();
  const picker = dialog.getByRole('combobox', { name: 'Vendors' });
  for (const vendor of vendors) {
    await picker.click();
    await picker.fill(vendor.split(' ')[0] ?? vendor);
    await page.getByRole('option', { name: vendor }).click();
  }
  // The multi-select keeps its list open, over the fields below it.
  await dialog.getByRole('heading', { name: 'Forward to vendors' }).click();
  for (const charge of charges) await dialog.getByRole('checkbox', { name: charge }).check();
  await dialog.getByLabel('Message to the vendors').fill('Please quote your best all-in rate.');
  await dialog.getByRole('button', { name: 'Forward', exact: true }).click();
  const results = dialog.getByRole('table', { name: 'Forward results' });
  await expect(results).toBeVisible(SLOW);
  const rows = results.getByRole('row').filter({ has: page.getByRole('cell') });
  const shown: string[] = [];
  for (const row of await rows.all()) shown.push((await row.getByRole('cell').allTextContents()).join(': '));
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);
  return shown;
}

/**
 * Fills and sends a vendor's answer form (the app's or the link's): the charge lines the form
 * opened with (one per required charge), validity from today for a month, transit and free days.
 */
export async function answerForward(scope: Page | Locator, answer: VendorAnswer) {
  const form = scope.getByRole('form', { name: 'Answer' });
  const checklist = form.getByRole('list', { name: 'Required charges' });
  await expect(checklist.getByRole('listitem')).toHaveCount(answer.amounts.length);
  for (const [i, amount] of answer.amounts.entries()) {
    await form.getByLabel(`Buy amount ${i + 1}`).fill(amount);
  }
  await form.getByLabel('Valid till').fill(dayFromToday(30));
  await form.getByLabel('Transit days').fill(answer.transitDays);
  await form.getByLabel('Free days').fill(answer.freeDays);
  await form.getByLabel('Remarks').fill(answer.remarks);
  // Every charge asked for is priced by a line.
  await expect(checklist.getByRole('listitem', { name: /: missing$/ })).toHaveCount(0);
  await form.getByRole('button', { name: 'Send rates' }).click();
}

/** The staff enquiry page's tab `name` (Forwards, Quotes, Negotiations, Booking), opened. */
export async function openTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/**
 * Pricing builds a quote of the suggested options whose titles are given (ticked in the
 * suggestions), saves the draft and sends it to the customer. Returns the quote's reference.
 */
export async function quoteOptions(page: Page, titles: readonly string[]) {
  await openTab(page, 'Quotes');
  const suggestions = page.getByRole('region', { name: 'Suggested options' });
  await expect(suggestions.getByRole('table')).toBeVisible(SLOW);
  for (const title of titles) await suggestions.getByRole('checkbox', { name: `Quote ${title}` }).check();
  await suggestions.getByRole('button', { name: 'Build quote from selected' }).click();
  const draft = page.getByRole('region', { name: 'Quote draft' });
  for (const [i, title] of titles.entries()) {
    await expect(
      draft.getByRole('region', { name: `Option ${i + 1}` }).getByLabel('Option title'),
    ).toHaveValue(title);
  }
  // The validity starts at the earliest validity of the rates and answers used: never past them.
  await expect(draft.getByLabel('Valid till')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await draft.getByLabel('Remarks to the customer').fill('Rates subject to space at the time of booking.');
  await draft.getByRole('button', { name: 'Save draft' }).click();
  await expect(draft).toHaveCount(0, SLOW);
  const quote = page.getByRole('article', { name: /^Quote / });
  await expect(quote).toHaveCount(1, SLOW);
  await expect(quote).toContainText('Draft');
  const reference = ((await quote.getAttribute('aria-label')) ?? '').replace(/^Quote /, '');
  await quote.getByRole('button', { name: 'Send to customer' }).click();
  const confirm = page.getByRole('dialog', { name: 'Send the quote?' });
  await expect(confirm).toContainText(reference);
  await confirm.getByRole('button', { name: 'Send' }).click();
  await expect(quote.getByRole('button', { name: 'Download PDF' })).toBeVisible(SLOW);
  await expect(quote).toContainText('Sent');
  return reference;
}

/** The customer opens its enquiry from My Queries. */
export async function openMyQuery(page: Page, reference: string) {
  await openFromNav(page, 'Customer Enquiries', 'My Queries');
  await expect(page.getByRole('heading', { name: 'My Queries', level: 1 })).toBeVisible();
  await openEnquiryFromList(page, reference);
}

/** The job of the booking the page shows (the booking's summary names it). */
export const bookedJob = (page: Page) =>
  page.getByLabel('Booking', { exact: true }).getByLabel('Job', { exact: true });

/** The customer's current quote's option card titled `title`. */
export const quoteOption = (page: Page, quoteReference: string, title: string) =>
  page
    .getByRole('article', { name: `Quote ${quoteReference}` })
    .getByRole('region', { name: title, exact: true });

/** The price an option card offers now, as a number of the base currency. */
export async function offeredPrice(option: Locator) {
  const text = (await option.getByText(/^(Offered price|Price after negotiation) /).textContent()) ?? '';
  const amount = Number(text.match(/([\d.]+) [A-Z]{3}$/)?.[1]);
  expect(amount, `a price in "${text}"`).toBeGreaterThan(0);
  return amount;
}

export type Party = { name: string; email: string; phone: string; address: string };

async function fillParty(form: Locator, label: string, party: Party) {
  const group = form.getByRole('group', { name: label, exact: true });
  await group.getByLabel(`${label} name`).fill(party.name);
  await group.getByLabel(`${label} e-mail`).fill(party.email);
  await group.getByLabel(`${label} phone`).fill(party.phone);
  await group.getByLabel(`${label} address`).fill(party.address);
}

/** The booking form's shipper taken from the address book rather than typed. */
export const FROM_ADDRESS_BOOK = 'from the address book' as const;

/**
 * Picks the first party an earlier booking left in the address book (not the customer's own
 * company) for `label`'s party, and checks it filled the party's fields.
 */
async function pickFromAddressBook(form: Locator, label: string) {
  const group = form.getByRole('group', { name: label, exact: true });
  const picker = group.getByLabel(`${label} from your address book`);
  await expect(picker).toBeVisible(SLOW);
  const options = await picker.locator('option').allTextContents();
  const booked = options.find((o) => o.includes(' — ') && !o.startsWith('Your company: '));
  expect(booked, `an earlier booking's party in the ${label} address book`).toBeTruthy();
  await picker.selectOption({ label: booked ?? '' });
  await expect(group.getByLabel(`${label} name`)).toHaveValue(booked?.split(' — ')[0] ?? '');
  await expect(group.getByLabel(`${label} e-mail`)).not.toHaveValue('');
}

/**
 * The customer fills the booking form (/booking-form) and confirms it: the three parties, the
 * cargo as confirmed, and every required document the KYC does not hold, uploaded. Returns the
 * job reference the booked page shows.
 */
export async function fillAndBook(
  page: Page,
  booking: {
    /** Typed in, or the first party of an earlier booking from the customer's address book. */
    shipper: Party | typeof FROM_ADDRESS_BOOK;
    consignee: Party;
    notifyParty: Party;
    cargo: string;
    /**
     * The cargo lines the form starts from the enquiry and the totals it sums from them: container
     * lines (the weight per container typed) or package lines (their weight enquired).
     */
    lines:
      | { kind: 'containers'; count: string; weightKgEach: string; totalKg: string }
      | { kind: 'packages'; count: string; totalKg: string };
  },
  document: { name: string; mimeType: string; buffer: Buffer },
) {
  const form = page.getByRole('form', { name: 'Booking form' });
  await expect(form).toBeVisible(SLOW);
  if (booking.shipper === FROM_ADDRESS_BOOK) await pickFromAddressBook(form, 'Shipper');
  else await fillParty(form, 'Shipper', booking.shipper);
  await fillParty(form, 'Consignee', booking.consignee);
  await form.getByRole('checkbox', { name: 'Notify party is the same as the consignee' }).uncheck();
  await fillParty(form, 'Notify party', booking.notifyParty);
  const cargo = form.getByRole('group', { name: 'Cargo' });
  await cargo.getByLabel('Cargo description').fill(booking.cargo);
  const { lines } = booking;
  if (lines.kind === 'containers') {
    await cargo.getByRole('spinbutton', { name: /^Weight per container/ }).fill(lines.weightKgEach);
  }
  await expect(cargo.getByRole('textbox', { name: `Total ${lines.kind}` })).toHaveValue(lines.count);
  await expect(cargo.getByRole('textbox', { name: 'Total gross weight (kg)' })).toHaveValue(lines.totalKg);
  const documents = form.getByRole('group', { name: 'Documents' });
  if ((await documents.count()) > 0) {
    for (const item of await documents.getByRole('listitem').all()) {
      if ((await item.getByText('On file with your KYC').count()) > 0) continue;
      await item.getByLabel(/ file$/).setInputFiles(document);
      await expect(item.getByText(document.name)).toBeVisible(SLOW);
    }
  }
  await form.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('status').filter({ hasText: BOOKING_MESSAGES.booked })).toBeVisible(SLOW);
  const job = bookedJob(page);
  await expect(job).toContainText(JOB_REFERENCE, SLOW);
  return (await job.textContent())?.match(JOB_REFERENCE)?.[0] ?? '';
}

/** The title of the first suggested option priced from the valid rates (the rate engine). */
export async function firstValidRateSuggestion(page: Page) {
  await openTab(page, 'Quotes');
  const suggestions = page.getByRole('region', { name: 'Suggested options' });
  const row = suggestions.getByRole('row').filter({ hasText: 'Valid rate' }).first();
  await expect(row).toBeVisible(SLOW);
  const label = (await row.getByRole('checkbox').getAttribute('aria-label')) ?? '';
  expect(label).toMatch(/^Quote ./);
  // "Quote <title> from <vendor>": the vendor is pricing's only, the title is what the customer reads.
  return label.replace(/^Quote /, '').replace(/ from [^·]+$/, '');
}

/** The customer selects the option titled `title` of quote `quoteReference` and goes to the booking form. */
export async function selectAndOpenBooking(page: Page, quoteReference: string, title: string) {
  const option = quoteOption(page, quoteReference, title);
  await option.getByRole('button', { name: 'Select this option' }).click();
  const selecting = page.getByRole('dialog', { name: 'Select this option' });
  await expect(selecting).toContainText(title);
  await selecting.getByRole('button', { name: 'Select' }).click();
  await closeSuccess(page, 'Your option has been selected.');
  await expect(statusOf(page)).toHaveText('Selected', SLOW);
  await expect(option.getByText('Selected', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Book now' }).click();
  await expect(page).toHaveURL(/\/booking-form\?enquiry=\d+$/);
}

/** A booking party named `name`, somewhere in `city`. */
export const partyOf = (name: string, city: string): Party => ({
  name,
  email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
  phone: '+971 4 555 0100',
  address: `1 Harbour Road\n${city}`,
});

/**
 * The forwarder's business administrator requires `labels` (Operation Files checkboxes) of every
 * booking from now on: Company Settings → Operation Files, ticked and saved. Ticking keeps what
 * was required already, so a second run changes nothing.
 */
export async function requireBookingDocuments(page: Page, labels: readonly string[]) {
  await openFromNav(page, 'Company Settings', 'Operation Files');
  const form = page.getByRole('form', { name: 'Operation file settings' });
  await expect(form).toBeVisible(SLOW);
  for (const label of labels) await form.getByRole('checkbox', { name: label, exact: true }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Operation file settings saved.')).toBeVisible(SLOW);
}

/** The forwarder's enquiry page, reloaded, shows the enquiry Booked and, on its Booking tab, `job` queued. */
export async function expectQueuedJob(page: Page, job: string) {
  await page.reload();
  await expect(statusOf(page)).toHaveText('Booked', SLOW);
  await openTab(page, 'Booking');
  const booked = page.getByRole('tabpanel', { name: 'Booking' }).getByLabel('Job', { exact: true });
  await expect(booked).toContainText(job, SLOW);
  await expect(booked).toContainText(JOB_STATUS.QUED);
}
