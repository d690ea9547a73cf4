import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  KYC_DOCUMENT_COLLECTIONS,
  KYC_DOCUMENT_LABELS,
  type KycDocumentCollection,
} from '@fastforward/domain';
import { expect, type Page } from '@playwright/test';
import { latestMailTo, linkIn } from './organisation';
import { chooseOption } from './pickers';

/** A file as a file input receives it (Playwright's setInputFiles payload). */
export type UploadPayload = { name: string; mimeType: string; buffer: Buffer };

const fixture = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url)));

/** The four KYC documents of a customer called `prefix`: its logo (PNG) and three PDFs. */
export function kycDocuments(prefix: string): Record<KycDocumentCollection, UploadPayload> {
  const png = fixture('company-logo.png');
  const pdf = fixture('registration-document.pdf');
  const names: Record<KycDocumentCollection, string> = {
    CL: `${prefix}-logo.png`,
    CRD: `${prefix}-registration.pdf`,
    BDD: `${prefix}-bank-details.pdf`,
    TD: `${prefix}-tax-certificate.pdf`,
  };
  return Object.fromEntries(
    KYC_DOCUMENT_COLLECTIONS.map((collection) => [
      collection,
      collection === 'CL'
        ? { name: names[collection], mimeType: 'image/png', buffer: png }
        : { name: names[collection], mimeType: 'application/pdf', buffer: pdf },
    ]),
  ) as Record<KycDocumentCollection, UploadPayload>;
}

/**
 * The path and query of the first link matching `pattern` in the newest e-mail to `email`; waits
 * until the newest one carries such a link (an earlier mail to the address may still be the newest).
 */
export async function mailedLink(page: Page, email: string, pattern: RegExp) {
  let text = '';
  await expect
    .poll(
      async () => {
        text = await latestMailTo(page, email);
        return pattern.test(text);
      },
      { message: `an e-mail to ${email} with a link matching ${pattern}`, timeout: 30_000 },
    )
    .toBe(true);
  return linkIn(text, pattern);
}

export const KYC_LINK = /https?:\/\/\S+\/customerKyc\/\S+\?token=[A-Za-z0-9_-]+/;
export const FIRST_LOGIN_LINK = /https?:\/\/\S+\/change-password\?t=\S+&token=[A-Za-z0-9_-]+/;

/** A forwarder's sales user invites a customer from the Customers list. */
export async function inviteCustomer(page: Page, invitee: { email: string; companyName: string }) {
  await page.getByRole('button', { name: 'Invite customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite customer' });
  await dialog.getByLabel('Contact e-mail').fill(invitee.email);
  await dialog.getByLabel('Company name').fill(invitee.companyName);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${invitee.email}`)).toBeVisible();
}

export type KycFormInput = {
  phone: string;
  website: string;
  taxRegistrationNumber: string;
  companyRegistrationNumber: string;
  shortName: string;
  username: string;
  fullName: string;
  contact: { name: string; designation: string; email: string; phone: string };
  address: { addressLine1: string; city: string; postalCode: string; countrySearch: string; country: string };
  documents: Record<KycDocumentCollection, UploadPayload>;
};

/** Fills the public KYC form of /customerKyc/… as the customer does, each document uploaded as picked. */
export async function fillKycForm(page: Page, input: KycFormInput) {
  const form = page.getByRole('form', { name: 'Customer KYC' });
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill(input.phone);
  await form.getByLabel('Website').fill(input.website);
  await form.getByLabel('Tax registration number').fill(input.taxRegistrationNumber);
  await form.getByLabel('Company registration number').fill(input.companyRegistrationNumber);
  await form.getByLabel('Short name').fill(input.shortName);
  await form.getByLabel('Username').fill(input.username);
  await form.getByLabel('Full name').fill(input.fullName);

  const contact = form.getByRole('group', { name: 'Contact 1' });
  await contact.getByLabel('Contact name').fill(input.contact.name);
  await contact.getByLabel('Designation').fill(input.contact.designation);
  await contact.getByLabel('Contact e-mail').fill(input.contact.email);
  await contact.getByLabel('Contact phone').fill(input.contact.phone);

  const address = form.getByRole('group', { name: 'Address 1' });
  await address.getByLabel('Address line 1').fill(input.address.addressLine1);
  await address.getByLabel('City').fill(input.address.city);
  await address.getByLabel('Postal code').fill(input.address.postalCode);
  await chooseOption(page, 'Country', input.address.countrySearch, input.address.country);

  for (const collection of KYC_DOCUMENT_COLLECTIONS) {
    const label = KYC_DOCUMENT_LABELS[collection];
    const document = input.documents[collection];
    await form.getByLabel(`${label} file`).setInputFiles(document);
    await expect(form.getByRole('region', { name: label }).getByText(document.name)).toBeVisible({
      timeout: 20_000,
    });
  }
}
