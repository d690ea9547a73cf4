import {
  CUSTOMER_KYC_PATHS,
  CUSTOMER_KYC_ROUTES,
  KYC_INVITATION_HEADER,
  KYC_PUBLIC_MESSAGES,
  KYC_TOKEN_HEADER,
  type KycPublicDocument,
  type KycPublicForm,
  REFERENCE_DATA_PATHS,
  REGISTRATION_MESSAGES,
  UPLOAD_FIELD,
} from '@fastforward/domain';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { fieldErrors, itemAnswer } from '../../../test/answers';
import { json, type MockCall, mockFetch, paramsOf, pathOf } from '../../../test/fetch-mock';
import { fileAnswer, pickedFile } from '../../../test/files';
import { renderRoute } from '../../../test/render';
import { CustomerKycFormPage } from '../pages/customer-kyc-form-page';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789';
const INVITATION_PATH = `/customerKyc/7/${encodeURIComponent('buyer@bluecargo.example')}/12?token=${TOKEN}`;

const uploaded = (collection: KycPublicDocument['collection'], originalName: string): KycPublicDocument => ({
  collection,
  originalName,
  contentType: 'image/png',
  sizeBytes: 2048,
});

const FORM: KycPublicForm = {
  invitationId: 12,
  userId: 7,
  forwarder: { id: 3, name: 'Oceanic Freight' },
  invitedCompanyName: 'Blue Cargo Trading',
  email: 'buyer@bluecargo.example',
  isEmailFixed: true,
  salesPersonName: 'Sam Sales',
  terms: { id: 4, title: 'Oceanic customer terms', body: 'Goods travel at the owner’s risk.' },
  documents: [uploaded('CRD', 'registration.pdf'), uploaded('TD', 'tax.pdf')],
  details: null,
};

const COUNTRIES = [
  { code: 'SG', name: 'Singapore' },
  { code: 'AE', name: 'United Arab Emirates' },
];

type Answer = (call: MockCall) => Response | Promise<Response> | undefined;

/** The public API as the page meets it; `answer` overrides one call. */
function server(answer: Answer = () => undefined) {
  return mockFetch((call) => {
    const own = answer(call);
    if (own) return own;
    const path = pathOf(call.url);
    if (path === REFERENCE_DATA_PATHS.countries) return json({ success: true, data: { items: COUNTRIES } });
    if (path === CUSTOMER_KYC_PATHS.publicOpen) return json({ success: true, data: FORM });
    if (path === CUSTOMER_KYC_PATHS.publicStart) {
      const self = { ...FORM, invitationId: 40, userId: null, email: '', isEmailFixed: false, documents: [] };
      return json({ success: true, data: { ...self, invitedCompanyName: null, token: TOKEN } }, 201);
    }
    if (path === CUSTOMER_KYC_PATHS.checkShortName) {
      const taken = paramsOf(call.url).shortName === 'oceanic';
      return json({
        success: true,
        data: {
          available: !taken,
          message: taken ? REGISTRATION_MESSAGES.shortNameTaken : REGISTRATION_MESSAGES.shortNameAvailable,
        },
      });
    }
    if (path === CUSTOMER_KYC_PATHS.checkUsername) {
      return json({
        success: true,
        data: { available: true, message: REGISTRATION_MESSAGES.usernameAvailable },
      });
    }
    if (path.startsWith(CUSTOMER_KYC_PATHS.publicDocuments) && call.method === 'GET') {
      return fileAnswer('image/png');
    }
    if (path === CUSTOMER_KYC_PATHS.publicSubmit) {
      return json({
        success: true,
        data: { forwarderName: 'Oceanic Freight', email: 'buyer@bluecargo.example' },
        message: KYC_PUBLIC_MESSAGES.submitted,
      });
    }
    return json({ success: false, message: `unexpected ${call.method} ${call.url}` }, 500);
  });
}

/** The page with the providers its route gives it (Mantine, and the query client). */
const renderPage = (path: string) =>
  renderRoute(
    path,
    CUSTOMER_KYC_ROUTES.publicFormPattern,
    <MantineProvider>
      <QueryClientProvider client={createQueryClient()}>
        <CustomerKycFormPage />
      </QueryClientProvider>
    </MantineProvider>,
  );

/** Labels carry the required asterisk after their text. */
const input = (text: string, root: HTMLElement = document.body) =>
  within(root).getByLabelText(new RegExp(`^${text}`), { selector: 'input' }) as HTMLInputElement;

/** Pastes into a field: one input event, where typing would re-render the form per key. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLInputElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

async function fillValidForm() {
  const user = userEvent.setup();
  await fill(user, input('Phone'), '+65 6555 0101');
  await fill(user, input('Tax registration number'), 'TRN-778');
  await fill(user, input('Company registration number'), 'UEN-2026-11');
  await fill(user, input('Short name'), 'bluecargo');
  await fill(user, input('Username'), 'buyer.blue');
  await fill(user, input('Full name'), 'Bianca Buyer');
  const contact = screen.getByRole('group', { name: 'Contact 1' });
  await fill(user, input('Contact name', contact), 'Bianca Buyer');
  await fill(user, input('Contact e-mail', contact), 'buyer@bluecargo.example');
  const address = screen.getByRole('group', { name: 'Address 1' });
  await fill(user, input('Address line 1', address), '1 Harbour Front');
  await fill(user, input('City', address), 'Singapore');
  const country = within(address).getByRole('combobox', { name: /^Country/ });
  await waitFor(() => expect(country).toHaveProperty('disabled', false));
  await user.click(country);
  await user.type(country, 'Singa');
  await user.click(await screen.findByRole('option', { name: 'Singapore (SG)', hidden: true }));
  await user.click(screen.getByLabelText(/I accept the terms and conditions of Oceanic Freight/));
  return user;
}

const submitCalls = (calls: MockCall[]) => calls.filter((c) => c.url === CUSTOMER_KYC_PATHS.publicSubmit);

beforeEach(() => window.sessionStorage.clear());

describe('customer KYC page', () => {
  it('says a refused link is no longer valid and shows nothing of the form', async () => {
    const { calls } = server((call) =>
      call.url === CUSTOMER_KYC_PATHS.publicOpen
        ? fieldErrors(404, 'Not_Found', KYC_PUBLIC_MESSAGES.linkInvalid)
        : undefined,
    );
    renderPage(INVITATION_PATH);
    expect((await screen.findByRole('alert')).textContent).toBe(KYC_PUBLIC_MESSAGES.linkInvalid);
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit KYC' })).toBeNull();
    // The path is sent as the link's parts, the token in the body (never in a URL).
    expect(calls[0]?.body).toEqual({
      userId: 7,
      email: 'buyer@bluecargo.example',
      invitationId: 12,
      token: TOKEN,
    });
  });

  it('refuses a malformed link without asking the server', async () => {
    const { calls } = server();
    renderPage('/customerKyc/7/x/not-a-number?token=abc');
    expect((await screen.findByRole('alert')).textContent).toBe(KYC_PUBLIC_MESSAGES.linkInvalid);
    expect(calls.some((c) => c.url === CUSTOMER_KYC_PATHS.publicOpen)).toBe(false);
  });

  it("asks a self-service visitor for the forwarder's code, places the server's refusal, then starts", async () => {
    const { calls } = server((call) =>
      call.url === CUSTOMER_KYC_PATHS.publicStart &&
      (call.body as { forwarderShortName?: string }).forwarderShortName === 'nobody'
        ? fieldErrors(404, 'Not_Found', KYC_PUBLIC_MESSAGES.forwarderUnknown, {
            forwarderShortName: KYC_PUBLIC_MESSAGES.forwarderUnknown,
          })
        : undefined,
    );
    renderPage('/customerKyc');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(KYC_PUBLIC_MESSAGES.forwarderRequired)).toBeTruthy();
    expect(calls.some((c) => c.url === CUSTOMER_KYC_PATHS.publicStart)).toBe(false);

    const code = screen.getByRole('textbox', { name: /^Forwarder's short name/ });
    await fill(user, code as HTMLInputElement, 'nobody');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(KYC_PUBLIC_MESSAGES.forwarderUnknown)).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');

    await user.clear(code);
    await fill(user, code as HTMLInputElement, 'oceanic');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('button', { name: 'Submit KYC' })).toBeTruthy();
    expect(submitCalls(calls)).toEqual([]);
    expect(calls.filter((c) => c.url === CUSTOMER_KYC_PATHS.publicStart).at(-1)?.body).toEqual({
      forwarderShortName: 'oceanic',
    });
    // The started link stays with the tab: a reload opens the same draft.
    expect(JSON.parse(window.sessionStorage.getItem('ff-kyc-link:/customerKyc') ?? 'null')).toEqual({
      invitationId: 40,
      token: TOKEN,
      userId: null,
      email: '',
    });
    // Not mailed: the visitor gives the address.
    expect(input('E-mail').readOnly).toBe(false);
  });

  it("starts a self-service KYC at the sales person of a shared link, with the link's e-mail", async () => {
    const { calls } = server();
    renderPage(`/customerKyc/7/${encodeURIComponent('buyer@bluecargo.example')}`);
    expect(await screen.findByRole('button', { name: 'Submit KYC' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Forwarder's short name/ })).toBeNull();
    expect(calls.filter((c) => c.url === CUSTOMER_KYC_PATHS.publicStart).map((c) => c.body)).toEqual([
      { userId: 7, email: 'buyer@bluecargo.example' },
    ]);
  });

  it('reopens the draft this tab started instead of starting another', async () => {
    window.sessionStorage.setItem(
      'ff-kyc-link:/customerKyc',
      JSON.stringify({ invitationId: 40, token: TOKEN, userId: null, email: '' }),
    );
    const { calls } = server();
    renderPage('/customerKyc');
    expect(await screen.findByRole('button', { name: 'Submit KYC' })).toBeTruthy();
    expect(calls.find((c) => c.url === CUSTOMER_KYC_PATHS.publicOpen)?.body).toEqual({
      email: '',
      invitationId: 40,
      token: TOKEN,
    });
    expect(calls.some((c) => c.url === CUSTOMER_KYC_PATHS.publicStart)).toBe(false);
  });

  it('checks the short name as it is typed and says whether it is taken', async () => {
    const { calls } = server();
    renderPage(INVITATION_PATH);
    await screen.findByRole('button', { name: 'Submit KYC' });
    const shortName = input('Short name');
    const user = userEvent.setup();
    await user.type(shortName, 'oceanic');
    expect(await screen.findByText('Checking…')).toBeTruthy();
    expect(await screen.findByText(REGISTRATION_MESSAGES.shortNameTaken)).toBeTruthy();
    // One check for the word, not one per key.
    const checks = calls.filter((c) => pathOf(c.url) === CUSTOMER_KYC_PATHS.checkShortName);
    expect(checks.map((c) => paramsOf(c.url))).toEqual([{ shortName: 'oceanic' }]);
    await user.type(shortName, '-blue');
    expect(await screen.findByText(REGISTRATION_MESSAGES.shortNameAvailable)).toBeTruthy();
  });

  it('fills the invitation in, sends the link in the headers and thanks', async () => {
    const { calls } = server();
    renderPage(INVITATION_PATH);
    await screen.findByText('Goods travel at the owner’s risk.');
    expect(input('Company name').value).toBe('Blue Cargo Trading');
    expect(input('E-mail').readOnly).toBe(true);
    const user = await fillValidForm();
    await user.click(screen.getByRole('button', { name: 'Submit KYC' }));

    expect(await screen.findByText('Your KYC was sent to Oceanic Freight.')).toBeTruthy();
    expect(screen.getByText('buyer@bluecargo.example')).toBeTruthy();
    const [sent] = submitCalls(calls);
    expect(sent?.headers[KYC_INVITATION_HEADER]).toBe('12');
    expect(sent?.headers[KYC_TOKEN_HEADER]).toBe(TOKEN);
    expect(sent?.headers.Authorization).toBeUndefined();
    expect(sent?.body).toEqual({
      shortName: 'bluecargo',
      username: 'buyer.blue',
      fullName: 'Bianca Buyer',
      email: 'buyer@bluecargo.example',
      details: {
        companyName: 'Blue Cargo Trading',
        phone: '+65 6555 0101',
        website: '',
        taxRegistrationNumber: 'TRN-778',
        companyRegistrationNumber: 'UEN-2026-11',
        contacts: [{ name: 'Bianca Buyer', designation: '', email: 'buyer@bluecargo.example', phone: '' }],
        addresses: [
          {
            type: 'registered',
            addressLine1: '1 Harbour Front',
            addressLine2: '',
            city: 'Singapore',
            postalCode: '',
            countryCode: 'SG',
          },
        ],
      },
      termsId: 4,
      acceptTerms: true,
    });
  });

  it("places the server's field errors under their fields and documents", async () => {
    server((call) =>
      call.url === CUSTOMER_KYC_PATHS.publicSubmit
        ? json(
            {
              success: false,
              error: 'Conflict',
              message: REGISTRATION_MESSAGES.usernameTaken,
              errors: [
                { field: 'username', defaultMessage: REGISTRATION_MESSAGES.usernameTaken },
                { field: 'details.contacts.0.email', defaultMessage: 'Enter a valid e-mail address' },
                {
                  field: 'documents.TD',
                  defaultMessage: KYC_PUBLIC_MESSAGES.documentRequired('Tax document'),
                },
              ],
            },
            409,
          )
        : undefined,
    );
    renderPage(INVITATION_PATH);
    await screen.findByText('Goods travel at the owner’s risk.');
    const user = await fillValidForm();
    await user.click(screen.getByRole('button', { name: 'Submit KYC' }));

    await waitFor(() => expect(input('Username').getAttribute('aria-invalid')).toBe('true'));
    // Under the field: among the texts the input is described by.
    const describedBy = input('Username').getAttribute('aria-describedby')?.split(' ') ?? [];
    const descriptions = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(descriptions).toContain(REGISTRATION_MESSAGES.usernameTaken);
    const contact = screen.getByRole('group', { name: 'Contact 1' });
    expect(within(contact).getByText('Enter a valid e-mail address')).toBeTruthy();
    const tax = screen.getByRole('region', { name: 'Tax document' });
    expect(within(tax).getByText(KYC_PUBLIC_MESSAGES.documentRequired('Tax document'))).toBeTruthy();
    // Every entry found its place: no dialog over the form.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(/Your KYC was sent/)).toBeNull();
  });

  it('asks for the required documents before sending, then uploads one and previews it', async () => {
    const { calls } = server((call) => {
      if (call.url === CUSTOMER_KYC_PATHS.publicOpen) {
        return json({ success: true, data: { ...FORM, documents: [uploaded('CRD', 'registration.pdf')] } });
      }
      if (call.method === 'PUT') return itemAnswer(uploaded('TD', 'tax-2026.png'));
      return undefined;
    });
    renderPage(INVITATION_PATH);
    await screen.findByText('Goods travel at the owner’s risk.');
    const user = await fillValidForm();
    await user.click(screen.getByRole('button', { name: 'Submit KYC' }));
    const tax = screen.getByRole('region', { name: 'Tax document' });
    expect(await within(tax).findByText(KYC_PUBLIC_MESSAGES.documentRequired('Tax document'))).toBeTruthy();
    expect(submitCalls(calls)).toEqual([]);

    fireEvent.change(screen.getByLabelText('Tax document file'), {
      target: { files: [pickedFile('tax-2026.png', 'image/png')] },
    });
    const image = await within(tax).findByRole('img', { name: 'Tax document preview' });
    expect(image.getAttribute('src')).toMatch(/^blob:/);
    const upload = calls.find((c) => c.method === 'PUT');
    expect(upload?.url).toBe(`${CUSTOMER_KYC_PATHS.publicDocuments}/TD`);
    expect(upload?.headers[KYC_TOKEN_HEADER]).toBe(TOKEN);
    expect((upload?.form?.get(UPLOAD_FIELD) as File | null)?.name).toBe('tax-2026.png');
    const preview = calls.find(
      (c) => c.method === 'GET' && c.url === `${CUSTOMER_KYC_PATHS.publicDocuments}/TD`,
    );
    expect(preview?.headers[KYC_INVITATION_HEADER]).toBe('12');
    expect(within(tax).queryByText(KYC_PUBLIC_MESSAGES.documentRequired('Tax document'))).toBeNull();
  });

  it('removes a document only once the visitor confirms it', async () => {
    const { calls } = server((call) =>
      call.method === 'DELETE'
        ? json({ success: true, message: KYC_PUBLIC_MESSAGES.documentRemoved })
        : undefined,
    );
    renderPage(INVITATION_PATH);
    const registration = await screen.findByRole('region', { name: 'Company registration document' });
    await within(registration).findByRole('img', { name: 'Company registration document preview' });
    const user = userEvent.setup();
    await user.click(
      within(registration).getByRole('button', { name: 'Remove company registration document' }),
    );
    const question = await screen.findByRole('dialog');
    expect(
      within(question).getByText(/Remove the company registration document 'registration.pdf'\?/),
    ).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(
      within(registration).getByRole('button', { name: 'Remove company registration document' }),
    );
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await within(registration).findByText(/No company registration document yet/)).toBeTruthy();
    const removal = calls.find((c) => c.method === 'DELETE');
    expect(removal?.url).toBe(`${CUSTOMER_KYC_PATHS.publicDocuments}/CRD`);
    expect(removal?.headers[KYC_TOKEN_HEADER]).toBe(TOKEN);
  });
});
