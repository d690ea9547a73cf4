import {
  type BankAccount,
  bankAccountDocumentPath,
  COMPANY_SETTINGS_ACCESS,
  PERMISSIONS,
  UPLOAD_FIELD,
} from '@fastforward/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itemAnswer, listPage } from '../../../test/answers';
import { mockFetch } from '../../../test/fetch-mock';
import { fileAnswer, pickedFile, storedFile } from '../../../test/files';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { BankDetailsPage } from '../pages/bank-details-page';

const DOCUMENT = storedFile({ id: 31, collection: 'BDD', originalName: 'iban-letter.pdf' });

const account = (document: BankAccount['document']): BankAccount => ({
  id: 4,
  bankName: 'First Bank',
  accountName: 'Oceanic Freight',
  accountNumber: '104',
  iban: null,
  swiftCode: null,
  branch: null,
  currency: 'AED',
  isDefault: true,
  createdAt: '2026-01-05T10:00:00.000Z',
  documentFileId: document?.id ?? null,
  document,
});

describe('The bank detail document of a bank account', () => {
  it('is uploaded from the account row and then shown', async () => {
    const { calls } = mockFetch((call) => {
      if (call.method === 'PUT') return itemAnswer(account(DOCUMENT));
      return call.url === DOCUMENT.downloadUrl ? fileAnswer('application/pdf') : listPage([account(null)]);
    });
    renderDashboardPage(<BankDetailsPage />, [PERMISSIONS.businessAdmin]);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Upload the bank detail document of First Bank 104' }),
    );
    const modal = await screen.findByRole('dialog', { name: 'Bank detail document of First Bank 104' });
    expect(within(modal).getByText(/No bank detail document yet/)).toBeTruthy();
    fireEvent.change(within(modal).getByLabelText('Bank detail document file'), {
      target: { files: [pickedFile('iban-letter.pdf', 'application/pdf')] },
    });
    // happy-dom loads no frames and says so on the console ("Iframe page loading is disabled").
    expect(await within(modal).findByTitle('Bank detail document preview')).toBeTruthy();
    const upload = calls.find((c) => c.method === 'PUT');
    expect(upload?.url).toBe(bankAccountDocumentPath(4));
    expect((upload?.form?.get(UPLOAD_FIELD) as File | null)?.name).toBe('iban-letter.pdf');
  });

  it('is only opened and downloaded by a user who may not change bank details', async () => {
    mockFetch((call) =>
      call.url === DOCUMENT.downloadUrl ? fileAnswer('application/pdf') : listPage([account(DOCUMENT)]),
    );
    renderDashboardPage(<BankDetailsPage />, [...COMPANY_SETTINGS_ACCESS.view.slice(0, 1)]);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Open the bank detail document of First Bank 104' }),
    );
    const modal = await screen.findByRole('dialog', { name: 'Bank detail document of First Bank 104' });
    expect(within(modal).getByRole('button', { name: 'Download bank detail document' })).toBeTruthy();
    expect(within(modal).queryByRole('button', { name: /Replace|Remove/ })).toBeNull();
  });
});
