import { type ActiveTerms, API_PATHS } from '@fastforward/domain';
import { http } from '../../../lib/http';

export const getActiveTerms = async () =>
  (await http.get<{ items: ActiveTerms[] }>(API_PATHS.termsActive)).items ?? [];
