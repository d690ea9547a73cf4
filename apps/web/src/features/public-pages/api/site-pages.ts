import { type ItemData, type SitePage, type SitePageKind, sitePageApiPath } from '@fastforward/domain';
import { http } from '../../../lib/http';

/** GET {PLATFORM_DOCUMENT_PATHS.sitePage}: public, no token; the page shows its own failure. */
export const getSitePage = async (kind: SitePageKind) =>
  (await http.get<ItemData<SitePage>>(sitePageApiPath(kind), { auth: false, suppressErrorDialog: true }))
    .item;
