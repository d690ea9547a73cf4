import { CUSTOMER_KYC_ROUTES, KYC_DOCUMENT_COLLECTIONS, KYC_DOCUMENT_LABELS } from '@fastforward/domain';
import { expect, test } from '@playwright/test';
import {
  FIRST_LOGIN_LINK,
  fillKycForm,
  inviteCustomer,
  KYC_LINK,
  kycDocuments,
  mailedLink,
} from './support/kyc';
import { acceptInvitation, openFromNav } from './support/organisation';
import { signIn } from './support/users';

const FORWARDER = 'Oceanic Freight Forwarders';
const CUSTOMER = {
  companyName: 'Harbour Foods',
  email: 'purchasing@harbourfoods.example',
  username: 'harbour.buyer',
  password: 'Harbour-Pass-42',
};

test('a forwarder invites a customer; the customer fills the KYC from the mailed link with its four documents; the forwarder approves it on a tier; the customer signs in and sees its company and documents', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const documents = kycDocuments('harbour');

  // 1. Oceanic's sales executive invites the customer; the invitation waits in the outbox.
  await signIn(page, 'ffd.sales');
  await expect(page).toHaveURL(/\/dashboard$/);
  await openFromNav(page, 'Customers', 'Customer KYC');
  await inviteCustomer(page, CUSTOMER);
  const invitation = await mailedLink(page, CUSTOMER.email, KYC_LINK);

  // 2. The customer, without an account, opens the link and fills the form.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await customer.goto(invitation);
  const form = customer.getByRole('form', { name: 'Customer KYC' });
  await expect(form.getByLabel('Company name')).toHaveValue(CUSTOMER.companyName, { timeout: 20_000 });
  // The invitation's address is the account's, proven by the mail.
  await expect(form.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(CUSTOMER.email);
  await fillKycForm(customer, {
    phone: '+49 40 555 0800',
    website: 'https://harbourfoods.example',
    taxRegistrationNumber: 'DE312345678',
    companyRegistrationNumber: 'HRB 177001',
    shortName: 'harbourfoods',
    username: CUSTOMER.username,
    fullName: 'Hanna Harbour',
    contact: {
      name: 'Hanna Harbour',
      designation: 'Purchasing Manager',
      email: CUSTOMER.email,
      phone: '+49 40 555 0801',
    },
    address: {
      addressLine1: 'Grosser Grasbrook 10',
      city: 'Hamburg',
      postalCode: '20457',
      countrySearch: 'Germ',
      country: 'Germany (DE)',
    },
    documents,
  });
  await form.getByLabel(`I accept the terms and conditions of ${FORWARDER}`).check();
  await form.getByRole('button', { name: 'Submit KYC' }).click();
  await expect(customer.getByText(`Your KYC was sent to ${FORWARDER}.`)).toBeVisible({ timeout: 20_000 });
  await customerContext.close();

  // 3. The forwarder reviews the submission, its documents in the page, and approves it on a tier.
  await page.goto(CUSTOMER_KYC_ROUTES.customers);
  await page.getByRole('link', { name: CUSTOMER.companyName }).click();
  await expect(page.getByRole('heading', { name: CUSTOMER.companyName, level: 1 })).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText('Submitted', { exact: true })).toBeVisible();
  const reviewed = page.getByRole('region', { name: 'Documents' });
  for (const collection of KYC_DOCUMENT_COLLECTIONS) {
    await expect(
      reviewed
        .getByRole('region', { name: KYC_DOCUMENT_LABELS[collection] })
        .getByText(documents[collection].name),
    ).toBeVisible();
  }
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  const approve = page.getByRole('dialog', { name: 'Approve customer' });
  await approve.getByRole('combobox', { name: 'Tier' }).click();
  // The demo seed's tiers are Oceanic's.
  await page.getByRole('option', { name: 'Key Account', exact: true }).click();
  await approve.getByLabel('Remarks').fill('Documents checked.');
  await approve.getByRole('button', { name: 'Approve customer' }).click();
  await expect(approve).toBeHidden();
  const done = page.getByRole('dialog', { name: 'Success' });
  await expect(done).toContainText('e-mailed a link to sign in');
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(history.getByText('Approved', { exact: true })).toBeVisible();
  await expect(history.getByText('Tier: Key Account')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve', exact: true })).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Tier' })).toHaveValue('Key Account');
  // The list says so too.
  await page.getByRole('link', { name: '← Customers' }).click();
  const row = page.getByRole('row').filter({ hasText: CUSTOMER.companyName });
  await expect(row.getByText('Approved', { exact: true })).toBeVisible();
  await expect(row.getByText('Key Account', { exact: true })).toBeVisible();

  // 4. The approval mails the customer's first-login link: password, sign-in, terms, dashboard.
  const firstLogin = await mailedLink(page, CUSTOMER.email, FIRST_LOGIN_LINK);
  const buyer = await acceptInvitation(browser, firstLogin, CUSTOMER.username, CUSTOMER.password);

  // 5. The customer sees its company and the documents it uploaded.
  // The customer's navigation has its company page, under the Dashboard it lands on (expanded there).
  const myCompany = buyer
    .getByRole('navigation', { name: 'Modules' })
    .getByRole('link', { name: 'My Company', exact: true });
  await expect(myCompany).toBeVisible();
  await myCompany.click();
  await expect(buyer.getByRole('heading', { name: 'My Company', level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(buyer.getByText('KYC approved')).toBeVisible();
  await expect(buyer.getByText(`Short name: harbourfoods`)).toBeVisible();
  await expect(
    buyer.getByRole('region', { name: 'Company details' }).getByText(CUSTOMER.companyName),
  ).toBeVisible();
  const mine = buyer.getByRole('region', { name: 'Documents' });
  for (const collection of KYC_DOCUMENT_COLLECTIONS) {
    await expect(
      mine
        .getByRole('region', { name: KYC_DOCUMENT_LABELS[collection] })
        .getByText(documents[collection].name),
    ).toBeVisible();
  }
  const logo = mine.getByRole('region', { name: KYC_DOCUMENT_LABELS.CL }).getByRole('img');
  await expect(logo).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 20_000 })
    .toBe(240);
});

test("the demo data: Baltic Traders' invitation in the outbox opens its form; Acme's buyer sees its approved company, its documents and the changes it asked for", async ({
  page,
}) => {
  const baltic = await mailedLink(page, 'purchasing@baltic.example', KYC_LINK);
  await page.goto(baltic);
  const form = page.getByRole('form', { name: 'Customer KYC' });
  await expect(form.getByLabel('Company name')).toHaveValue('Baltic Traders', { timeout: 20_000 });
  await expect(page.getByText('(your contact: Sam Sales)', { exact: false })).toBeVisible();

  await signIn(page, 'acme.buyer');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(CUSTOMER_KYC_ROUTES.myCompany);
  await expect(page.getByText('KYC approved')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Changes waiting for approval')).toBeVisible();
  const documents = page.getByRole('region', { name: 'Documents' });
  const names = {
    CL: 'acme-logo.png',
    CRD: 'acme-commercial-register.pdf',
    BDD: 'acme-bank-details.pdf',
    TD: 'acme-vat-registration.pdf',
  } as const;
  for (const collection of KYC_DOCUMENT_COLLECTIONS) {
    await expect(
      documents.getByRole('region', { name: KYC_DOCUMENT_LABELS[collection] }).getByText(names[collection]),
    ).toBeVisible();
  }
  // The seeded bytes are in the store: the logo's preview decodes.
  const logo = documents.getByRole('region', { name: KYC_DOCUMENT_LABELS.CL }).getByRole('img');
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 20_000 })
    .toBe(96);
});
