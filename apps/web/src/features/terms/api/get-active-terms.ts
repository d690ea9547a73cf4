import { API_PATHS } from '@fastforward/domain';
import { http } from '../../../lib/http';

export type ActiveTerms = {
  id: number;
  scope: 'system' | 'company';
  companyName: string | null;
  version: number | string;
  title: string;
  body: string;
  accepted: boolean;
};

export const getActiveTerms = async () =>
  (await http.get<{ items: ActiveTerms[] }>(API_PATHS.termsActive)).items ?? [];
