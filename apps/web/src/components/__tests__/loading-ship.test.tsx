import { LOADING_ANIMATION } from '@fastforward/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { frameAt, LoadingShip } from '../loading-ship';

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
});
