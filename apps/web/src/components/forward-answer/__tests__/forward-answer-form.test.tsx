import type { ForwardAnswerRequest } from '@fastforward/domain';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../lib/http';
import type { AnswerFormContext } from '../answer-form-values';
import { ForwardAnswerForm } from '../forward-answer-form';

const CONTEXT: AnswerFormContext = {
  mode: 'sea',
  loadType: 'FCL',
  requiredCharges: ['freight', 'originCharges'],
  containers: [
    { containerSizeId: 5, containerSizeName: "20' Standard" },
    { containerSizeId: 6, containerSizeName: "40' High Cube" },
  ],
  currencies: [
    { code: 'USD', name: 'US Dollar' },
    { code: 'EUR', name: 'Euro' },
  ],
  shippingLines: [{ id: 3, name: 'Maersk' }],
};

function renderForm(onSubmit = vi.fn(async (_body: ForwardAnswerRequest) => undefined)) {
  render(
    <MantineProvider>
      <ForwardAnswerForm context={CONTEXT} onSubmit={onSubmit} />
    </MantineProvider>,
  );
  return onSubmit;
}

const checklistItem = (name: RegExp) =>
  within(screen.getByRole('list', { name: 'Required charges' })).getByRole('listitem', { name });

async function fillValidAnswer(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Buy amount 1/), '1200');
  await user.type(screen.getByLabelText(/Buy amount 2/), '150.50');
  fireEvent.change(screen.getByLabelText(/Valid till/), { target: { value: '2999-12-31' } });
}

describe('ForwardAnswerForm', () => {
  it('starts with a line per required charge and ticks the checklist as lines price them', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(checklistItem(/Freight .*: priced/)).toBeTruthy();
    expect(checklistItem(/Origin charges .*: priced/)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Charge 2'), 'Other charge');
    expect(checklistItem(/Origin charges .*: missing/)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Charge 2'), 'Origin charges (THC, documentation)');
    expect(checklistItem(/Origin charges .*: priced/)).toBeTruthy();
  });

  it('refuses to send while a required charge has no line, and names it', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await fillValidAnswer(user);
    await user.click(screen.getByRole('button', { name: 'Remove charge line 2' }));
    await user.click(screen.getByRole('button', { name: 'Send rates' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Price every required charge; missing: Origin charges (THC, documentation)',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks the fields as the server does before sending', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.type(screen.getByLabelText(/Buy amount 1/), '-3');
    await user.click(screen.getByRole('button', { name: 'Send rates' }));
    expect(await screen.findByText('Buy amount must be greater than or equal to 0')).toBeTruthy();
    expect(screen.getByText('Buy amount must be a number')).toBeTruthy();
    expect(screen.getByText('Valid till must be a date (YYYY-MM-DD)')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the answer as the API takes it, a container size only for a per-container line', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await fillValidAnswer(user);
    await user.selectOptions(screen.getByLabelText(/Container size 1/), "40' High Cube");
    await user.type(screen.getByLabelText('Transit days'), '21');
    await user.click(screen.getByRole('button', { name: 'Send rates' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      lines: [
        { chargeKey: 'freight', basis: 'perContainer', currency: 'USD', buyAmount: 1200, containerSizeId: 6 },
        { chargeKey: 'originCharges', basis: 'perShipment', buyAmount: 150.5, containerSizeId: null },
      ],
      shippingCompanyId: null,
      validTill: '2999-12-31',
      transitDays: 21,
      freeDays: null,
    });
  });

  it("shows the server's refusal under the field it names", async () => {
    const user = userEvent.setup();
    const refusal = new HttpError(400, 'Bad Request', 'Currency not found', {
      errors: [{ field: 'lines.1.currency', defaultMessage: 'Currency not found' }],
    });
    renderForm(vi.fn(async () => Promise.reject(refusal)));
    await fillValidAnswer(user);
    await user.click(screen.getByRole('button', { name: 'Send rates' }));
    expect(await screen.findByText('Currency not found')).toBeTruthy();
  });
});
