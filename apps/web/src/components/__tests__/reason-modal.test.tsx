import { Button } from '@mantine/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { HttpError } from '../../lib/http';
import { renderDashboardPage } from '../../test/render-dashboard';
import { ReasonModal } from '../reason-modal';

type Shipment = { id: number; name: string; version: number };
const SHIPMENT: Shipment = { id: 7, name: 'Blue Box', version: 3 };
const rejectSchema = z.strictObject({
  expectedVersion: z.number(),
  reason: z.string().trim().min(1, 'Reason is required'),
});
type Reject = z.infer<typeof rejectSchema>;

/** A page with one Reject button that opens the modal about SHIPMENT. */
function RejectPage({
  mutateAsync,
}: {
  mutateAsync: (args: { id: number; body: Reject }) => Promise<unknown>;
}) {
  const [rejecting, setRejecting] = useState<Shipment | null>(null);
  return (
    <>
      <Button onClick={() => setRejecting(SHIPMENT)}>Open</Button>
      <ReasonModal
        subject={rejecting}
        onClose={() => setRejecting(null)}
        title="Reject shipment"
        intro={(s) => `${s.name} is sent back with this reason.`}
        schema={rejectSchema}
        mutation={{ mutateAsync }}
        startValues={(s) => ({ expectedVersion: s.version, reason: '' })}
      />
    </>
  );
}

const refusal = new HttpError(400, 'Bad Request', 'Invalid request', {
  errors: [{ field: 'reason', defaultMessage: 'Reason must not exceed 500 characters' }],
});

async function openAndType(text: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reject shipment' });
  expect(within(dialog).getByText('Blue Box is sent back with this reason.')).toBeTruthy();
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: text } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  return dialog;
}

describe('ReasonModal', () => {
  it('sends the reason with the values read on opening and closes', async () => {
    const mutateAsync = vi.fn(async () => undefined);
    renderDashboardPage(<RejectPage mutateAsync={mutateAsync} />);
    await openAndType('  Damaged  ');
    await waitFor(() =>
      expect(mutateAsync).toHaveBeenCalledWith({ id: 7, body: { expectedVersion: 3, reason: 'Damaged' } }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reject shipment' })).toBeNull());
  });

  it('shows the server refusal under the reason, stays open, and starts empty when opened again', async () => {
    const mutateAsync = vi.fn(async () => Promise.reject(refusal));
    renderDashboardPage(<RejectPage mutateAsync={mutateAsync} />);
    const dialog = await openAndType('Far too long');
    expect(await within(dialog).findByText('Reason must not exceed 500 characters')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Bad Request' })).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reject shipment' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const again = await screen.findByRole('dialog', { name: 'Reject shipment' });
    expect((within(again).getByRole('textbox', { name: /Reason/ }) as HTMLTextAreaElement).value).toBe('');
    expect(within(again).queryByText('Reason must not exceed 500 characters')).toBeNull();
  });
});
