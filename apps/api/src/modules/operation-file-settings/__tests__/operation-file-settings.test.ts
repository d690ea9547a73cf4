import {
  COMPANY_SETTINGS_ACCESS,
  OPERATION_FILE_CODES,
  OPERATION_FILE_SETTINGS_PATH,
  type OperationFileSettings,
  PERMISSIONS,
} from '@fastforward/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { expectHostileRefused, type HostileCase, LONG, NUL } from '../../../test/organisation';
import { expectItem } from '../../../test/responses';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';

const PATH = OPERATION_FILE_SETTINGS_PATH;

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createAdmin(t);
});
afterAll(() => t.close());

const read = async (token: string) => expectItem<OperationFileSettings>(await t.as(token).get(PATH));
const save = (token: string, requiredCodes: unknown) => t.as(token).put(PATH, { requiredCodes });

describe('company operation file settings', () => {
  it('requires nothing before the first save, then the saved set once each, in the page order', async () => {
    const { token } = await createAdmin(t);
    expect(await read(token)).toEqual({ requiredCodes: [], isDefault: true });
    const saved = expectItem<OperationFileSettings>(
      await save(token, ['PO', 'CRD', 'CI', 'PO', 'TD', 'CRD']),
    );
    expect(saved).toEqual({ requiredCodes: ['CRD', 'TD', 'CI', 'PO'], isDefault: false });
    expect(await read(token)).toEqual(saved);
    expect(expectItem(await save(token, []))).toEqual({ requiredCodes: [], isDefault: false });
    expect(await read(token)).toEqual({ requiredCodes: [], isDefault: false });
    const all = expectItem<OperationFileSettings>(await save(token, [...OPERATION_FILE_CODES].reverse()));
    expect(all.requiredCodes).toEqual(OPERATION_FILE_CODES);
  });

  it("keeps each forwarder's settings to itself", async () => {
    const first = await createAdmin(t);
    const second = await createAdmin(t);
    expectItem(await save(first.token, ['CRD', 'BDD']));
    const before = await countRows(t.db);
    expect(await read(second.token)).toEqual({ requiredCodes: [], isDefault: true });
    expectItem(await save(second.token, ['CI']));
    expect((await read(first.token)).requiredCodes).toEqual(['CRD', 'BDD']);
    expect((await read(second.token)).requiredCodes).toEqual(['CI']);
    expect(await countRows(t.db)).toEqual({
      ...before,
      operation_file_settings: (before.operation_file_settings ?? 0) + 1,
    });
  });

  it('is for company-settings viewers and updaters; the basic-settings permissions are not enough', async () => {
    const company = owner.company;
    const viewer = await createUser(t, { company, permissions: [COMPANY_SETTINGS_ACCESS.view[0] as string] });
    expect((await t.as(viewer.token).get(PATH)).statusCode).toBe(200);
    expect((await save(viewer.token, ['CRD'])).statusCode).toBe(403);
    const updater = await createUser(t, {
      company,
      permissions: [COMPANY_SETTINGS_ACCESS.update[0] as string],
    });
    expect((await save(updater.token, ['CRD'])).statusCode).toBe(200);
    const basic = await createUser(t, {
      company,
      permissions: [PERMISSIONS.companySetting, PERMISSIONS.basicSettings],
    });
    expect((await t.as(basic.token).get(PATH)).statusCode).toBe(403);
  });

  it('refuses hostile bodies naming the field, storing nothing', async () => {
    const body = (requiredCodes: unknown, extra: object = {}) => ({ requiredCodes, ...extra });
    const cases: HostileCase[] = [
      { name: 'missing list', body: {}, field: 'requiredCodes' },
      { name: 'list as text', body: body('CRD'), field: 'requiredCodes' },
      { name: 'list as object', body: body({ $in: ['CRD'] }), field: 'requiredCodes' },
      { name: 'null list', body: body(null), field: 'requiredCodes' },
      { name: 'unknown code', body: body(['CRD', 'XYZ']), field: 'requiredCodes.1' },
      { name: 'OTHER', body: body(['OTHER']), field: 'requiredCodes.0' },
      { name: 'lower-case code', body: body(['crd']), field: 'requiredCodes.0' },
      { name: 'collection outside the list', body: body(['HBL']), field: 'requiredCodes.0' },
      { name: 'number code', body: body([1]), field: 'requiredCodes.0' },
      { name: 'null code', body: body([null]), field: 'requiredCodes.0' },
      { name: '10k code', body: body([LONG]), field: 'requiredCodes.0' },
      { name: 'NUL in code', body: body([`CR${NUL}`]), field: 'requiredCodes.0' },
      { name: '101 codes', body: body(Array(101).fill('CRD')), field: 'requiredCodes' },
      { name: 'companyId', body: body(['CRD'], { companyId: 2 }), field: 'companyId' },
      { name: 'isDefault', body: body(['CRD'], { isDefault: true }), field: 'isDefault' },
      {
        name: '__proto__',
        body: null,
        raw: '{"requiredCodes":["CRD"],"__proto__":{"isAdmin":true}}',
        field: 'body',
      },
      { name: 'array body', body: [body(['CRD'])], field: 'body' },
      { name: 'null body', body: null, field: 'body' },
    ];
    await expectHostileRefused(t, owner.token, 'PUT', PATH, cases);
  });
});
