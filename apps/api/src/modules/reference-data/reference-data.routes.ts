import {
  codeNameSchema,
  containerSizeCategorySchema,
  countrySchema,
  currencySchema,
  dgClassSchema,
  idParamsSchema,
  incotermSchema,
  portDetailSchema,
  portListByFreightTypeRequestSchema,
  portOptionSchema,
  portSearchQuerySchema,
  REFERENCE_DATA_PATHS,
  shippingCompanyQuerySchema,
  shippingCompanySchema,
  WEEK_DAYS,
} from '@fastforward/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { itemSchema, successEnvelope } from '../../lib/envelope';
import type { ApiTypeProvider } from '../../lib/type-provider';
import { type RouteAccess, requireAuth } from '../../plugins/auth';
import { createPortIndex } from './port-index';
import {
  findPort,
  findPortLists,
  listCommodityTypes,
  listContainerSizeCategories,
  listCountries,
  listCurrencies,
  listDgClasses,
  listIncoterms,
  listPackageTypes,
  listPortsByFreightType,
  listShippingCompanies,
  listTimeZones,
} from './reference-data.service';

const tags = ['reference-data'];
const access = { auth: true } as const;
const items = <T extends z.ZodType>(item: T) => ({
  200: successEnvelope(z.object({ items: z.array(item) })),
});
const PATHS = REFERENCE_DATA_PATHS;

/** SPEC §7 reference reads and the master-data lists: any signed-in user, shipped rows plus the company's own. */
export function registerReferenceDataRoutes(app: FastifyInstance, { db }: AppDeps): void {
  const r = app.withTypeProvider<ApiTypeProvider>();
  const companyOf = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).companyId;
  const searchPorts = createPortIndex(db);

  /** A plain list: the same shape for every code table. */
  const list = <T extends z.ZodType>(
    path: string,
    item: T,
    load: () => Promise<z.input<T>[]> | z.input<T>[],
    routeAccess: RouteAccess = access,
  ) =>
    r.get(path, { config: { access: routeAccess }, schema: { tags, response: items(item) } }, async () => ({
      success: true as const,
      data: { items: await load() },
    }));

  // Public: company registration asks for the country before anyone has signed in, and the
  // booking link's cargo lines (issue 24) for container sizes and package types.
  list(PATHS.countries, countrySchema, () => listCountries(db), { public: true });
  list(PATHS.currencies, currencySchema, () => listCurrencies(db));
  list(PATHS.containerSizeCategories, containerSizeCategorySchema, () => listContainerSizeCategories(db), {
    public: true,
  });
  list(PATHS.incoterms, incotermSchema, () => listIncoterms(db));
  list(PATHS.commodityTypes, codeNameSchema, () => listCommodityTypes(db));
  list(PATHS.dgClasses, dgClassSchema, () => listDgClasses(db));
  list(PATHS.packageTypes, codeNameSchema, () => listPackageTypes(db), { public: true });
  list(PATHS.timeZones, codeNameSchema, listTimeZones);
  list(PATHS.weekDays, codeNameSchema, () => WEEK_DAYS.map(({ code, name }) => ({ code, name })));

  r.get(
    PATHS.portLists,
    {
      config: { access },
      schema: {
        tags,
        response: {
          200: successEnvelope(
            z.object({
              airPorts: z.array(portOptionSchema),
              seaPorts: z.array(portOptionSchema),
              dryPorts: z.array(portOptionSchema),
            }),
          ),
        },
      },
    },
    async (request) => ({ success: true as const, data: await findPortLists(db, companyOf(request)) }),
  );

  r.post(
    PATHS.portListByFreightType,
    {
      config: { access },
      schema: { tags, body: portListByFreightTypeRequestSchema, response: items(portOptionSchema) },
    },
    async (request) => ({
      success: true as const,
      data: { items: await listPortsByFreightType(db, companyOf(request), request.body.type) },
    }),
  );

  r.get(
    PATHS.portSearch,
    {
      config: { access },
      schema: { tags, querystring: portSearchQuerySchema, response: items(portOptionSchema) },
    },
    async (request) => ({
      success: true as const,
      data: { items: await searchPorts(companyOf(request), request.query) },
    }),
  );

  r.get(
    PATHS.port,
    {
      config: { access },
      schema: { tags, params: idParamsSchema, response: { 200: itemSchema(portDetailSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: { item: await findPort(db, companyOf(request), request.params.id) },
    }),
  );

  r.get(
    PATHS.shippingCompanies,
    {
      config: { access },
      schema: { tags, querystring: shippingCompanyQuerySchema, response: items(shippingCompanySchema) },
    },
    async (request) => ({
      success: true as const,
      data: { items: await listShippingCompanies(db, companyOf(request), request.query.shippingMode) },
    }),
  );
}
