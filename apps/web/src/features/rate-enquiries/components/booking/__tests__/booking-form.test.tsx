import type { BookingContext, BookingForm, StoredFile } from '@fastforward/domain';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../../../lib/http';
import { createQueryClient } from '../../../../../lib/query-client';
import { json, mockFetch } from '../../../../../test/fetch-mock';
import { withReference } from '../../../../../test/shipment-fixtures';
import { BookingFormFields } from '../booking-form';

const CONTEXT: BookingContext = {
  enquiry: {
    id: 7,
    reference: 'RE-2026-000007',
    status: 'selected',
    version: 3,
    mode: 'sea',
    loadType: 'FCL',
    originPort: 'Nhava Sheva',
    destinationPort: 'Jebel Ali',
    commodityType: 'GNRL',
    cargoReadyDate: '2026-05-01',
    packageCount: 2,
    grossWeightKg: '12500.000',
    containers: [{ containerSizeId: 7, containerSizeName: "40' High Cube", count: 2 }],
    packages: [],
    customerName: 'Acme Imports',
    forwarderName: 'Oceanic Freight Forwarders',
  },
  option: null,
  requiredDocuments: [],
  booking: null,
  addressBook: [],
  customerRole: 'consignee',
  customerParty: null,
};

const WITH_DOCUMENTS: BookingContext = {
  ...CONTEXT,
  requiredDocuments: [
    { code: 'CRD', label: 'Company registration document', isOnFile: true, files: [] },
    { code: 'CI', label: 'COMMERCIAL INVOICE', isOnFile: false, files: [] },
  ],
};

/** An LCL enquiry of two package lines: pallets and cartons. */
const LCL: BookingContext = {
  ...CONTEXT,
  enquiry: {
    ...CONTEXT.enquiry,
    loadType: 'LCL',
    packageCount: 12,
    grossWeightKg: null,
    containers: [],
    packages: [
      {
        count: 2,
        length: 120,
        width: 100,
        height: 150,
        dimensionUnit: 'Centimeter',
        grossWeight: 640.5,
        weightUnit: 'Kgs',
        packageTypeCode: 'PLT',
      },
      {
        count: 10,
        length: 60,
        width: 40,
        height: 40,
        dimensionUnit: 'Centimeter',
        grossWeight: 200,
        weightUnit: 'Kgs',
        packageTypeCode: null,
      },
    ],
  },
};

const STORED: StoredFile = {
  id: 41,
  collection: 'additional_documents',
  fileType: 'CI',
  originalName: 'invoice.pdf',
  contentType: 'application/pdf',
  sizeBytes: 1200,
  sha256: 'ab',
  createdAt: '2026-04-01T10:00:00.000Z',
  downloadUrl: '/api/v1/downloadFile/41',
  path: '/storage/x',
};

function renderForm(
  context: BookingContext = CONTEXT,
  onSubmit = vi.fn(async (_body: BookingForm) => undefined),
  onUpload = vi.fn(async () => STORED),
) {
  render(
    <MantineProvider>
      <QueryClientProvider client={createQueryClient()}>
        <BookingFormFields context={context} onSubmit={onSubmit} onUpload={onUpload} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { onSubmit, onUpload };
}

async function fillParty(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.type(screen.getByLabelText(new RegExp(`^${label} name`)), `${label} Ltd`);
  await user.type(screen.getByLabelText(new RegExp(`^${label} address`)), '1 Quay Street');
  await user.type(screen.getByLabelText(new RegExp(`^${label} e-mail`)), 'desk@example.test');
  await user.type(screen.getByLabelText(new RegExp(`^${label} phone`)), '+971 4 555 0100');
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await fillParty(user, 'Shipper');
  await fillParty(user, 'Consignee');
  await user.type(screen.getByLabelText(/^Cargo description/), 'Cotton shirts');
}

const OWN = {
  name: 'Acme Imports',
  address: 'Warehouse 4, Al Quoz, Dubai, AE',
  contact: 'Amal Haddad',
  email: 'amal@acme.test',
  phone: '+971 4 555 0101',
};

const value = (label: RegExp | string) => (screen.getByLabelText(label) as HTMLInputElement).value;

beforeEach(() => {
  mockFetch(withReference(() => json({ success: true, data: { items: [] } })));
});

describe('BookingFormFields', () => {
  it("prefills the customer's company as consignee and fills a party from the address book", async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm({
      ...CONTEXT,
      customerParty: OWN,
      addressBook: [
        { ...OWN, roles: ['shipper', 'consignee', 'notifyParty'], source: 'company' },
        {
          name: 'Shenzhen Toys',
          address: '8 Bao An Road, Shenzhen',
          contact: null,
          email: 'export@sztoys.test',
          phone: '+86 755 5555 0101',
          roles: ['shipper'],
          source: 'booking',
        },
      ],
    });
    expect((screen.getByLabelText(/^Consignee name/) as HTMLInputElement).value).toBe('Acme Imports');
    expect((screen.getByLabelText(/^Shipper name/) as HTMLInputElement).value).toBe('');
    const picker = screen.getByLabelText('Shipper from your address book') as HTMLSelectElement;
    expect([...picker.options].map((o) => o.text)).toEqual([
      'Choose a saved party…',
      'Your company: Acme Imports — Warehouse 4, Al Quoz, Dubai, AE',
      'Shenzhen Toys — 8 Bao An Road, Shenzhen',
    ]);
    await user.selectOptions(picker, 'Shenzhen Toys — 8 Bao An Road, Shenzhen');
    expect((screen.getByLabelText(/^Shipper e-mail/) as HTMLInputElement).value).toBe('export@sztoys.test');
    await user.type(screen.getByLabelText(/^Cargo description/), 'Plush toys');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      shipper: { name: 'Shenzhen Toys', phone: '+86 755 5555 0101', contact: null },
      consignee: { name: 'Acme Imports', contact: 'Amal Haddad' },
    });
  });

  it('starts from the enquiry’s containers, sums the lines and sends them as the API takes them', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    expect(await screen.findByDisplayValue("40' High Cube (45G1)")).toBeTruthy();
    expect(value(/^Containers/)).toBe('2');
    // The enquiry's 12,500 kg shares out evenly over its two containers.
    expect(value(/^Weight per container \(kg\)/)).toBe('6250');
    expect(value('Total containers')).toBe('2');
    expect(value('Total gross weight (kg)')).toBe('12,500');
    await user.clear(screen.getByLabelText(/^Weight per container \(kg\)/));
    await user.type(screen.getByLabelText(/^Weight per container \(kg\)/), '6400.5');
    expect(value('Total gross weight (kg)')).toBe('12,801');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      shipper: {
        name: 'Shipper Ltd',
        address: '1 Quay Street',
        contact: null,
        email: 'desk@example.test',
        phone: '+971 4 555 0100',
      },
      consignee: {
        name: 'Consignee Ltd',
        address: '1 Quay Street',
        contact: null,
        email: 'desk@example.test',
        phone: '+971 4 555 0100',
      },
      notifySameAsConsignee: true,
      notifyParty: null,
      cargo: {
        description: 'Cotton shirts',
        hsCode: null,
        packageCount: 2,
        grossWeightKg: 12801,
        marks: null,
        containers: [{ containerSizeId: 7, count: 2, weightKgEach: 6400.5 }],
        packages: [],
      },
      remarks: null,
      documentIds: [],
    });
  });

  it('starts from the enquiry’s packages and sums them', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm(LCL);
    expect(value(/^Packages(?! 2)/)).toBe('2');
    expect(value(/^Packages 2/)).toBe('10');
    expect(screen.getByText(/Volume 4\.56 CBM · Gross weight 840\.5 kg/)).toBeTruthy();
    expect(value('Total packages')).toBe('12');
    expect(value('Total gross weight (kg)')).toBe('840.5');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0].cargo).toMatchObject({
      packageCount: 12,
      grossWeightKg: 840.5,
      containers: [],
      packages: LCL.enquiry.packages,
    });
  });

  it('checks the fields as the server does, naming each, and sends nothing', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.type(screen.getByLabelText(/^Shipper e-mail/), 'nope');
    await user.clear(screen.getByLabelText(/^Weight per container \(kg\)/));
    await user.type(screen.getByLabelText(/^Weight per container \(kg\)/), '-4');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText('Shipper name is required')).toBeTruthy();
    expect(screen.getByText('Shipper e-mail is not valid')).toBeTruthy();
    expect(screen.getByText('Weight per container must be greater than 0')).toBeTruthy();
    expect(screen.getByText('Cargo description is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for a notify party once it is not the consignee', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await fillValid(user);
    expect(screen.queryByLabelText(/^Notify party name/)).toBeNull();
    await user.click(screen.getByLabelText('Notify party is the same as the consignee'));
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText('Notify party name is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await fillParty(user, 'Notify party');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      notifySameAsConsignee: false,
      notifyParty: { name: 'Notify party Ltd' },
    });
  });

  it('names the required documents still missing and sends the uploaded ones', async () => {
    const user = userEvent.setup();
    const { onSubmit, onUpload } = renderForm(WITH_DOCUMENTS);
    expect(screen.getByText('On file with your KYC')).toBeTruthy();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Upload the required documents: COMMERCIAL INVOICE',
    );
    expect(onSubmit).not.toHaveBeenCalled();

    const file = new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('COMMERCIAL INVOICE file'), { target: { files: [file] } });
    await waitFor(() => expect(onUpload).toHaveBeenCalledWith('CI', file));
    expect(await screen.findByText('invoice.pdf')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0].documentIds).toEqual([41]);
  });

  it('shows a server refusal under the field it names', async () => {
    const user = userEvent.setup();
    const refusal = new HttpError(400, 'Bad Request', 'Consignee phone is not valid', {
      errors: [{ field: 'consignee.phone', defaultMessage: 'Consignee phone is not valid' }],
    });
    renderForm(
      CONTEXT,
      vi.fn(async () => Promise.reject(refusal)),
    );
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText('Consignee phone is not valid')).toBeTruthy();
  });
});
