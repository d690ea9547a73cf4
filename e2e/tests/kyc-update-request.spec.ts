import {
  API_PATHS,
  KYC_UPDATE_REQUEST_PATHS,
  KYC_UPDATE_REQUEST_STATUS,
  type KycUpdateRequest,
  type ListData,
  MESSAGES,
} from '@fastforward/domain';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { openFromNav } from './support/organisation';
import { DEMO_PASSWORD, signIn } from './support/users';

const CUSTOMER = 'acme.buyer';
const REVIEWER = 'ffd.admin';
const COMPANY = 'Acme Imports';
const NEW_PHONE = '+49 40 555 0888';
const NEW_DESIGNATION = 'Finance Manager';

/**
 * One request waits at a time, and the demo seed leaves one of Acme's pending: the reviewer decides
 * whatever is waiting through the API first, so the journey starts from a KYC open to a request.
 */
async function rejectPendingRequests(request: APIRequestContext) {
  const login = await request.post(API_PATHS.login, {
    data: { username: REVIEWER, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const headers = {
    authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}`,
  };
  const list = await request.get(KYC_UPDATE_REQUEST_PATHS.list, {
    headers,
    params: { status: KYC_UPDATE_REQUEST_STATUS.pending, search: COMPANY },
  });
  const { items } = ((await list.json()) as { data: ListData<KycUpdateRequest> }).data;
  for (const item of items) {
    const rejected = await request.post(KYC_UPDATE_REQUEST_PATHS.reject.replace(':id', String(item.id)), {
      headers,
      data: { reason: 'Superseded: the journey asks again.' },
    });
    expect(rejected.ok()).toBe(true);
  }
}

async function openAs(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, username);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

test('the customer asks to change its KYC details, the forwarder reviews the differences and approves, the customer sees the new values', async ({
  browser,
  request,
}) => {
  await rejectPendingRequests(request);

  // The customer asks: a new phone, and a new designation for a contact.
  const customer = await openAs(browser, CUSTOMER);
  await openFromNav(customer, 'Dashboard', 'My Company');
  await expect(customer.getByRole('heading', { name: 'My Company', level: 1 })).toBeVisible();
  await customer.getByRole('button', { name: 'Request changes' }).click();
  const form = customer.getByRole('dialog', { name: 'Request changes' });
  await form.getByLabel(/^Phone/).fill(NEW_PHONE);
  await form
    .getByRole('group', { name: 'Contact 2' })
    .getByLabel(/^Designation/)
    .fill(NEW_DESIGNATION);
  await form.getByLabel(/^Remarks/).fill('New switchboard; Jonas took over finance.');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form).toBeHidden();
  await expect(customer.getByText('Changes waiting for approval')).toBeVisible();
  const pending = customer.getByRole('table', { name: 'Pending changes' });
  await expect(pending.getByRole('row', { name: /Phone/ })).toContainText(NEW_PHONE);
  await expect(customer.getByRole('button', { name: 'Request changes' })).toBeDisabled();

  // The forwarder reviews the differences field by field and approves.
  const reviewer = await openAs(browser, REVIEWER);
  await openFromNav(reviewer, 'Customers', 'Update Requests');
  await reviewer
    .getByRole('button', { name: `Review the request of ${COMPANY}` })
    .first()
    .click();
  await expect(reviewer.getByRole('heading', { name: `Update request of ${COMPANY}` })).toBeVisible();
  const changes = reviewer.getByRole('table', { name: 'Requested changes' });
  await expect(changes.getByRole('row', { name: /Phone/ })).toContainText('+49 40 555 0600');
  await expect(changes.getByRole('row', { name: /Phone/ })).toContainText(NEW_PHONE);
  await expect(changes.getByRole('row', { name: /Contacts/ })).toContainText(
    `Jonas Weber (${NEW_DESIGNATION})`,
  );
  await expect(changes).not.toContainText('{');
  await reviewer.getByRole('button', { name: 'Approve' }).click();
  await reviewer.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(reviewer.getByRole('dialog', { name: MESSAGES.successTitle })).toBeVisible();
  await reviewer
    .getByRole('dialog', { name: MESSAGES.successTitle })
    .getByRole('button', { name: 'OK' })
    .click();
  await expect(reviewer.getByText('Approved', { exact: true })).toBeVisible();

  // The customer's details now hold the new values; the request shows as approved.
  await customer.reload();
  const details = customer.getByRole('table', { name: 'Company details' });
  await expect(details.getByRole('row', { name: /^Phone/ })).toContainText(NEW_PHONE);
  await expect(details.getByRole('row', { name: /Contacts/ })).toContainText(
    `Jonas Weber (${NEW_DESIGNATION})`,
  );
  await expect(customer.getByText('Changes waiting for approval')).toBeHidden();
  await expect(customer.getByRole('button', { name: 'Request changes' })).toBeEnabled();
});
