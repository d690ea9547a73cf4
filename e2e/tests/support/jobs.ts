import {
  AMENDMENT_MESSAGES,
  CONTAINER_NUMBER_MESSAGES,
  containerCheckDigit,
  JOB_STATUS,
  type JobStatusCode,
} from '@fastforward/domain';
import { expect, type Locator, type Page } from '@playwright/test';
import { chooseFrom, closeSuccess, openTab, SLOW } from './marketplace';
import { openFromNav } from './organisation';

/** A file as the file chooser receives it (Playwright's setFiles payload). */
export type UploadedFile = { name: string; mimeType: string; buffer: Buffer };

/** A valid ISO 6346 number from its owner code, category and serial (the domain's check digit). */
export function containerNumber(first10: string) {
  const digit = containerCheckDigit(first10);
  if (digit === null) throw new Error(`${first10} is not an owner code, category and serial`);
  return `${first10}${digit}`;
}

/** The same number with a check digit that does not match, and the message the form shows for it. */
export function wrongCheckDigit(valid: string) {
  const expected = Number(valid.at(-1));
  return {
    number: `${valid.slice(0, 10)}${(expected + 1) % 10}`,
    message: CONTAINER_NUMBER_MESSAGES.checkDigit(expected),
  };
}

/** The job's status badge beside its reference in the page's heading (both doors). */
export const jobStatusOf = (page: Page) =>
  page.getByRole('heading', { level: 1, name: /^JOB-/ }).locator('xpath=following-sibling::*[1]');

/** Waits until the job page shows the job at `status` ('SPBO · Space booked'). */
export async function expectJobAt(page: Page, status: JobStatusCode) {
  await expect(jobStatusOf(page)).toHaveText(new RegExp(`^${status} · `), SLOW);
}

/**
 * Opens the job `reference` from a staff board reached through the navigation (Operations → Jobs,
 * Documentation → Documents) or from Accounts' job profit list, searching it by its reference.
 */
export async function openStaffJob(page: Page, moduleName: string, pageName: string, reference: string) {
  await openFromNav(page, moduleName, pageName);
  await page.getByLabel('Search jobs').fill(reference);
  await page.getByRole('link', { name: reference, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible(SLOW);
}

/** The customer opens its job `reference` from My Jobs. */
export async function openMyJob(page: Page, reference: string) {
  await openFromNav(page, 'Customer Enquiries', 'My Jobs');
  await expect(page.getByRole('heading', { name: 'My Jobs', level: 1 })).toBeVisible();
  await page.getByLabel('Search jobs').fill(reference);
  await page.getByRole('link', { name: reference, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible(SLOW);
}

/** The job's timeline, on its Timeline tab (opened). */
export async function openTimeline(page: Page) {
  await openTab(page, 'Timeline');
  const timeline = page.getByLabel('Job timeline');
  await expect(timeline).toBeVisible(SLOW);
  return timeline;
}

/** The timeline (on its tab) holds an entry for each of `codes`, with its label. */
export async function expectTimelineHas(page: Page, codes: readonly JobStatusCode[]) {
  const timeline = await openTimeline(page);
  for (const code of codes) {
    await expect(timeline.getByText(code, { exact: true }).first()).toBeVisible(SLOW);
  }
  return timeline;
}

/** A move's event as the move dialog takes it: when (a datetime-local value) and where (UN/LOCODE). */
export type MoveEvent = { at?: string; place?: string };

/** A moment `hoursAgo` before now as a datetime-local field holds it (the browser's local time). */
export function localDateTime(hoursAgo: number): string {
  const at = new Date(Date.now() - hoursAgo * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/**
 * Operations moves the job to `status` through the status menu, with remarks for the timeline and,
 * when given, the event's time and place (an actual event: it happened).
 */
export async function moveJob(page: Page, status: JobStatusCode, remarks: string, event: MoveEvent = {}) {
  await page.getByRole('button', { name: 'Move status' }).click();
  await page.getByRole('menuitem', { name: new RegExp(`^${status} · `) }).click();
  const dialog = page.getByRole('dialog', { name: `Move to ${status}` });
  await expect(dialog).toContainText(`to ${status} (${JOB_STATUS[status]})`);
  if (event.at) await dialog.getByLabel('Event time').fill(event.at);
  if (event.place) await dialog.getByLabel('Place (UN/LOCODE)').fill(event.place);
  await dialog.getByLabel('Remarks').fill(remarks);
  await dialog.getByRole('button', { name: `Move to ${status}` }).click();
  await expect(dialog).toHaveCount(0, SLOW);
  await expectJobAt(page, status);
}

/** Operations records BLAP with the Approve BL button: the job stays where it is. */
export async function approveBl(page: Page, remarks: string) {
  const at = (await jobStatusOf(page).textContent()) ?? '';
  await page.getByRole('button', { name: 'Approve BL' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve the bill of lading' });
  await dialog.getByLabel('Remarks').fill(remarks);
  await dialog.getByRole('button', { name: 'Approve BL' }).click();
  await expect(dialog).toHaveCount(0, SLOW);
  await expect(jobStatusOf(page)).toHaveText(at);
}

export type ContainerEntry = {
  number: string;
  seal: string;
  grossWeightKg: string;
  packages: string;
  /** The verified gross mass (SOLAS), kilograms. */
  vgmKg?: string;
};

/**
 * Operations adds a container on the Containers tab (open). A `wrong` number is typed first: the
 * form shows its check-digit message before the valid number replaces it.
 */
export async function addContainer(
  page: Page,
  container: ContainerEntry,
  wrong?: { number: string; message: string },
) {
  const panel = page.getByRole('region', { name: 'Containers' });
  await panel.getByRole('button', { name: 'Add container' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add container' });
  const number = dialog.getByRole('textbox', { name: 'Container number' });
  if (wrong) {
    await number.fill(wrong.number);
    await expect(dialog.getByText(wrong.message)).toBeVisible();
  }
  await number.fill(container.number);
  await expect(dialog.getByText(`Valid ISO 6346 number: ${container.number}`)).toBeVisible();
  await dialog.getByLabel('Seal number').fill(container.seal);
  await dialog.getByLabel('Gross weight (kg)').fill(container.grossWeightKg);
  if (container.vgmKg) await dialog.getByLabel('VGM (kg)').fill(container.vgmKg);
  await dialog.getByLabel('Packages').fill(container.packages);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0, SLOW);
  const row = panel.getByRole('table', { name: 'Containers' }).getByRole('row', { name: container.number });
  await expect(row).toContainText(container.seal, SLOW);
}

/** Documentation uploads `file` to the collection labelled `collection` on the Documents tab (open). */
export async function uploadJobDocument(page: Page, collection: string, file: UploadedFile) {
  const panel = page.getByRole('region', { name: 'Documents' });
  await panel.getByRole('button', { name: 'Upload document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload a document' });
  await chooseFrom(
    page,
    dialog.getByRole('combobox', { name: /^Collection/ }),
    new RegExp(`^${collection}$`),
  );
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: /^File/ }).click();
  await (await chooser).setFiles(file);
  await expect(dialog.getByText(file.name)).toBeVisible();
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog).toHaveCount(0, SLOW);
  await expect(documentsOf(page, collection)).toContainText(file.name, SLOW);
}

/** The table of the collection labelled `collection` on the Documents tab. */
export const documentsOf = (page: Page, collection: string) =>
  page.getByRole('table', { name: `${collection} documents` });

/** Documentation shares the document named `name` with the customer (its switch on the Documents tab). */
export async function shareWithCustomer(page: Page, name: string) {
  const share = page.getByRole('switch', { name: `Share ${name} with the customer` });
  await expect(share).not.toBeChecked();
  // The switch shows what the server holds: it turns on once the share is saved and read back.
  await share.click();
  await expect(share).toBeChecked(SLOW);
  await expect(share).toBeEnabled(SLOW);
}

/**
 * Releases the delivery order from the Documents tab (open, the job at AADP): the job moves to
 * DORE. `overrideReason`: accounts' reason to release what the payment check holds. Returns the
 * DO number the Delivery order section shows.
 */
export async function releaseDeliveryOrder(page: Page, remarks: string, overrideReason?: string) {
  const release = page.getByRole('button', { name: 'Release DO' });
  await expect(release).toBeVisible(SLOW);
  await release.click();
  const dialog = page.getByRole('dialog', { name: 'Release the delivery order' });
  await dialog.getByLabel('Remarks').fill(remarks);
  if (overrideReason) await dialog.getByLabel('Reason to release on credit').fill(overrideReason);
  await dialog.getByRole('button', { name: 'Release DO' }).click();
  await expect(dialog).toHaveCount(0, SLOW);
  await expectJobAt(page, 'DORE');
  const heading = page.getByRole('heading', { name: /^Delivery order \(.+\)$/ });
  await expect(heading).toBeVisible(SLOW);
  return ((await heading.textContent()) ?? '').replace(/^Delivery order \((.+)\)$/, '$1');
}

/** The release of the delivery order is held (nothing paid, no credit): the dialog says why, and is left. */
export async function expectDoReleaseHeld(page: Page, why: string) {
  await page.getByRole('button', { name: 'Release DO' }).click();
  const dialog = page.getByRole('dialog', { name: 'Release the delivery order' });
  await dialog.getByRole('button', { name: 'Release DO' }).click();
  await expect(dialog.getByRole('alert')).toContainText(why, SLOW);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
}

/** The customer asks to change its consignee's phone, with a reason, from the Amendments tab. */
export async function requestConsigneePhoneChange(page: Page, phone: string, reason: string) {
  await openTab(page, 'Amendments');
  await page.getByRole('button', { name: 'Request amendment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request amendment' });
  await dialog.getByRole('group', { name: 'Consignee' }).getByLabel('Consignee phone').fill(phone);
  await dialog.getByLabel('Reason for the change').fill(reason);
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await closeSuccess(page, AMENDMENT_MESSAGES.requested);
  await expect(dialog).toHaveCount(0);
  const request = page.getByRole('article', { name: /^Amendment / });
  await expect(request).toContainText('Requested', SLOW);
  await expect(request).toContainText(phone);
  return request;
}

/** Operations approves the open amendment request on the Amendments tab, with remarks. */
export async function approveAmendment(page: Page, remarks: string) {
  await openTab(page, 'Amendments');
  const request = page.getByRole('article', { name: /^Amendment / }).filter({ hasText: 'Requested' });
  await request.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve amendment' });
  await dialog.getByLabel('Remarks').fill(remarks);
  await dialog.getByRole('button', { name: 'Approve and change the booking' }).click();
  await closeSuccess(page, AMENDMENT_MESSAGES.approved);
  await expect(dialog).toHaveCount(0);
}

/**
 * Accounts creates the invoice from the job's sell lines (Invoices tab, open), lands on the draft,
 * issues it after confirming and returns its number and the total the lines table shows.
 */
export async function createAndIssueInvoice(page: Page) {
  const panel = page.getByRole('region', { name: 'Invoices' });
  await panel.getByRole('button', { name: 'Create invoice from sell lines' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice (draft)' })).toBeVisible(SLOW);
  const issue = page.getByRole('button', { name: 'Issue', exact: true });
  await expect(issue).toBeEnabled(SLOW);
  await issue.click();
  const confirm = page.getByRole('dialog', { name: 'Issue this invoice?' });
  await confirm.getByRole('button', { name: 'Issue invoice' }).click();
  await expect(confirm).toHaveCount(0);
  const heading = page.getByRole('heading', { level: 1, name: /^Invoice (?!\(draft\))\S+$/ });
  await expect(heading).toBeVisible(SLOW);
  const number = ((await heading.textContent()) ?? '').replace(/^Invoice /, '');
  expect(number).not.toBe('');
  const total = await invoiceTotal(page);
  return { number, total };
}

const cents = (text: string) => Math.round(Number(text.replace(/^[A-Z]{3} /, '').replace(/,/g, '')) * 100);

/**
 * The issued invoice on its page bills `agreed` (a decimal string): its lines carry the negotiated
 * discount, its subtotal is the agreed price and its total (`total`, 'AED 1,234.50') that plus the
 * tax total, to the cent.
 */
export async function expectInvoiceOfAgreedPrice(page: Page, agreed: string, total: string) {
  const lines = page.getByRole('table', { name: 'Invoice lines' });
  await expect(lines.getByRole('row', { name: /Negotiated discount/ }).first()).toBeVisible(SLOW);
  const amountOf = async (label: string) => {
    const row = lines.getByRole('row').filter({ hasText: new RegExp(`^${label}`) });
    await expect(row).toHaveCount(1, SLOW);
    return cents(((await row.locator('td, th').last().textContent()) ?? '').trim());
  };
  const subtotal = await amountOf('Subtotal');
  expect(subtotal).toBe(Math.round(Number(agreed) * 100));
  expect(subtotal + (await amountOf('Tax total'))).toBe(cents(total));
}

/** The invoice page's status badge beside its heading (Draft, Issued, Paid, Cancelled). */
export const invoiceStatusOf = (page: Page) =>
  page.getByRole('heading', { level: 1, name: /^Invoice / }).locator('xpath=following-sibling::*[1]');

/** The issued invoice's total, as its lines table shows it ('AED 1,234.50'). */
async function invoiceTotal(page: Page) {
  const row = page
    .getByRole('table', { name: 'Invoice lines' })
    .getByRole('row')
    .filter({ has: page.getByRole('columnheader', { name: 'Total', exact: true }) });
  await expect(row).toHaveCount(1, SLOW);
  const total = ((await row.getByRole('columnheader').last().textContent()) ?? '').trim();
  expect(total).toMatch(/^[A-Z]{3} [\d,]+\.\d{2}$/);
  return total;
}

/** Accounts records a payment of the whole balance (the form's default amount) on the invoice page. */
export async function recordFullPayment(page: Page, number: string, reference: string) {
  await page.getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByRole('dialog', { name: `Record payment of ${number}` });
  await expect(dialog.getByRole('textbox', { name: /^Amount/ })).not.toHaveValue('');
  await dialog.getByRole('textbox', { name: /^Reference/ }).fill(reference);
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog).toHaveCount(0, SLOW);
  await expect(page.getByRole('table', { name: 'Payments received' })).toContainText(reference, SLOW);
}

/** The customer says it paid (PREL) with the Payment released button of its job page. */
export async function releasePayment(page: Page, reference: string) {
  await page.getByRole('button', { name: 'Payment released', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment released' });
  await dialog.getByLabel('Payment reference').fill(reference);
  await dialog.getByRole('button', { name: 'Confirm payment released' }).click();
  await expect(dialog).toHaveCount(0, SLOW);
  // PREL is the forwarder's internal step: the customer reads the job as delivered still.
  await expect(page.getByRole('button', { name: 'Payment released', exact: true })).toHaveCount(0, SLOW);
  await expectJobAt(page, 'ADPL');
}

/** Operations assigns the job to a colleague (`fullName`) in the job's Edit assignee and dates dialog. */
export async function assignJob(page: Page, reference: string, fullName: string) {
  await page.getByRole('button', { name: 'Edit assignee and dates' }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${reference}` });
  await chooseFrom(page, dialog.getByRole('combobox', { name: 'Assigned to' }), new RegExp(fullName));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0, SLOW);
}

/** Clicks `button` and saves what the browser downloads under the test's output as `name`. */
export async function saveDownload(page: Page, button: Locator, path: string) {
  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  await download.saveAs(path);
  return download.suggestedFilename();
}

/**
 * The names of a zip's entries, read from its central directory (the archive's own index at its
 * end): what an unzip tool lists, with no tool needed.
 */
export function zipEntryNames(bytes: Buffer): string[] {
  const END_OF_DIRECTORY = 0x06054b50;
  const DIRECTORY_ENTRY = 0x02014b50;
  let end = bytes.length - 22;
  while (end >= 0 && bytes.readUInt32LE(end) !== END_OF_DIRECTORY) end -= 1;
  expect(end, 'the zip end-of-directory record').toBeGreaterThanOrEqual(0);
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i += 1) {
    expect(bytes.readUInt32LE(at), `zip directory entry ${i + 1}`).toBe(DIRECTORY_ENTRY);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    names.push(bytes.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/**
 * Operations enters the shipment's facts the guards ask for (issue 24) in the Edit shipment
 * dialog: the carrier's booking number, the MBL number and the main carriage's vessel and voyage.
 */
export async function enterShipmentFacts(
  page: Page,
  facts: { reference: string; booking: string; mbl: string; vessel: string; voyage: string },
) {
  await page.getByRole('button', { name: 'Edit shipment' }).click();
  const dialog = page.getByRole('dialog', { name: `Shipment of ${facts.reference}` });
  await dialog.getByLabel('Carrier booking number', { exact: true }).fill(facts.booking);
  await dialog.getByLabel('MBL number', { exact: true }).fill(facts.mbl);
  const addMain = dialog.getByRole('button', { name: 'Add main carriage' });
  if ((await addMain.count()) > 0) await addMain.click();
  await dialog.getByLabel('Main carriage vessel', { exact: true }).fill(facts.vessel);
  await dialog.getByLabel('Main carriage voyage', { exact: true }).fill(facts.voyage);
  await dialog.getByRole('button', { name: 'Save shipment' }).click();
  await expect(dialog).toHaveCount(0, SLOW);
  await expect(page.getByRole('region', { name: 'Shipment' })).toContainText(facts.booking, SLOW);
}
