import { ORGANISATION_PATHS } from '@fastforward/domain';
import { createNamedRecordsApi } from '../../../components/named-records';

/** GET/POST {ORGANISATION_PATHS.departments}, PUT/DELETE …/:id. */
export const departmentsApi = createNamedRecordsApi(ORGANISATION_PATHS.departments, 'departments');
