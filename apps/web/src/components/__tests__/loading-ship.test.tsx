import { LOADING_ANIMATION } from '@fastforward/domain';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  FullPageLoading,
  frameAt,
  LoadingShip,
  PAGE_LOADING_DELAY_MS,
  PageLoading,
  poseAt,
} from '../loading-ship';

describe('LoadingShip', () => {
  it('loops 360 frames at 60 fps', () => {
    expect(frameAt(0)).toBe(0);
    expect(frameAt(1000)).toBe(60);
    expect(frameAt(6000 - 1)).toBe(359);
    expect(frameAt(6000)).toBe(0);
  });

  it('is 200 px by default and 50 px as a spinner, with an optional message', () => {
    const { container, rerender } = render(<LoadingShip message="Please Wait. Updating Password ..." />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(container.querySelector('svg')?.getAttribute('width')).toBe(String(LOADING_ANIMATION.defaultSize));
    expect(screen.getByText('Please Wait. Updating Password ...')).toBeTruthy();
    rerender(<LoadingShip spinner />);
    expect(container.querySelector('svg')?.getAttribute('width')).toBe(String(LOADING_ANIMATION.spinnerSize));
  });

  it('moves the ship and the waves frame by frame', async () => {
    expect(poseAt(90)).not.toEqual(poseAt(0));
    const { container } = render(<LoadingShip />);
    const ship = container.querySelector('svg g');
    const first = ship?.getAttribute('transform');
    expect(first).toBe(poseAt(0).ship);
    await waitFor(() => expect(ship?.getAttribute('transform')).not.toBe(first));
  });
});

describe('PageLoading', () => {
  it('shows nothing while a page loads fast, then the ship in its place (not over the window)', () => {
    vi.useFakeTimers();
    const { container } = render(<PageLoading />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(PAGE_LOADING_DELAY_MS - 1));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(container.querySelector('.ff-fullpage')).toBeNull();
  });

  it('leaves the full-window animation to the sign-in (SPEC §2)', () => {
    const { container } = render(<FullPageLoading />);
    expect(container.querySelector('.ff-fullpage [role="status"]')).toBeTruthy();
  });
});
