import { CITY_SEARCH_PATH, REFERENCE_DATA_PATHS } from '@fastforward/domain';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { json, type MockCall, paramsOf, pathOf } from './fetch-mock';
import { CONTAINER_SIZE_CATEGORIES } from './reference-fixtures';

/**
 * The ports, places and steps of the shared shipment fields (components/shipment), which the Rate
 * Wizard and the enquiry form both show: one lane for both features' tests.
 */

type User = ReturnType<typeof userEvent.setup>;

export const SHANGHAI = {
  id: 10,
  type: 'sea',
  code: 'CNSHA',
  name: 'Shanghai',
  city: 'Shanghai',
  countryCode: 'CN',
  isCompanyPort: false,
};
export const JEBEL_ALI = {
  ...SHANGHAI,
  id: 11,
  code: 'AEJEA',
  name: 'Jebel Ali',
  city: 'Dubai',
  countryCode: 'AE',
};
export const SUZHOU = {
  id: 501,
  countryCode: 'CN',
  countryName: 'China',
  name: 'Suzhou',
  timeZone: 'Asia/Shanghai',
  createdAt: '2026-01-01T00:00:00.000Z',
};
export const YIWU_DRY_PORT = {
  ...SHANGHAI,
  id: 12,
  type: 'dry',
  code: 'CNYWD',
  name: 'Yiwu Dry Port',
  city: 'Yiwu',
};

/** A plain list answer (reference reads have no paging). */
export const items = (list: unknown[]) => json({ success: true, data: { items: list } });

/** The reference reads of the shipment fields' pickers; `rest` answers everything else. */
export const withReference = (rest: (call: MockCall) => Response | Promise<Response>) => (call: MockCall) => {
  const path = pathOf(call.url);
  if (path === REFERENCE_DATA_PATHS.containerSizeCategories) return items(CONTAINER_SIZE_CATEGORIES);
  if (path === REFERENCE_DATA_PATHS.dgClasses)
    return items([{ code: '3', name: 'Flammable liquids', classNumber: 3 }]);
  if (path === REFERENCE_DATA_PATHS.packageTypes) return items([{ code: 'PLT', name: 'Pallet' }]);
  if (path === CITY_SEARCH_PATH) return items([SUZHOU]);
  if (path === REFERENCE_DATA_PATHS.portSearch && paramsOf(call.url).type === 'dry')
    return items([YIWU_DRY_PORT]);
  if (path === REFERENCE_DATA_PATHS.portSearch) {
    const q = (paramsOf(call.url).q ?? '').toLowerCase();
    return items([SHANGHAI, JEBEL_ALI].filter((p) => p.name.toLowerCase().includes(q)));
  }
  if (Object.values(REFERENCE_DATA_PATHS).includes(path as never)) return items([]);
  return rest(call);
};

/** The option `name` of a combobox's list, once the list is open. */
export const optionOf = async (combobox: HTMLElement, name: string | RegExp) => {
  await waitFor(() => expect(combobox.getAttribute('aria-controls')).toBeTruthy());
  const listbox = document.getElementById(combobox.getAttribute('aria-controls') as string) as HTMLElement;
  return within(listbox).findByRole('option', { name, hidden: true });
};

/** Shanghai → Jebel Ali. */
export async function fillSeaLane(user: User) {
  const origin = screen.getByRole('combobox', { name: 'Origin port' });
  await user.type(origin, 'shang');
  await user.click(await optionOf(origin, /CNSHA — Shanghai, CN/));
  const destination = screen.getByRole('combobox', { name: 'Destination port' });
  await user.type(destination, 'jebel');
  await user.click(await optionOf(destination, /AEJEA — Jebel Ali, AE/));
}

/** One 40' High Cube on the first container line. */
export async function chooseContainer(user: User) {
  const size = screen.getByRole('combobox', { name: 'Container size' });
  await waitFor(() => expect(size).toHaveProperty('disabled', false));
  await user.click(size);
  await user.click(await optionOf(size, "40' High Cube (45G1)"));
}

/** Types the first package line: how many, their sides (cm) and their gross weight (kg). */
export async function typePackageLine(
  user: User,
  line: { count: string; length: string; width: string; height: string; grossWeight: string },
) {
  await user.clear(screen.getByLabelText(/^Packages/));
  await user.type(screen.getByLabelText(/^Packages/), line.count);
  await user.type(screen.getByLabelText(/^Length/), line.length);
  await user.type(screen.getByLabelText(/^Width/), line.width);
  await user.type(screen.getByLabelText(/^Height/), line.height);
  await user.type(screen.getByLabelText(/^Gross weight/), line.grossWeight);
}
