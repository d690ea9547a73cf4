import { COMPANY_MASTERS_PATHS, type CompanyPort, type CompanyPortRequest } from '@fastforward/domain';
import { createRecordsApi } from '../../../components/company-records';
import { REFERENCE_KEY } from '../../../lib/reference-data';

/** GET/POST {COMPANY_MASTERS_PATHS.ports}, PUT/DELETE …/:id; a change refreshes the port pickers. */
export const companyPortsApi = createRecordsApi<CompanyPort, CompanyPortRequest>(
  COMPANY_MASTERS_PATHS.ports,
  'company-ports',
  { alsoInvalidates: [[REFERENCE_KEY, 'port-search']] },
);
