import { API_PATHS, MESSAGES, STORAGE_KEYS } from '@fastforward/domain';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DialogHost } from '../../components/dialog-host';
import { json, mockFetch } from '../../test/fetch-mock';
import { setNavigate } from '../navigation';
import { checkVersion, getNewVersionText, startVersionPolling } from '../version-poll';

const navigate = vi.fn();
beforeEach(() => {
  navigate.mockReset();
  setNavigate(navigate);
});
afterEach(() => setNavigate(() => undefined));

describe('version polling', () => {
  it('has both SPEC texts', () => {
    expect(getNewVersionText(true)).toBe(
      'A new version is available. You will be logged out to apply updates.',
    );
    expect(getNewVersionText(false)).toBe("A new version is available. Click 'OK' to apply the updates.");
  });

  it('polls on start and every interval without cache, storing the version silently when logged out', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let version = '1.0.0';
    const { calls } = mockFetch(() => json({ version }));
    render(<DialogHost />);
    const stop = startVersionPolling(1000);
    await act(async () => {});
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(API_PATHS.meta);
    expect(localStorage.getItem(STORAGE_KEYS.currentAppVersion)).toBe('1.0.0');
    version = '1.1.0';
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(calls).toHaveLength(2);
    expect(localStorage.getItem(STORAGE_KEYS.currentAppVersion)).toBe('1.1.0');
    expect(screen.queryByRole('dialog')).toBeNull();
    stop();
  });

  it('asks a logged-in user to log out when the version changed, then clears storage and goes to login', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 't');
    localStorage.setItem(STORAGE_KEYS.currentAppVersion, '1.0.0');
    mockFetch(() => json({ version: '2.0.0' }));
    render(<DialogHost />);
    const done = checkVersion();
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.newVersionTitle });
    expect(within(dialog).getByText(MESSAGES.newVersionLoggedIn)).toBeTruthy();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'OK' }));
    await done;
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('stays quiet for a logged-in user on the same version', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 't');
    localStorage.setItem(STORAGE_KEYS.currentAppVersion, '1.0.0');
    mockFetch(() => json({ version: '1.0.0' }));
    render(<DialogHost />);
    await checkVersion();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('t');
  });
});
