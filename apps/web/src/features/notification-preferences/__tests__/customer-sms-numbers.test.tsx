import { CUSTOMER_KYC_PATHS, kycApiPath, PERMISSIONS } from '@fastforward/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../../test/answers';
import { json, mockFetch, pathOf } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { CustomerSmsNumbers } from '../components/customer-sms-numbers';

const NUMBERS = [
  { userId: 41, fullName: 'Kim Buyer', username: 'acme.kim', mobile: '+971502220001' },
  { userId: 42, fullName: 'Lee Clerk', username: 'acme.lee', mobile: null },
];

function serve() {
  return mockFetch((call) =>
    pathOf(call.url) === kycApiPath(CUSTOMER_KYC_PATHS.smsNumbers, 7)
      ? json({ success: true, data: { items: NUMBERS } })
      : fieldErrors(404, 'Not_Found', call.url),
  );
}

describe('CustomerSmsNumbers', () => {
  it.each([
    PERMISSIONS.viewCustomerQuerySalesEnquiries,
    PERMISSIONS.viewCustomerEnquiriesService,
    PERMISSIONS.viewCustomerEnquiriesAccount,
  ])('shows the customer users’ numbers to a holder of %s', async (permission) => {
    serve();
    renderDashboardPage(<CustomerSmsNumbers kycId={7} />, [permission]);
    expect(await screen.findByText('+971502220001')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Mobile numbers' })).toBeTruthy();
    expect(screen.getByText('Not given')).toBeTruthy();
  });

  it('shows nothing, and asks nothing, without one of the permissions', async () => {
    const { calls } = serve();
    renderDashboardPage(<CustomerSmsNumbers kycId={7} />, [PERMISSIONS.viewCustomerEnquiries]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'Mobile numbers' })).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
