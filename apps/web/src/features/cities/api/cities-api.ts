import { type City, type CityRequest, COMPANY_MASTERS_PATHS } from '@fastforward/domain';
import { createRecordsApi } from '../../../components/company-records';

/** GET/POST {COMPANY_MASTERS_PATHS.cities}, PUT/DELETE …/:id. */
export const citiesApi = createRecordsApi<City, CityRequest>(COMPANY_MASTERS_PATHS.cities, 'cities');
