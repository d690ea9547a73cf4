import { describe, expect, it } from 'vitest';
import { companyBasicSettingsRequestSchema } from '../../company-settings/schemas';
import { eventDateRequestSchema } from '../../masters/event-dates';
import { departmentRequestSchema, staffCreateRequestSchema } from '../../organisation/schemas';
import { companyNameSchema } from '../../registration/schemas';
import { proseSchema, requiredTextSchema, textSchema } from '../fields';
import { isVisibleText } from '../schemas';

const MESSAGE = 'Name must not contain invisible or direction-changing characters';

describe('names refuse invisible and direction-changing characters', () => {
  it.each([
    ['right-to-left override', 'Acme\u202Egpj.exe'],
    ['left-to-right override', '\u202DAcme'],
    ['left-to-right embedding', 'Acme\u202A'],
    ['right-to-left embedding', 'Acme\u202BLtd'],
    ['pop directional formatting', 'Acme\u202C'],
    ['right-to-left isolate', 'Acme\u2067Ltd\u2069'],
    ['first strong isolate', '\u2068Acme'],
    ['left-to-right isolate', 'Ac\u2066me'],
    ['zero-width space', 'Ac\u200Bme'],
    ['zero-width non-joiner', 'Ac\u200Cme'],
    ['zero-width joiner', 'Ac\u200Dme'],
    ['left-to-right mark', 'Acme\u200E'],
    ['right-to-left mark', 'Acme\u200F'],
    ['Arabic letter mark', 'Acme\u061C'],
    ['zero-width no-break space (BOM)', 'Ac\uFEFFme'],
    ['word joiner', 'Ac\u2060me'],
    ['Mongolian vowel separator', 'Ac\u180Eme'],
  ])('%s', (_name, value) => {
    expect(isVisibleText(value)).toBe(false);
    const result = requiredTextSchema('Name', 100).safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(MESSAGE);
  });

  it.each([
    ['plain Latin', 'Oceanic Freight LLC'],
    ['accents', 'Société Générale de Transport'],
    ['Arabic', 'شركة الشحن السريع'],
    ['Chinese', '中远海运'],
    ['punctuation and digits', "O'Brien & Sons (No. 2) - Dubai/Jebel Ali"],
  ])('accepts %s', (_name, value) => {
    expect(isVisibleText(value)).toBe(true);
    expect(requiredTextSchema('Name', 100).parse(value)).toBe(value);
    expect(textSchema('Name', 100).parse(value)).toBe(value);
  });

  it('names the field in the message', () => {
    expect(departmentRequestSchema.safeParse({ name: 'Sales\u202E' }).error?.issues[0]?.message).toBe(
      'Department name must not contain invisible or direction-changing characters',
    );
    expect(companyNameSchema.safeParse('Acme\u200B Ltd').error?.issues[0]?.message).toBe(
      'Company name must not contain invisible or direction-changing characters',
    );
    const basic = companyBasicSettingsRequestSchema.safeParse({ legalName: 'Acme\u2066', shortName: 'acme' });
    const legalNameIssues = basic.error?.issues.filter((i) => i.path[0] === 'legalName');
    expect(legalNameIssues?.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['legalName', 'Legal name must not contain invisible or direction-changing characters'],
    ]);
    const staff = staffCreateRequestSchema.safeParse({
      username: 'new.hire',
      email: 'new.hire@example.com',
      fullName: 'New\u202EHire',
      roleIds: [1],
    });
    expect(staff.error?.issues.find((i) => i.path[0] === 'fullName')?.message).toBe(
      'Full name must not contain invisible or direction-changing characters',
    );
  });

  it('leaves prose alone: descriptions keep bidi marks and emoji joiners', () => {
    const arabicWithMark = 'موعد التسليم \u200F2026-12-01';
    const family = 'Team 👨\u200D👩\u200D👧';
    expect(proseSchema('Description', 200).parse(arabicWithMark)).toBe(arabicWithMark);
    expect(
      eventDateRequestSchema.safeParse({
        title: 'Port closure',
        startDate: '2026-12-01',
        description: family,
      }).success,
    ).toBe(true);
  });
});
