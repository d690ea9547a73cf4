import {
  MESSAGES,
  PASSWORD_MAX_LENGTH,
  PLATFORM_DOCUMENT_PATHS,
  REFERENCE_DATA_PATHS,
  REGISTRATION_MESSAGES,
  REGISTRATION_PATHS,
} from '@fastforward/domain';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { fieldErrors } from '../../../test/answers';
import { json, type MockCall, mockFetch } from '../../../test/fetch-mock';
import { renderRoute } from '../../../test/render';
import { RegistrationPage } from '../pages/registration-page';
import { VerifyEmailPage } from '../pages/verify-email-page';

const DOCUMENTS = {
  licenseAgreement: { id: 3, version: 2, title: 'FastForward licence agreement', body: 'You may use it.' },
  disclaimers: [{ id: 4, title: 'Rates', body: 'Rates are indicative.' }],
};

const COUNTRIES = [
  { code: 'SG', name: 'Singapore' },
  { code: 'AE', name: 'United Arab Emirates' },
];

type Answer = (call: MockCall) => Response | undefined;

function server(answer: Answer = () => undefined) {
  return mockFetch((call) => {
    const own = answer(call);
    if (own) return own;
    if (call.url.startsWith(PLATFORM_DOCUMENT_PATHS.active)) return json({ success: true, data: DOCUMENTS });
    if (call.url.startsWith(REFERENCE_DATA_PATHS.countries)) {
      return json({ success: true, data: { items: COUNTRIES } });
    }
    if (call.url.startsWith(REGISTRATION_PATHS.checkUsername)) {
      const taken = call.url.includes('ffd.admin');
      return json({
        success: true,
        data: {
          available: !taken,
          message: taken ? REGISTRATION_MESSAGES.usernameTaken : REGISTRATION_MESSAGES.usernameAvailable,
        },
      });
    }
    if (call.url.startsWith('/api/registration/check-')) {
      return json({ success: true, data: { available: true, message: 'ok' } });
    }
    if (call.url === REGISTRATION_PATHS.register) {
      return json({ success: true, data: { email: 'bianca@blueharbour.example' } }, 201);
    }
    return json({ success: false, message: 'unexpected' }, 500);
  });
}

/** The page with the providers its route layout gives it (Mantine, and the query client for the pickers). */
const renderForm = () =>
  renderRoute(
    '/registrationForm',
    '/registrationForm',
    <MantineProvider>
      <QueryClientProvider client={createQueryClient()}>
        <RegistrationPage />
      </QueryClientProvider>
    </MantineProvider>,
  );

/** Labels carry the required asterisk after their text. */
const label = (text: string) => new RegExp(`^${text}`);
const input = (text: string) => screen.getByLabelText(label(text), { selector: 'input' });

async function chooseCountry(user: ReturnType<typeof userEvent.setup>, search: string, option: string) {
  const country = screen.getByRole('combobox', { name: label('Country') });
  await waitFor(() => expect(country).toHaveProperty('disabled', false));
  await user.click(country);
  await user.type(country, search);
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

/** Pastes into a field: one input event, where typing would re-render the form per key. */
async function fill(user: ReturnType<typeof userEvent.setup>, text: string, value: string) {
  await user.click(input(text));
  await user.paste(value);
}

async function fillValidForm() {
  const user = userEvent.setup();
  await fill(user, 'Company name', 'Blue Harbour Logistics');
  await fill(user, 'Short name', 'blueharbour');
  await chooseCountry(user, 'United Arab', 'United Arab Emirates (AE)');
  await fill(user, 'Phone', '+971 4 555 0101');
  await fill(user, 'Full name', 'Bianca Harbour');
  await fill(user, 'Username', 'bianca.harbour');
  await fill(user, 'E-mail', 'bianca@blueharbour.example');
  await fill(user, 'Password', 'Harbour-Pass1');
  await fill(user, 'Confirm password', 'Harbour-Pass1');
  return user;
}

describe('company registration form', () => {
  it('shows the active licence agreement and disclaimers for the chosen company type', async () => {
    const { calls } = server();
    renderForm();
    expect(await screen.findByText('You may use it.')).toBeTruthy();
    expect(screen.getByText('Rates are indicative.')).toBeTruthy();
    await userEvent.setup().click(screen.getByLabelText('Vendor (carrier, agent, transporter)'));
    await waitFor(() => expect(calls.some((c) => c.url.includes('audience=CAT_VEN'))).toBe(true));
  });

  it('asks the server whether a username is free when the field is left', async () => {
    server();
    renderForm();
    const user = userEvent.setup();
    await fill(user, 'Username', 'ffd.admin');
    await user.tab();
    expect(await screen.findByText(REGISTRATION_MESSAGES.usernameTaken)).toBeTruthy();
    await user.clear(input('Username'));
    await fill(user, 'Username', 'fresh.user');
    await user.tab();
    expect(await screen.findByText(REGISTRATION_MESSAGES.usernameAvailable)).toBeTruthy();
  });

  it('names every missing field, not the rules an empty value breaks, and sends nothing', async () => {
    const { calls } = server();
    renderForm();
    await screen.findByText('You may use it.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Register' }));
    for (const message of [
      'Company name is required',
      'Short name is required',
      'Country is required',
      'Phone is required',
      'Full name is required',
      'Username is required',
      'E-mail is required',
      'Password is required',
      'Confirm password is required',
      REGISTRATION_MESSAGES.licenseRequired,
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(screen.queryByText(/at least 2 characters|ISO code/)).toBeNull();
    expect(screen.queryByText(MESSAGES.passwordRequirementNotMet)).toBeNull();
    expect(calls.some((c) => c.url === REGISTRATION_PATHS.register)).toBe(false);
  });

  it('starts the password hints neutral, then marks each one met or unmet', async () => {
    server();
    renderForm();
    const hints = () => within(screen.getByRole('list', { name: 'Password requirements' }));
    const items = () => hints().getAllByRole('listitem');
    expect(items().map((li) => li.className)).toEqual(Array(4).fill('ff-hint-neutral'));
    expect(hints().queryByText(/not met/)).toBeNull();
    await userEvent.setup().type(input('Password'), 'a');
    expect(items().map((li) => li.className)).toEqual([
      'ff-hint-met',
      'ff-hint-unmet',
      'ff-hint-unmet',
      'ff-hint-unmet',
    ]);
  });

  it('says the maximum length of an over-long password', async () => {
    server();
    renderForm();
    await screen.findByText('You may use it.');
    const user = await fillValidForm();
    await user.clear(input('Password'));
    await fill(user, 'Password', `Harbour-Pass1${'x'.repeat(PASSWORD_MAX_LENGTH)}`);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText(`Password must not exceed ${PASSWORD_MAX_LENGTH} characters`),
    ).toBeTruthy();
  });

  it('registers with the country chosen in the picker and the agreement it showed, then thanks', async () => {
    const { calls } = server();
    renderForm();
    await screen.findByText('You may use it.');
    const user = await fillValidForm();
    await user.click(screen.getByLabelText(/I have read and accept the licence agreement/));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/thankYouPage');
    const sent = calls.find((c) => c.url === REGISTRATION_PATHS.register);
    expect(sent?.body).toMatchObject({
      companyName: 'Blue Harbour Logistics',
      category: 'CAT_FFD',
      countryCode: 'AE',
      licenseAgreementId: 3,
      acceptLicense: true,
    });
    // The country list is public: it is asked without a session.
    expect(
      calls.find((c) => c.url.startsWith(REFERENCE_DATA_PATHS.countries))?.headers.Authorization,
    ).toBeUndefined();
  });

  it("shows the server's field error under the field", async () => {
    server((call) =>
      call.url === REGISTRATION_PATHS.register
        ? fieldErrors(409, 'Conflict', REGISTRATION_MESSAGES.shortNameTaken, {
            shortName: REGISTRATION_MESSAGES.shortNameTaken,
          })
        : undefined,
    );
    renderForm();
    await screen.findByText('You may use it.');
    const user = await fillValidForm();
    await user.click(screen.getByLabelText(/I have read and accept the licence agreement/));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(REGISTRATION_MESSAGES.shortNameTaken)).toBeTruthy();
    expect(screen.queryByTestId('location')).toBeNull();
  });
});

describe('e-mail verification page', () => {
  it('verifies the token of the link and says what happens next', async () => {
    const { calls } = mockFetch(() =>
      json({ success: true, data: { username: 'bianca.harbour', isSystemVerified: false } }),
    );
    renderRoute('/verify-email?token=abcdefghijklmnopqrstuvwxyz012345', '/verify-email', <VerifyEmailPage />);
    expect(await screen.findByText(REGISTRATION_MESSAGES.emailVerified)).toBeTruthy();
    expect(screen.getByText(/reviews your company/)).toBeTruthy();
    expect(calls[0]?.body).toEqual({ token: 'abcdefghijklmnopqrstuvwxyz012345' });
  });

  it('says so when the link is invalid', async () => {
    mockFetch(() =>
      json(
        {
          success: false,
          message: REGISTRATION_MESSAGES.verificationLinkInvalid,
          errors: [{ field: 'token', defaultMessage: REGISTRATION_MESSAGES.verificationLinkInvalid }],
        },
        400,
      ),
    );
    renderRoute('/verify-email?token=abcdefghijklmnopqrstuvwxyz012345', '/verify-email', <VerifyEmailPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      REGISTRATION_MESSAGES.verificationLinkInvalid,
    );
  });
});
