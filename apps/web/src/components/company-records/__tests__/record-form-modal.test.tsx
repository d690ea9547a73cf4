import { TextInput } from '@mantine/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { RecordFormModal, useRecordForm } from '../record-form-modal';
import { createRecordsApi } from '../records-api';

type Thing = { id: number; name: string };
const thingSchema = z.strictObject({ name: z.string().min(1, 'Name is required') });
const thingsApi = createRecordsApi<Thing, z.infer<typeof thingSchema>>('/api/v1/things', 'things');

/** The smallest record form: one field, saved through the records api. */
function ThingForm() {
  const { form, modal } = useRecordForm(
    { opened: true, record: null, onClose: () => {} },
    { api: thingsApi, schema: thingSchema, toFormValues: () => ({ name: '' }), fieldNames: ['name'] },
  );
  return (
    <RecordFormModal {...modal} title="New thing">
      <TextInput label="Name" {...form.register('name')} error={form.formState.errors.name?.message} />
    </RecordFormModal>
  );
}

const refusal = (status: number, errors: object[]) =>
  json({ success: false, error: 'Bad Request', message: 'Invalid request', errors }, status);

async function submitWith(answer: Response) {
  mockFetch(() => answer);
  renderDashboardPage(<ThingForm />);
  const form = await screen.findByRole('dialog', { name: 'New thing' });
  fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Box' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
  return form;
}

describe('useRecordForm: a refused save', () => {
  it('shows an error without a field in the default dialog, not under a field', async () => {
    const form = await submitWith(refusal(400, [{ defaultMessage: 'The list is being rebuilt' }]));
    const dialog = await screen.findByRole('dialog', { name: 'Bad Request' });
    expect(dialog.textContent).toContain('The list is being rebuilt');
    expect(within(form).queryByText('The list is being rebuilt')).toBeNull();
  });

  it('places what names its field there and shows the rest in the dialog', async () => {
    const form = await submitWith(
      refusal(400, [
        { field: 'name', defaultMessage: 'Name is taken' },
        { field: 'body', defaultMessage: 'Unknown field: colour' },
      ]),
    );
    expect(await within(form).findByText('Name is taken')).toBeTruthy();
    const dialog = await screen.findByRole('dialog', { name: 'Bad Request' });
    expect(dialog.textContent).toContain('Unknown field: colour');
  });

  it('shows only the field when the field says it all', async () => {
    const form = await submitWith(refusal(409, [{ field: 'name', defaultMessage: 'Name is taken' }]));
    expect(await within(form).findByText('Name is taken')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bad Request' })).toBeNull());
  });
});
