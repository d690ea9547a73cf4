import { KYC_STATUS_LABELS, SALES_ROUTES } from '@fastforward/domain';
import { expect, test } from '@playwright/test';
import { fillKycForm, KYC_LINK, kycDocuments, mailedLink } from './support/kyc';
import { signIn } from './support/users';

const FORWARDER = 'Oceanic Freight Forwarders';

test('sales adds a lead and converts it; the invited customer fills the KYC from the mailed link; the forwarder approves it; the lead shows the customer approved', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  // Fresh names each run: the invitation refuses an address with an open KYC, the form a taken short name.
  const n = Date.now().toString(36);
  const lead = {
    companyName: `Lagoon Ceramics ${n}`,
    contactName: 'Lena Lagoon',
    email: `lena.${n}@lagoonceramics.example`,
  };

  // 1. Oceanic's sales executive adds the lead.
  await signIn(page, 'ffd.sales');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(SALES_ROUTES.leads);
  await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New lead' }).click();
  const form = page.getByRole('dialog', { name: 'New lead' });
  await form.getByLabel('Company name').fill(lead.companyName);
  await form.getByLabel('Contact name').fill(lead.contactName);
  await form.getByLabel('E-mail').fill(lead.email);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await page.getByRole('link', { name: lead.companyName }).click();
  await expect(page.getByRole('heading', { name: lead.companyName, level: 1 })).toBeVisible();
  const leadUrl = page.url();
  const customer = page.getByRole('region', { name: 'Customer' });
  await expect(customer.getByText('Not converted')).toBeVisible();

  // 2. Converted (after confirming): the KYC invitation goes out and the lead follows it.
  await page.getByRole('button', { name: 'Convert to customer' }).click();
  await page.getByRole('button', { name: 'Convert and invite' }).click();
  await expect(page.getByText(`Invitation sent to ${lead.email}`)).toBeVisible();
  await expect(customer.getByText(`Customer ${KYC_STATUS_LABELS.invited.toLowerCase()}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Convert to customer' })).toBeHidden();
  // The demo's closing 'Won' stage.
  await expect(page.getByRole('region', { name: 'Details' }).getByText('Won', { exact: true })).toBeVisible();

  // 3. The customer opens the mailed link and submits the KYC.
  const invitation = await mailedLink(page, lead.email, KYC_LINK);
  const customerContext = await browser.newContext();
  const buyer = await customerContext.newPage();
  await buyer.goto(invitation);
  const kyc = buyer.getByRole('form', { name: 'Customer KYC' });
  await expect(kyc.getByLabel('Company name')).toHaveValue(lead.companyName, { timeout: 20_000 });
  await fillKycForm(buyer, {
    phone: '+49 40 555 0900',
    website: 'https://lagoonceramics.example',
    taxRegistrationNumber: 'DE312345679',
    companyRegistrationNumber: `CRC ${n}`,
    shortName: `lagoon${n}`,
    username: `lena.${n}`,
    fullName: lead.contactName,
    contact: {
      name: lead.contactName,
      designation: 'Export Manager',
      email: lead.email,
      phone: '+49 40 555 0901',
    },
    address: {
      addressLine1: 'Grosser Grasbrook 12',
      city: 'Hamburg',
      postalCode: '20457',
      countrySearch: 'Germ',
      country: 'Germany (DE)',
    },
    documents: kycDocuments(`lagoon-${n}`),
  });
  await kyc.getByLabel(`I accept the terms and conditions of ${FORWARDER}`).check();
  await kyc.getByRole('button', { name: 'Submit KYC' }).click();
  await expect(buyer.getByText(`Your KYC was sent to ${FORWARDER}.`)).toBeVisible({ timeout: 20_000 });
  await customerContext.close();

  // 4. The lead shows the submission; the forwarder opens the customer from it and approves.
  await page.goto(leadUrl);
  await expect(customer.getByText('Customer submitted')).toBeVisible({ timeout: 20_000 });
  await customer.getByRole('link', { name: 'Open customer' }).click();
  await expect(page.getByRole('heading', { name: lead.companyName, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  const approve = page.getByRole('dialog', { name: 'Approve customer' });
  await approve.getByLabel('Remarks').fill('Converted from a lead.');
  await approve.getByRole('button', { name: 'Approve customer' }).click();
  await expect(approve).toBeHidden();
  const done = page.getByRole('dialog', { name: 'Success' });
  await done.getByRole('button', { name: 'OK' }).click();

  // 5. The lead shows the customer approved, in the list as on its page.
  await page.goto(leadUrl);
  await expect(customer.getByText('Customer approved')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: '← Leads' }).click();
  const row = page.getByRole('row').filter({ hasText: lead.companyName });
  await expect(row.getByText('Customer approved')).toBeVisible();
});
