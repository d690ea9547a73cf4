import {
  ADDITIONAL_FILE_TYPES,
  type AdditionalFileType,
  downloadFileUrl,
  enquiryPath,
  FILE_PATHS,
  JOB_PATHS,
  type JobDocument,
  type ReleaseDoResult,
  toPermission,
  uploadPermission,
} from '@fastforward/domain';
import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyDoSettings,
  containerSizes,
  files,
  jobContainers,
  jobs,
  statusHistory,
} from '../../../db/schema';
import { createUser, type TestUser } from '../../../test/factories';
import {
  createJobOutsiders,
  createShippedJobScene,
  giveCredit,
  JOB_DOCUMENTATION_PERMISSIONS,
  type JobScene,
  jobState,
  setDoSettings,
} from '../../../test/job-factories';
import { expectHostileRefused, NUL } from '../../../test/organisation';
import { pdfText } from '../../../test/pdf-text';
import { expectFieldError, expectItem } from '../../../test/responses';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  makeDocx,
  makePdf,
  makePng,
  multipartBody,
  type UploadFile,
} from '../../files/__tests__/file-fixtures';

type Answer = Awaited<ReturnType<TestApp['app']['inject']>>;

const CREATE_DOCUMENTATION = toPermission('create-documentation', 'Documentation');
const VIEW_DOCUMENTATION = toPermission('view-documentation', 'Documentation');
const TYPED = Object.keys(ADDITIONAL_FILE_TYPES).filter((type) => type !== 'OTHER') as AdditionalFileType[];

let t: TestApp;
let scene: JobScene;
/** Documentation without any SPEC §3 upload permission. */
let docsOnly: TestUser;
let paths: ReturnType<typeof pathsOf>;

const pathsOf = (jobId: number) => ({
  documents: enquiryPath(JOB_PATHS.documents, { id: jobId }),
  document: (fileId: number) => enquiryPath(JOB_PATHS.document, { id: jobId, fileId }),
  share: (fileId: number) => enquiryPath(JOB_PATHS.documentShare, { id: jobId, fileId }),
  zip: enquiryPath(JOB_PATHS.documentsZip, { id: jobId }),
  hblDraft: enquiryPath(JOB_PATHS.hblDraft, { id: jobId }),
  releaseDo: enquiryPath(JOB_PATHS.releaseDo, { id: jobId }),
  mine: enquiryPath(JOB_PATHS.myJobDocuments, { id: jobId }),
  myZip: enquiryPath(JOB_PATHS.myJobDocumentsZip, { id: jobId }),
});

beforeAll(async () => {
  t = await createTestApp();
  scene = await createShippedJobScene(t);
  paths = pathsOf(scene.job.id);
  docsOnly = await createUser(t, {
    company: scene.forwarder,
    permissions: JOB_DOCUMENTATION_PERMISSIONS.filter((p) => !p.startsWith('upload-')),
  });
});
afterAll(() => t.close());

/** The shipment's facts a document prints, entered by operations through the API. */
async function recordShipment(job: JobScene) {
  const { version } = await jobState(t, job.job.id);
  const res = await t.as(job.ops.token).put(enquiryPath(JOB_PATHS.jobShipment, { id: job.job.id }), {
    version,
    carrierBookingReference: 'MSCU-BK-778812',
    transportDocumentReference: 'MEDUSH123456',
    houseBillNumber: 'OFF-HBL-0042',
    legs: [
      {
        stage: 'MNC',
        mode: 'VESSEL',
        vesselName: 'MSC GULSUN',
        vesselImoNumber: '9839430',
        voyageNumber: '451E',
      },
    ],
  });
  expect(res.statusCode, res.body).toBe(200);
}
const SHIPMENT_TEXTS = ['MSC GULSUN / 451E', 'MEDUSH123456', 'OFF-HBL-0042'];

const uploadUrl = (base: string, collection: string, fileType?: string) =>
  `${base}?collection=${collection}${fileType ? `&fileType=${encodeURIComponent(fileType)}` : ''}`;

async function upload(
  user: TestUser,
  collection: string,
  fileType?: string,
  file?: UploadFile,
  base = paths.documents,
): Promise<Answer> {
  const body = multipartBody(
    file ?? { name: `${fileType ?? collection}.pdf`, bytes: await makePdf(collection) },
  );
  return t.app.inject({
    method: 'POST',
    url: uploadUrl(base, collection, fileType),
    headers: { ...t.bearer(user.token), ...body.headers },
    payload: body.payload,
  });
}

const list = async (token: string, url = paths.documents) => {
  const res = await t.as(token).get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { items: JobDocument[] } }>().data.items;
};

const zipNames = (res: Answer) => {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  return Object.keys(unzipSync(new Uint8Array(res.rawPayload))).sort();
};

/** Runs `refused` and asserts that no row and no stored object was added or left behind. */
async function expectNothingStored(refused: () => Promise<void>) {
  const rows = await countRows(t.db);
  const objects = await t.deps.storage.list();
  await refused();
  expect(await countRows(t.db)).toEqual(rows);
  expect((await t.deps.storage.list()).sort()).toEqual(objects.sort());
}

describe('uploading job documents (acceptance 3)', () => {
  it('refuses each permissioned additional file type without its permission (403 naming it, nothing stored) and stores it with it', async () => {
    for (const type of TYPED) {
      const needed = ADDITIONAL_FILE_TYPES[type].uploadPermission as string;
      await expectNothingStored(async () => {
        const res = await upload(docsOnly, 'additional_documents', type);
        expect(res.statusCode, `${type}: ${res.body}`).toBe(403);
        expect(res.json<{ message: string }>().message).toContain(needed);
      });
      const holder = await createUser(t, { company: scene.forwarder, permissions: [needed] });
      const stored = expectItem<JobDocument>(await upload(holder, 'additional_documents', type), 201);
      expect(stored).toMatchObject({
        collection: 'additional_documents',
        fileType: type,
        contentType: 'application/pdf',
        sharedWithCustomer: false,
        uploadedBy: { id: holder.id },
      });
      const [row] = await t.db.select().from(files).where(eq(files.id, stored.id));
      expect(row).toMatchObject({ ownerType: 'job', ownerId: scene.job.id, companyId: scene.forwarder.id });
      // One type's permission opens no other type.
      const other = TYPED.find((candidate) => candidate !== type) as AdditionalFileType;
      await expectNothingStored(async () => {
        expect((await upload(holder, 'additional_documents', other)).statusCode).toBe(403);
      });
    }
    const listed = await list(scene.docs.token);
    expect(listed.filter((d) => d.collection === 'additional_documents').map((d) => d.fileType)).toEqual(
      TYPED,
    );
  });

  it('takes OTHER from documentation (create) alone, and not from an upload permission alone', async () => {
    const stored = expectItem<JobDocument>(await upload(docsOnly, 'additional_documents', 'OTHER'), 201);
    expect(stored.fileType).toBe('OTHER');
    const costSheets = await createUser(t, {
      company: scene.forwarder,
      permissions: [uploadPermission('upload-cost-sheet')],
    });
    await expectNothingStored(async () => {
      const res = await upload(costSheets, 'additional_documents', 'OTHER');
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json<{ message: string }>().message).toContain(CREATE_DOCUMENTATION);
    });
  });

  it('takes HBL, MBL and DO from documentation only: operations and accounts are refused', async () => {
    for (const collection of ['HBL', 'MBL', 'DO']) {
      for (const refused of [scene.ops, scene.accounts]) {
        await expectNothingStored(async () => {
          expect((await upload(refused, collection)).statusCode, collection).toBe(403);
        });
      }
      const stored = expectItem<JobDocument>(await upload(scene.docs, collection), 201);
      expect(stored).toMatchObject({ collection, fileType: null, uploadedBy: { id: scene.docs.id } });
    }
    // Only the SPEC §3 upload permissions: a typed-document uploader cannot file a bill of lading.
    const costSheets = await createUser(t, {
      company: scene.forwarder,
      permissions: [uploadPermission('upload-cost-sheet')],
    });
    await expectNothingStored(async () => {
      const res = await upload(costSheets, 'HBL');
      expect(res.statusCode).toBe(403);
      expect(res.json<{ message: string }>().message).toContain(CREATE_DOCUMENTATION);
    });
  });

  it('names the field of a bad query or file, storing nothing', async () => {
    await expectNothingStored(async () => {
      expectFieldError(await upload(scene.docs, 'additional_documents'), 400, 'fileType');
      expectFieldError(await upload(scene.docs, 'HBL', 'CSHT'), 400, 'fileType');
      expectFieldError(await upload(scene.docs, 'CL'), 400, 'collection');
      expectFieldError(await upload(scene.docs, 'additional_documents', 'NOPE'), 400, 'fileType');
      const text = { name: 'bill.pdf', bytes: Buffer.from('#!/bin/sh\necho hi\n\u0001') };
      expectFieldError(await upload(scene.docs, 'HBL', undefined, text), 415, 'file');
    });
  });
});

describe('sharing, listing and downloading', () => {
  it('shows the customer only what is shared: list, download, zip; unsharing hides it again', async () => {
    const second = await createShippedJobScene(t);
    const p = pathsOf(second.job.id);
    const png = makePng();
    const hbl = expectItem<JobDocument>(
      await upload(second.docs, 'HBL', undefined, undefined, p.documents),
      201,
    );
    const photo = expectItem<JobDocument>(
      await upload(
        second.docs,
        'additional_documents',
        'OTHER',
        { name: 'seal.png', bytes: png },
        p.documents,
      ),
      201,
    );
    const docx = expectItem<JobDocument>(
      await upload(
        second.docs,
        'additional_documents',
        'PL',
        { name: 'packing list.docx', bytes: makeDocx('Packing list') },
        p.documents,
      ),
      201,
    );
    const customer = t.as(second.customerUser.token);
    expect(await list(second.customerUser.token, p.mine)).toEqual([]);
    expect((await customer.get(downloadFileUrl(hbl.id))).statusCode).toBe(404);

    const shared = expectItem<JobDocument>(await t.as(second.ops.token).post(p.share(hbl.id)));
    expect(shared).toMatchObject({ id: hbl.id, sharedWithCustomer: true });
    expectItem(await t.as(second.docs.token).post(p.share(photo.id)));
    // Sharing twice keeps one share.
    expectItem(await t.as(second.docs.token).post(p.share(photo.id)));

    const seen = await list(second.customerUser.token, p.mine);
    expect(seen.map((d) => d.id)).toEqual([hbl.id, photo.id]);
    expect(seen.every((d) => d.sharedWithCustomer && d.uploadedBy === null)).toBe(true);
    const staffView = await list(second.docs.token, p.documents);
    expect(staffView.map((d) => [d.id, d.sharedWithCustomer])).toEqual([
      [hbl.id, true],
      [photo.id, true],
      [docx.id, false],
    ]);
    expect(staffView[0]?.uploadedBy?.id).toBe(second.docs.id);

    const download = await customer.get(downloadFileUrl(photo.id));
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(png)).toBe(true);
    expect(download.headers['content-disposition']).toMatch(/^inline;/);
    expect((await customer.get(downloadFileUrl(docx.id))).statusCode).toBe(404);
    expect((await customer.post(FILE_PATHS.convertPdf, { fileId: docx.id })).statusCode).toBe(404);
    // The job's staff read every document through the file store.
    expect((await t.as(second.accounts.token).get(downloadFileUrl(docx.id))).statusCode).toBe(200);

    expect(zipNames(await customer.post(p.myZip, {}))).toEqual(['HBL.pdf', 'seal.png']);
    expect(zipNames(await customer.post(p.myZip, { fileIds: [photo.id] }))).toEqual(['seal.png']);
    expect((await customer.post(p.myZip, { fileIds: [photo.id, docx.id] })).statusCode).toBe(404);
    expect(zipNames(await t.as(second.ops.token).post(p.zip, {}))).toEqual([
      'HBL.pdf',
      'packing list.docx',
      'seal.png',
    ]);
    expect(zipNames(await t.as(second.ops.token).post(p.zip, { fileIds: [docx.id, hbl.id] }))).toEqual([
      'HBL.pdf',
      'packing list.docx',
    ]);
    // A file of another job is not this job's document, even to staff who may read it.
    const foreign = (await list(scene.docs.token))[0] as JobDocument;
    expect((await t.as(scene.docs.token).post(p.zip, { fileIds: [foreign.id] })).statusCode).toBe(404);
    expect((await t.as(scene.docs.token).post(p.share(foreign.id))).statusCode).toBe(404);

    expect(
      expectItem<JobDocument>(await t.as(second.docs.token).delete(p.share(hbl.id))).sharedWithCustomer,
    ).toBe(false);
    expect((await list(second.customerUser.token, p.mine)).map((d) => d.id)).toEqual([photo.id]);
    expect((await customer.get(downloadFileUrl(hbl.id))).statusCode).toBe(404);
  });

  it('removes a document with the permission that uploads it; its share goes with it', async () => {
    const third = await createShippedJobScene(t);
    const p = pathsOf(third.job.id);
    const sheet = expectItem<JobDocument>(
      await upload(third.docs, 'additional_documents', 'CSHT', undefined, p.documents),
      201,
    );
    expectItem(await t.as(third.docs.token).post(p.share(sheet.id)));
    const debitNotes = await createUser(t, {
      company: third.forwarder,
      permissions: [uploadPermission('upload-debit-note')],
    });
    await expectNothingStored(async () => {
      const res = await t.as(debitNotes.token).delete(p.document(sheet.id));
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json<{ message: string }>().message).toContain(uploadPermission('upload-cost-sheet'));
    });
    expect((await t.as(third.docs.token).delete(p.document(sheet.id))).statusCode).toBe(200);
    expect(await list(third.docs.token, p.documents)).toEqual([]);
    expect(await list(third.customerUser.token, p.mine)).toEqual([]);
    expect((await t.as(third.docs.token).delete(p.document(sheet.id))).statusCode).toBe(404);
  });
});

describe('the house bill of lading draft', () => {
  it('is a PDF with the job reference, the parties, the containers and a DRAFT watermark', async () => {
    const [size] = await t.db.select({ id: containerSizes.id }).from(containerSizes).limit(1);
    await t.db.insert(jobContainers).values({
      companyId: scene.forwarder.id,
      jobId: scene.job.id,
      containerNumber: 'MSCU1234565',
      containerSizeId: size?.id ?? null,
      sealNumber: 'SEAL-778899',
      packageCount: 200,
      grossWeightKg: '6250.000',
      vgmKg: '8410.000',
    });
    await recordShipment(scene);
    const res = await t.as(scene.ops.token).get(paths.hblDraft);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`${scene.job.reference} HBL draft.pdf`);
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    const text = pdfText(res.rawPayload);
    for (const expected of [
      scene.job.reference,
      'DRAFT',
      'Acme Exports Pvt Ltd',
      'Gulf Trading LLC',
      'Same as consignee',
      'MSCU1234565',
      'SEAL-778899',
      'VGM (kg)',
      '8,410',
      'Cotton T-shirts in cartons',
      'ACME/DXB/1-400',
      '12,500',
      'CARGO AS BOOKED',
      '6,250 kg each',
      'MSCU-BK-778812',
      ...SHIPMENT_TEXTS,
    ]) {
      expect(text, expected).toContain(expected);
    }
    // Generating a draft stores nothing.
    const before = await countRows(t.db);
    expect((await t.as(scene.accounts.token).get(paths.hblDraft)).statusCode).toBe(200);
    expect(await countRows(t.db)).toEqual(before);
  });
});

describe('releasing the delivery order', () => {
  it('needs DO settings: 409 pointing to Company Settings, nothing changed', async () => {
    const job = await createShippedJobScene(t);
    const p = pathsOf(job.job.id);
    const state = await jobState(t, job.job.id);
    await expectNothingStored(async () => {
      const res = await t.as(job.ops.token).post(p.releaseDo, { version: state.version });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json<{ message: string }>().message).toContain('Company Settings → DO Settings');
    });
    expect(await jobState(t, job.job.id)).toEqual(state);
  });

  it('numbers the DO, stores and shares its PDF, sets DORE; a second release and a stale version are 409', async () => {
    const job = await createShippedJobScene(t);
    const p = pathsOf(job.job.id);
    await setDoSettings(t, job.forwarder.id, 501);
    await giveCredit(t, job);
    await recordShipment(job);
    const state = await jobState(t, job.job.id);

    await expectNothingStored(async () => {
      const stale = await t.as(job.docs.token).post(p.releaseDo, { version: state.version + 1 });
      expectFieldError(stale, 409, 'version');
    });

    const released = expectItem<ReleaseDoResult>(
      await t
        .as(job.docs.token)
        .post(p.releaseDo, { version: state.version, remarks: 'Released to the consignee' }),
    );
    expect(released).toMatchObject({
      doNumber: 'DO-501',
      status: 'DORE',
      version: state.version + 1,
      document: {
        collection: 'DO',
        sharedWithCustomer: true,
        contentType: 'application/pdf',
        originalName: 'DO-501.pdf',
      },
    });
    expect(await jobState(t, job.job.id)).toEqual({ status: 'DORE', version: state.version + 1 });
    const [row] = await t.db.select({ doNumber: jobs.doNumber }).from(jobs).where(eq(jobs.id, job.job.id));
    expect(row?.doNumber).toBe('DO-501');
    const [settings] = await t.db
      .select({ next: companyDoSettings.nextNumber })
      .from(companyDoSettings)
      .where(eq(companyDoSettings.companyId, job.forwarder.id));
    expect(settings?.next).toBe(502);
    const history = await t.db
      .select({ toStatus: statusHistory.toStatus, remarks: statusHistory.remarks })
      .from(statusHistory)
      .where(and(eq(statusHistory.recordType, 'job'), eq(statusHistory.recordId, job.job.id)));
    expect(history.at(-1)).toEqual({ toStatus: 'DORE', remarks: 'Released to the consignee' });

    // The customer sees it and reads the PDF: the DO number, the settings' texts, the consignee.
    const mine = await list(job.customerUser.token, p.mine);
    expect(mine.map((d) => d.id)).toEqual([released.document.id]);
    const download = await t.as(job.customerUser.token).get(downloadFileUrl(released.document.id));
    expect(download.statusCode).toBe(200);
    const text = pdfText(download.rawPayload);
    for (const expected of [
      ...SHIPMENT_TEXTS,
      'DO-501',
      'DELIVERY ORDER',
      job.job.reference,
      'Dubai head office',
      'Dana Signer',
      'Release against original bill of lading only.',
      'Registered in Dubai.',
      'Gulf Trading LLC',
    ]) {
      expect(text, expected).toContain(expected);
    }

    await expectNothingStored(async () => {
      const again = await t.as(job.ops.token).post(p.releaseDo, { version: released.version });
      expect(again.statusCode, again.body).toBe(409);
      // The released DO stays.
      const removal = await t.as(job.docs.token).delete(p.document(released.document.id));
      expect(removal.statusCode, removal.body).toBe(409);
    });
    expect(await jobState(t, job.job.id)).toEqual({ status: 'DORE', version: state.version + 1 });
  });

  it('refuses hostile bodies naming the field, changing nothing', async () => {
    const state = await jobState(t, scene.job.id);
    await expectHostileRefused(t, scene.ops.token, 'POST', paths.releaseDo, [
      { name: 'no version', body: {}, field: 'version' },
      { name: 'text version', body: { version: 'one' }, field: 'version' },
      { name: 'NUL remarks', body: { version: state.version, remarks: NUL }, field: 'remarks' },
      { name: 'unknown field', body: { version: state.version, doNumber: 'DO-1' }, field: 'doNumber' },
    ]);
    await expectHostileRefused(t, scene.ops.token, 'POST', paths.zip, [
      { name: 'ids not a list', body: { fileIds: 'all' }, field: 'fileIds' },
      { name: 'empty list', body: { fileIds: [] }, field: 'fileIds' },
      { name: 'negative id', body: { fileIds: [-1] }, field: 'fileIds.0' },
    ]);
  });
});

describe('tenancy', () => {
  it('is a 404 to another forwarder, a vendor and another customer, changing nothing', async () => {
    const shared = expectItem<JobDocument>(await upload(scene.docs, 'MBL'), 201);
    expectItem(await t.as(scene.docs.token).post(paths.share(shared.id)));
    const staffPermissions = [...JOB_DOCUMENTATION_PERMISSIONS, VIEW_DOCUMENTATION];
    const { rival, vendor, otherCustomer } = await createJobOutsiders(t, scene, staffPermissions);
    await setDoSettings(t, rival.company.id);
    const second = await createShippedJobScene(t);
    const state = await jobState(t, scene.job.id);
    const before = await countRows(t.db);
    const objects = (await t.deps.storage.list()).sort();

    for (const outsider of [rival, vendor]) {
      const as = t.as(outsider.token);
      const answers = [
        await as.get(paths.documents),
        await upload(outsider, 'HBL'),
        await as.delete(paths.document(shared.id)),
        await as.post(paths.share(shared.id)),
        await as.delete(paths.share(shared.id)),
        await as.post(paths.zip, {}),
        await as.get(paths.hblDraft),
        await as.post(paths.releaseDo, { version: state.version }),
        await as.get(downloadFileUrl(shared.id)),
      ];
      for (const res of answers) expect(res.statusCode, res.body).toBe(404);
    }
    for (const customer of [otherCustomer.user, second.customerUser]) {
      expect((await t.as(customer.token).get(paths.mine)).statusCode).toBe(404);
      expect((await t.as(customer.token).post(paths.myZip, {})).statusCode).toBe(404);
      expect((await t.as(customer.token).get(downloadFileUrl(shared.id))).statusCode).toBe(404);
    }
    // The doors do not cross: staff have no customer door, the customer no staff door.
    expect((await t.as(scene.docs.token).get(paths.mine)).statusCode).toBe(403);
    expect((await t.as(scene.customerUser.token).get(paths.documents)).statusCode).toBe(403);
    expect((await t.as(scene.customerUser.token).post(paths.share(shared.id))).statusCode).toBe(403);

    expect(await countRows(t.db)).toEqual(before);
    expect((await t.deps.storage.list()).sort()).toEqual(objects);
    expect(await jobState(t, scene.job.id)).toEqual(state);
    const [rivalSettings] = await t.db
      .select({ next: companyDoSettings.nextNumber })
      .from(companyDoSettings)
      .where(eq(companyDoSettings.companyId, rival.company.id));
    expect(rivalSettings?.next).toBe(501);
    expect((await list(scene.customerUser.token, paths.mine)).map((d) => d.id)).toContain(shared.id);
  });
});
