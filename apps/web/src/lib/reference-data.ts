import {
  CITY_LOOKUP_PATH,
  type CityOption,
  type CodeName,
  type ContainerSizeCategory,
  type Country,
  type Currency,
  type DgClass,
  type FreightType,
  type Incoterm,
  type PortOption,
  type PortType,
  REFERENCE_DATA_PATHS,
  type ShippingCompany,
} from '@fastforward/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from './http';

/**
 * The one reference-data layer (SPEC §4, §7, §8): every list has the states loading, success and
 * error; a failure is stored on the query (`error`) and never shown as a dialog. The query client's
 * defaults already refetch on mount and reconnect and never on window focus.
 */
export type ReferenceState = 'loading' | 'success' | 'error';

const stateOf = (status: 'pending' | 'success' | 'error'): ReferenceState =>
  status === 'pending' ? 'loading' : status;

export const REFERENCE_KEY = 'reference';

const getItems = async <T>(
  path: string,
  query?: Record<string, string | number | undefined>,
  options: { auth?: boolean } = {},
) => (await http.get<{ items: T[] }>(path, { query, suppressErrorDialog: true, ...options })).items;

function useReferenceList<T>(
  name: string,
  path: string,
  query?: Record<string, string | number | undefined>,
) {
  const result = useQuery(
    queryOptions({ queryKey: [REFERENCE_KEY, name, query ?? {}], queryFn: () => getItems<T>(path, query) }),
  );
  return { ...result, state: stateOf(result.status), items: result.data ?? [] };
}

export const useCountries = () => useReferenceList<Country>('countries', REFERENCE_DATA_PATHS.countries);
export const useCurrencies = () => useReferenceList<Currency>('currencies', REFERENCE_DATA_PATHS.currencies);
export const useContainerSizeCategories = () =>
  useReferenceList<ContainerSizeCategory>(
    'container-size-categories',
    REFERENCE_DATA_PATHS.containerSizeCategories,
  );
export const useShippingCompanies = (shippingMode?: FreightType) =>
  useReferenceList<ShippingCompany>('shipping-companies', REFERENCE_DATA_PATHS.shippingCompanies, {
    shippingMode,
  });
export const useIncoterms = () => useReferenceList<Incoterm>('incoterms', REFERENCE_DATA_PATHS.incoterms);
export const useCommodityTypes = () =>
  useReferenceList<CodeName>('commodity-types', REFERENCE_DATA_PATHS.commodityTypes);
export const useDgClasses = () => useReferenceList<DgClass>('dg-classes', REFERENCE_DATA_PATHS.dgClasses);
export const usePackageTypes = () =>
  useReferenceList<CodeName>('package-types', REFERENCE_DATA_PATHS.packageTypes);
export const useTimeZones = () => useReferenceList<CodeName>('time-zones', REFERENCE_DATA_PATHS.timeZones);
export const useWeekDays = () => useReferenceList<CodeName>('week-days', REFERENCE_DATA_PATHS.weekDays);

/** The server's port search (trigram, best first); the previous answer stays while the next loads. */
export function usePortSearch(
  text: string,
  filters: { type?: PortType; freightType?: FreightType; countryCode?: string } = {},
) {
  const q = text.trim();
  const result = useQuery(
    queryOptions({
      queryKey: [REFERENCE_KEY, 'port-search', q, filters],
      queryFn: () => getItems<PortOption>(REFERENCE_DATA_PATHS.portSearch, { q, ...filters }),
      enabled: q.length > 0,
      placeholderData: keepPreviousData,
    }),
  );
  return { ...result, state: stateOf(result.status), items: q ? (result.data ?? []) : [] };
}

/**
 * A country's shipped cities whose name holds `text`, those starting with it first; nothing without
 * a country, or until `enabled`. Asked without a bearer: the answer is the same for everyone, and
 * the customer's KYC form asks it before the customer has an account. The previous answer stays
 * while the next loads, unless the country changed.
 */
export function useCityLookup(countryCode: string, text: string, enabled = true) {
  const search = text.trim();
  const result = useQuery(
    queryOptions({
      queryKey: [REFERENCE_KEY, 'city-lookup', countryCode, search],
      queryFn: () => getItems<CityOption>(CITY_LOOKUP_PATH, { countryCode, search }, { auth: false }),
      enabled: enabled && countryCode.length > 0,
      placeholderData: (previous, previousQuery) =>
        previousQuery?.queryKey[2] === countryCode ? previous : undefined,
    }),
  );
  return { ...result, state: stateOf(result.status), items: countryCode ? (result.data ?? []) : [] };
}
