import { COMPANY_MASTERS_PATHS, type News, type NewsRequest } from '@fastforward/domain';
import { createRecordsApi } from '../../../components/company-records';

/** GET/POST {COMPANY_MASTERS_PATHS.news}, PUT/DELETE …/:id. */
export const newsApi = createRecordsApi<News, NewsRequest>(COMPANY_MASTERS_PATHS.news, 'news');
