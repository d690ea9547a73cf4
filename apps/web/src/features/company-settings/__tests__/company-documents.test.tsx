import {
  COMPANY_SETTINGS_PATHS,
  type CompanyBasicSettings,
  downloadFileUrl,
  MESSAGES,
  PERMISSIONS,
  type StoredFile,
  UPLOAD_FIELD,
} from '@fastforward/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldErrors, itemAnswer, messageAnswer } from '../../../test/answers';
import { deferred, type MockCall, mockFetch } from '../../../test/fetch-mock';
import { fileAnswer, pickedFile, storedFile } from '../../../test/files';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { BasicSettingsPage } from '../pages/basic-settings-page';

const settingsWith = (documents: Partial<CompanyBasicSettings['documents']> = {}): CompanyBasicSettings => ({
  legalName: 'Horizon Logistics',
  shortName: 'horizon',
  logoFileId: documents.CL?.id ?? null,
  registrationDocumentFileId: documents.CRD?.id ?? null,
  taxDocumentFileId: documents.TD?.id ?? null,
  documents: { CL: null, CRD: null, TD: null, ...documents },
  addressLine1: '12 Creek Road',
  addressLine2: null,
  city: 'Dubai',
  postalCode: null,
  countryCode: 'AE',
  contactEmail: 'ops@horizon.example',
  phone: null,
  baseCurrency: 'AED',
  timeZone: 'Asia/Dubai',
  taxRegistrationNumber: null,
  hasCompleteCompanySetting: true,
});

const LOGO = storedFile({ id: 11, collection: 'CL', originalName: 'logo.png', contentType: 'image/png' });
const REGISTRATION = storedFile({ id: 21, collection: 'CRD', originalName: 'licence-2026.pdf' });
const NEW_REGISTRATION = storedFile({ id: 22, collection: 'CRD', originalName: 'licence-2027.pdf' });

const documentPath = (collection: string) => `${COMPANY_SETTINGS_PATHS.documents}/${collection}`;

/** The settings page's answers: the settings, the files' bytes, and `onWrite` for uploads and removals. */
const answering =
  (settings: CompanyBasicSettings, onWrite: (call: MockCall) => Response | Promise<Response>) =>
  (call: MockCall) => {
    if (call.method !== 'GET') return onWrite(call);
    if (call.url === COMPANY_SETTINGS_PATHS.basic) return itemAnswer(settings);
    const file = [LOGO, REGISTRATION, NEW_REGISTRATION].find((f) => f.downloadUrl === call.url);
    return file ? fileAnswer(file.contentType) : fieldErrors(404, 'Not_Found', 'File not found');
  };

const renderPage = () => renderDashboardPage(<BasicSettingsPage />, [PERMISSIONS.businessAdmin]);

const section = (name: string) => screen.findByRole('region', { name });

const pick = (label: string, file: File) =>
  fireEvent.change(screen.getByLabelText(`${label} file`), { target: { files: [file] } });

const uploadsOf = (calls: MockCall[]) => calls.filter((c) => c.method === 'PUT');

describe('Company documents on the basic settings page', () => {
  it('uploads the logo as multipart with the bearer, shows progress, then previews it', async () => {
    const release = deferred<Response>();
    const { calls } = mockFetch(answering(settingsWith(), () => release.promise));
    renderPage();
    const logo = await section('Company logo');
    expect(within(logo).getByText('PNG image, JPEG image or WebP image, at most 2 MB')).toBeTruthy();
    expect(within(logo).getByText(/No company logo yet/)).toBeTruthy();

    pick('Company logo', pickedFile('logo.png', 'image/png'));
    expect(await within(logo).findByRole('status')).toHaveProperty('textContent', 'Uploading logo.png…');
    const [upload] = uploadsOf(calls);
    expect(upload?.url).toBe(documentPath('CL'));
    expect(upload?.headers.Authorization).toBe('Bearer t');
    // The browser writes the multipart Content-Type with its boundary.
    expect(upload?.headers['Content-Type']).toBeUndefined();
    expect((upload?.form?.get(UPLOAD_FIELD) as File | null)?.name).toBe('logo.png');

    release.resolve(itemAnswer(settingsWith({ CL: LOGO })));
    const preview = await within(logo).findByRole('img', { name: 'Company logo preview' });
    expect(preview.getAttribute('src')).toMatch(/^blob:/);
    expect(within(logo).getByText('logo.png')).toBeTruthy();
    expect(within(logo).queryByRole('status')).toBeNull();
    const download = calls.find((c) => c.url === downloadFileUrl(LOGO.id));
    expect(download?.headers.Authorization).toBe('Bearer t');
  });

  // happy-dom loads no frames and says so on the console ("Iframe page loading is disabled").
  it('shows a PDF registration document in a frame, and the slots without a file as empty', async () => {
    mockFetch(answering(settingsWith({ CRD: REGISTRATION }), () => messageAnswer('unexpected')));
    renderPage();
    const registration = await section('Registration document');
    const frame = await within(registration).findByTitle('Registration document preview');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toMatch(/^blob:/);
    expect(within(registration).getByRole('button', { name: 'Download registration document' })).toBeTruthy();
    expect(within(await section('Tax document')).getByText(/No tax document yet/)).toBeTruthy();
  });

  it('asks before replacing a document, and replaces it only on yes', async () => {
    const { calls } = mockFetch(
      answering(settingsWith({ CRD: REGISTRATION }), () =>
        itemAnswer(settingsWith({ CRD: NEW_REGISTRATION })),
      ),
    );
    renderPage();
    const registration = await section('Registration document');
    await within(registration).findByTitle('Registration document preview');

    pick('Registration document', pickedFile('licence-2027.pdf', 'application/pdf'));
    const question = await screen.findByRole('dialog', { name: 'Replace the registration document?' });
    expect(
      within(question).getByText(
        "Replace 'licence-2026.pdf' with 'licence-2027.pdf'? The current file will be deleted.",
      ),
    ).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(uploadsOf(calls)).toHaveLength(0);

    pick('Registration document', pickedFile('licence-2027.pdf', 'application/pdf'));
    fireEvent.click(await screen.findByRole('button', { name: 'Replace' }));
    expect(await within(registration).findByText('licence-2027.pdf')).toBeTruthy();
    expect(uploadsOf(calls).map((c) => c.url)).toEqual([documentPath('CRD')]);
  });

  it("shows the server's refusal of a file in place, without the default dialog", async () => {
    const refusal = "This file's type is not accepted here. Upload one of: PNG image, JPEG image, WebP image";
    mockFetch(
      answering(settingsWith(), () =>
        fieldErrors(415, 'Unsupported Media Type', refusal, { [UPLOAD_FIELD]: refusal }),
      ),
    );
    renderPage();
    const logo = await section('Company logo');
    pick('Company logo', pickedFile('logo.png', 'image/png'));
    const alert = await within(logo).findByRole('alert');
    expect(alert.textContent).toContain('Unsupported Media Type');
    expect(alert.textContent).toContain(refusal);
    expect(within(logo).getByText(/No company logo yet/)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses a file over the limit before sending it, with the limit named', async () => {
    const { calls } = mockFetch(answering(settingsWith(), () => itemAnswer(settingsWith({ CL: LOGO }))));
    renderPage();
    const logo = await section('Company logo');
    pick('Company logo', pickedFile('huge.png', 'image/png', 2 * 1024 * 1024 + 1));
    expect((await within(logo).findByRole('alert')).textContent).toContain(
      'The file is too large: a company logo may be at most 2 MB',
    );
    expect(uploadsOf(calls)).toHaveLength(0);
  });

  it('asks before removing a document and shows the SPEC delete dialog', async () => {
    let current: StoredFile | null = LOGO;
    const { calls } = mockFetch((call) => {
      if (call.method === 'DELETE') {
        current = null;
        return messageAnswer(MESSAGES.deleteSuccess);
      }
      return answering(settingsWith({ CL: current }), () => messageAnswer('unexpected'))(call);
    });
    renderPage();
    const logo = await section('Company logo');
    fireEvent.click(await within(logo).findByRole('button', { name: 'Remove company logo' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.successTitle })).toBeTruthy();
    expect(await within(logo).findByText(/No company logo yet/)).toBeTruthy();
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe(documentPath('CL'));
  });
});
