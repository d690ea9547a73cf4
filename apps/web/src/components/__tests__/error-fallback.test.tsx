import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../error-boundary';

function Broken(): never {
  throw new Error('Cannot read the rates');
}

describe('error fallback page', () => {
  it('replaces a crashed page with the SPEC text, the error message and a support line', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary resetKey="/x">
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Something went wrong: There was an error in this page.')).toBeTruthy();
    expect(screen.getByText('Cannot read the rates')).toBeTruthy();
    expect(screen.getByText(/If this keeps happening, contact support at/).textContent).toContain(
      'support@fastforward.example',
    );
  });
});
