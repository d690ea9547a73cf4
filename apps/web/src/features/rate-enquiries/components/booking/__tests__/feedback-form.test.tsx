import type { FeedbackRequest } from '@fastforward/domain';
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../../../lib/http';
import { FeedbackForm } from '../feedback-form';

function renderForm(onSubmit = vi.fn(async (_body: FeedbackRequest) => undefined)) {
  render(
    <MantineProvider>
      <FeedbackForm onSubmit={onSubmit} />
    </MantineProvider>,
  );
  return onSubmit;
}

/** Mantine's Rating takes a click on a star's label (its radio only previews the value). */
const star = (value: number) => {
  const radio = screen.getByLabelText(`${value} of 5 stars`);
  return document.querySelector(`label[for="${radio.id}"]`) as HTMLElement | null;
};

describe('FeedbackForm', () => {
  it('asks for the stars before sending', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Rating must be between 1 and 5')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the stars and the comment, an empty comment as none', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    const four = star(4);
    if (!four) throw new Error('no fourth star');
    await user.click(four);
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ rating: 4, comment: null }));
    await user.type(screen.getByLabelText('Comment'), 'Quick and clear');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith({ rating: 4, comment: 'Quick and clear' }));
  });

  it('shows a refusal under the field it names', async () => {
    const user = userEvent.setup();
    const refusal = new HttpError(409, 'Conflict', 'You have rated this booking already', {
      errors: [{ field: 'rating', defaultMessage: 'You have rated this booking already' }],
    });
    renderForm(vi.fn(async () => Promise.reject(refusal)));
    const five = star(5);
    if (!five) throw new Error('no fifth star');
    await user.click(five);
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('You have rated this booking already')).toBeTruthy();
  });
});
