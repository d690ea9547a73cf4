import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_FILE_BYTES } from '@fastforward/domain';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps';
import { responseSerializerCompiler } from './lib/serializer';
import { registerAccountsRoutes } from './modules/accounts/accounts.routes';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { registerBookingRoutes } from './modules/bookings/bookings.routes';
import { registerCityRoutes } from './modules/cities/cities.routes';
import { registerCompanyApprovalRoutes } from './modules/company-approvals/company-approvals.routes';
import { registerCompanyPortRoutes } from './modules/company-ports/company-ports.routes';
import { registerCompanySettingsRoutes } from './modules/company-settings/company-settings.routes';
import { registerContainerNumberRoutes } from './modules/container-numbers/container-numbers.routes';
import { registerCustomerKycMineRoutes } from './modules/customer-kycs/customer-kyc-mine.routes';
import { registerCustomerKycRoutes } from './modules/customer-kycs/customer-kycs.routes';
import { registerKycPublicRoutes } from './modules/customer-kycs/kyc-public.routes';
import { registerKycUpdateRequestRoutes } from './modules/customer-kycs/kyc-update-requests.routes';
import { registerDepartmentRoutes } from './modules/departments/departments.routes';
import { registerDesignationRoutes } from './modules/designations/designations.routes';
import { registerFeedbackRoutes } from './modules/enquiry-feedback/feedback.routes';
import { registerEnquiryForwardRoutes } from './modules/enquiry-forwards/enquiry-forwards.routes';
import { registerEventDateRoutes } from './modules/event-dates/event-dates.routes';
import { registerExchangeRateRoutes } from './modules/exchange-rates/exchange-rates.routes';
import { registerFaqRoutes } from './modules/faqs/faqs.routes';
import { registerFileRoutes } from './modules/files/files.routes';
import { registerFollowUpRoutes } from './modules/follow-ups/follow-ups.routes';
import { registerFreeDaysRoutes } from './modules/free-days/free-days.routes';
import { registerInvoiceRoutes } from './modules/invoices/invoices.routes';
import { registerJobAmendmentRoutes } from './modules/job-amendments/job-amendments.routes';
import { registerJobContainerRoutes } from './modules/job-containers/job-containers.routes';
import { registerJobCustomStatusRoutes } from './modules/job-custom-statuses/job-custom-statuses.routes';
import { registerJobDocumentRoutes } from './modules/job-documents/job-documents.routes';
import { registerJobRoutes } from './modules/jobs/jobs.routes';
import { registerLeadRoutes } from './modules/leads/leads.routes';
import { registerLocalChargeRoutes } from './modules/local-charges/local-charges.routes';
import { registerMailOutboxRoutes } from './modules/mail-outbox/mail-outbox.routes';
import { registerMessagingSettingsRoutes } from './modules/messaging-settings/messaging-settings.routes';
import { registerMetaRoutes } from './modules/meta/meta.routes';
import { registerMyJobRoutes } from './modules/my-jobs/my-jobs.routes';
import { registerMyQueryRoutes } from './modules/my-queries/my-queries.routes';
import { registerNegotiationSettingsRoutes } from './modules/negotiation-settings/negotiation-settings.routes';
import { registerNegotiationRoutes } from './modules/negotiations/negotiations.routes';
import { registerNewsRoutes } from './modules/news/news.routes';
import { registerNewsFeedRoute } from './modules/news/news-feed';
import { registerNotificationDelivery } from './modules/notification-preferences/notification-delivery';
import { registerNotificationPreferenceRoutes } from './modules/notification-preferences/notification-preferences.routes';
import { registerNotificationRoutes } from './modules/notifications/notifications.routes';
import { registerOperationFileSettingsRoutes } from './modules/operation-file-settings/operation-file-settings.routes';
import { registerPlatformAdminRoutes } from './modules/platform-admins/platform-admins.routes';
import { registerPlatformDocumentRoutes } from './modules/platform-documents/platform-documents.routes';
import { registerProfileRoutes } from './modules/profile/profile.routes';
import { registerPublicChannelRoutes } from './modules/public-channels/public-channels.routes';
import { registerQuoteRoutes } from './modules/quotes/quotes.routes';
import { registerRateEnquiryRoutes } from './modules/rate-enquiries/rate-enquiries.routes';
import { registerRateImportRoutes } from './modules/rate-imports/rate-imports.routes';
import { registerRateWizardRoutes } from './modules/rate-wizard/rate-wizard.routes';
import { registerReferenceDataRoutes } from './modules/reference-data/reference-data.routes';
import { registerRegistrationRoutes } from './modules/registration/registration.routes';
import { registerRoleRoutes } from './modules/roles/roles.routes';
import { registerSalesVisitRoutes } from './modules/sales-visits/sales-visits.routes';
import { registerShippingLineRoutes } from './modules/shipping-lines/shipping-lines.routes';
import { registerStaffRoutes } from './modules/staff/staff.routes';
import { registerSummaryRoutes } from './modules/summaries/summaries.routes';
import { registerTermsRoutes } from './modules/terms/terms.routes';
import { registerTierRoutes } from './modules/tiers/tiers.routes';
import { registerTransportChargeRoutes } from './modules/transport-charges/transport-charges.routes';
import { registerValidRateRoutes } from './modules/valid-rates/valid-rates.routes';
import { registerVendorBillRoutes } from './modules/vendor-bills/vendor-bills.routes';
import { registerVendorForwardRoutes } from './modules/vendor-forwards/vendor-forwards.routes';
import { registerVendorRoutes } from './modules/vendors/vendors.routes';
import { registerWeightSlabRoutes } from './modules/weight-slabs/weight-slabs.routes';
import { registerAuth } from './plugins/auth';
import { frameworkErrorHandler, registerErrorHandler } from './plugins/errors';
import { openapiTransform } from './plugins/openapi';
import { registerRealtime } from './plugins/realtime/realtime';
import { RequestLogController, serializeRequest } from './plugins/request-log';
import { DOCS_CSP, registerSecurityHeaders } from './plugins/security-headers';
import { registerStaticWeb } from './plugins/static-web';

export type RegisteredRoute = Pick<RouteOptions, 'method' | 'url' | 'config'>;

declare module 'fastify' {
  // Module augmentation needs an interface.
  interface FastifyInstance {
    /** Every route as registered, for the access-rule check and the route-table tests. */
    routeTable: RegisteredRoute[];
  }
}

/** Plugin routes (the API docs) are public by nature; they are marked so explicitly. */
const markPublic = async (scope: FastifyInstance) => {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: { public: true } };
  });
};

/** Builds the whole application without listening, so tests drive it through `inject`. */
export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    logger: {
      level: deps.config.logLevel,
      serializers: { req: serializeRequest },
    },
    logController: new RequestLogController(),
    genReqId: () => randomUUID(),
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Malformed URLs are refused by the router before the error handler: answer them in the envelope too.
    frameworkErrors: frameworkErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler as never);

  const routeTable: RegisteredRoute[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    routeTable.push(route);
  });
  // Every route must declare its access (STYLE "Permissions"): the app refuses to start otherwise.
  app.addHook('onReady', async () => {
    const undeclared = routeTable.filter((r) => !r.config?.access).map((r) => `${r.method} ${r.url}`);
    if (undeclared.length > 0) throw new Error(`Routes without an access rule: ${undeclared.join(', ')}`);
  });

  const webDistDir = deps.config.webDistDir;
  const indexHtml = webDistDir ? readFileSync(join(webDistDir, 'index.html'), 'utf8') : null;
  registerSecurityHeaders(app);
  registerErrorHandler(app, indexHtml);
  registerAuth(app, deps);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'FastForward API', version: deps.config.appVersion },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: openapiTransform,
  });
  await app.register(async (docs) => {
    await markPublic(docs);
    await docs.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: DOCS_CSP });
  });

  // Uploads are read as streams by each upload route, which holds the file to its collection's limit.
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_FILE_BYTES + 1, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });

  registerMetaRoutes(app, deps);
  registerAuthRoutes(app, deps);
  registerProfileRoutes(app, deps);
  registerTermsRoutes(app, deps);
  registerSummaryRoutes(app, deps);
  registerMailOutboxRoutes(app, deps);
  registerDepartmentRoutes(app, deps);
  registerDesignationRoutes(app, deps);
  registerRoleRoutes(app, deps);
  registerStaffRoutes(app, deps);
  registerCompanySettingsRoutes(app, deps);
  registerMessagingSettingsRoutes(app, deps);
  registerCompanyApprovalRoutes(app, deps);
  registerPlatformDocumentRoutes(app, deps);
  registerPlatformAdminRoutes(app, deps);
  registerRegistrationRoutes(app, deps);
  registerKycPublicRoutes(app, deps);
  registerNotificationRoutes(app, deps);
  await registerRealtime(app, deps);
  registerReferenceDataRoutes(app, deps);
  registerNewsFeedRoute(app, deps);
  registerWeightSlabRoutes(app, deps);
  registerContainerNumberRoutes(app, deps);
  registerFreeDaysRoutes(app, deps);
  registerCompanyPortRoutes(app, deps);
  registerCityRoutes(app, deps);
  registerNewsRoutes(app, deps);
  registerEventDateRoutes(app, deps);
  registerExchangeRateRoutes(app, deps);
  registerShippingLineRoutes(app, deps);
  registerFileRoutes(app, deps);
  registerVendorRoutes(app, deps);
  registerCustomerKycRoutes(app, deps);
  registerCustomerKycMineRoutes(app, deps);
  registerKycUpdateRequestRoutes(app, deps);
  registerTierRoutes(app, deps);
  registerRateImportRoutes(app, deps);
  registerValidRateRoutes(app, deps);
  registerLocalChargeRoutes(app, deps);
  registerTransportChargeRoutes(app, deps);
  registerNegotiationSettingsRoutes(app, deps);
  registerOperationFileSettingsRoutes(app, deps);
  registerRateWizardRoutes(app, deps);
  registerRateEnquiryRoutes(app, deps);
  registerMyQueryRoutes(app, deps);
  registerQuoteRoutes(app, deps);
  registerNegotiationRoutes(app, deps);
  registerVendorForwardRoutes(app, deps);
  registerEnquiryForwardRoutes(app, deps);
  registerBookingRoutes(app, deps);
  registerJobRoutes(app, deps);
  registerMyJobRoutes(app, deps);
  registerFeedbackRoutes(app, deps);
  registerAccountsRoutes(app, deps);
  registerLeadRoutes(app, deps);
  registerSalesVisitRoutes(app, deps);
  registerFollowUpRoutes(app, deps);
  registerPublicChannelRoutes(app, deps);
  registerFaqRoutes(app, deps);
  registerNotificationPreferenceRoutes(app, deps);
  registerNotificationDelivery(app, deps);
  registerJobContainerRoutes(app, deps);
  registerJobAmendmentRoutes(app, deps);
  registerJobCustomStatusRoutes(app, deps);
  registerJobDocumentRoutes(app, deps);
  registerInvoiceRoutes(app, deps);
  registerVendorBillRoutes(app, deps);

  if (webDistDir) await registerStaticWeb(app, webDistDir);

  return app;
}
