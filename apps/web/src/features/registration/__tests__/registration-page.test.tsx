import {
  MESSAGES,
  PLATFORM_DOCUMENT_PATHS,
  REGISTRATION_MESSAGES,
  REGISTRATION_PATHS,
} from '@fastforward/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../../test/answers';
import { json, type MockCall, mockFetch } from '../../../test/fetch-mock';
import { renderRoute } from '../../../test/render';
import { RegistrationPage } from '../pages/registration-page';
import { VerifyEmailPage } from '../pages/verify-email-page';

const DOCUMENTS = {
  licenseAgreement: { id: 3, version: 2, title: 'FastForward licence agreement', body: 'You may use it.' },
  disclaimers: [{ id: 4, title: 'Rates', body: 'Rates are indicative.' }],
};

type Answer = (call: MockCall) => Response | undefined;

function server(answer: Answer = () => undefined) {
  return mockFetch((call) => {
    const own = answer(call);
    if (own) return own;
    if (call.url.startsWith(PLATFORM_DOCUMENT_PATHS.active)) return json({ success: true, data: DOCUMENTS });
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

const renderForm = () => renderRoute('/registrationForm', '/registrationForm', <RegistrationPage />);

async function fillValidForm() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Company name'), 'Blue Harbour Logistics');
  await user.type(screen.getByLabelText('Short name'), 'blueharbour');
  await user.selectOptions(screen.getByLabelText('Country'), 'AE');
  await user.type(screen.getByLabelText('Phone'), '+971 4 555 0101');
  await user.type(screen.getByLabelText('Full name'), 'Bianca Harbour');
  await user.type(screen.getByLabelText('Username'), 'bianca.harbour');
  await user.type(screen.getByLabelText('E-mail'), 'bianca@blueharbour.example');
  await user.type(screen.getByLabelText('Password'), 'Harbour-Pass1');
  await user.type(screen.getByLabelText('Confirm password'), 'Harbour-Pass1');
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
    await user.type(screen.getByLabelText('Username'), 'ffd.admin');
    await user.tab();
    expect(await screen.findByText(REGISTRATION_MESSAGES.usernameTaken)).toBeTruthy();
    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'fresh.user');
    await user.tab();
    expect(await screen.findByText(REGISTRATION_MESSAGES.usernameAvailable)).toBeTruthy();
  });

  it('names every missing field and sends nothing', async () => {
    const { calls } = server();
    renderForm();
    await screen.findByText('You may use it.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('Company name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText(MESSAGES.passwordRequirementNotMet)).toBeTruthy();
    expect(screen.getByText(REGISTRATION_MESSAGES.licenseRequired)).toBeTruthy();
    expect(calls.some((c) => c.url === REGISTRATION_PATHS.register)).toBe(false);
  });

  it('registers with the agreement it showed and goes to the thank-you page', async () => {
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
