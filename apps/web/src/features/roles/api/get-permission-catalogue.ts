import { type CatalogueModule, type ListData, ORGANISATION_PATHS } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** Modules in navigation order; canGrant is worked out by the server from what the caller holds. */
export const getPermissionCatalogue = async () =>
  (await http.get<ListData<CatalogueModule>>(ORGANISATION_PATHS.permissionCatalogue)).items;

export const getPermissionCatalogueQueryOptions = () =>
  queryOptions({ queryKey: ['permission-catalogue'], queryFn: getPermissionCatalogue });

export const usePermissionCatalogue = () => useQuery(getPermissionCatalogueQueryOptions());
