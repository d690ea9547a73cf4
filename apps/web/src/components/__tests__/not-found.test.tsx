import { MESSAGES, STORAGE_KEYS } from '@fastforward/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { isNotFoundButtonHidden, NotFound } from '../not-found';

describe('isNotFoundButtonHidden', () => {
  it.each([
    ['/', true],
    ['/dashboard', true],
    ['/login', true],
    ['/thankYouPage', true],
    ['/customerKyc', true],
    ['/forgotPassword', true],
    ['/dashboard/changePassword', true],
    ['/change-password', true],
    ['/tandc', true],
    ['/super-user-dashboard', true],
    ['/booking-response/RE-2026-000001', true],
    ['/x/booking-response/abc', true],
    ['/update-password/anna/123', true],
    ['/update-password', true],
    ['/rateEnquiryResponseForm', true],
    ['/rateEnquiryResponseForm/extra', true],
    ['/unknown', false],
    ['/dashboard/unknown', false],
    ['/customerKyc/5', false],
    ['/booking-response', false],
    ['/loginx', false],
  ])('%s → hidden %s', (pathname, hidden) => {
    expect(isNotFoundButtonHidden(pathname)).toBe(hidden);
  });
});

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <NotFound />
    </MemoryRouter>,
  );

describe('not-found page', () => {
  it("offers 'Go Back' to a signed-out user and reloads into the dashboard", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderAt('/nowhere');
    expect(screen.getByText(MESSAGES.notFound)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go Back' }));
    expect(assign).toHaveBeenCalledWith('/dashboard');
  });

  it("offers 'Go To Dashboard' to a signed-in user", () => {
    localStorage.setItem(STORAGE_KEYS.token, 't');
    renderAt('/dashboard/unknown');
    expect(screen.getByRole('button', { name: 'Go To Dashboard' })).toBeTruthy();
  });

  it('hides the button on the listed paths', () => {
    renderAt('/booking-response/RE-1');
    expect(screen.getByText(MESSAGES.notFound)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
