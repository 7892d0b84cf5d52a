import swagger from '@fastify/swagger';
import { ErrorResponseSchema } from '@rennfeld/contract';
import type { FastifyPluginAsync } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { createContentRevisionReader, type Database } from './db/database.ts';
import { type CatalogueCacheLookup, createCatalogueCache } from './lib/catalogue-cache.ts';
import { registerErrorHandlers } from './lib/errors.ts';
import { createProductSearch } from './lib/product-search/product-search.ts';
import { categoriesRoutes } from './modules/categories/categories.routes.ts';
import { companyRoutes } from './modules/company/company.routes.ts';
import { conceptsRoutes } from './modules/concepts/concepts.routes.ts';
import { type FormRateLimit, formsRoutes } from './modules/forms/forms.routes.ts';
import { cartRoutes } from './modules/orders/cart.routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { shopTermsRoutes } from './modules/orders/shop-terms.routes.ts';
import { shopSettingsAdminRoutes } from './modules/orders/shop-settings.admin.routes.ts';
import { findCompanyDetailsRecord } from './modules/company/company.repository.ts';
import { findLegalDocument } from './modules/legal/legal.repository.ts';
import { htmlToText } from './lib/rich-text.ts';
import type { AddressRateLimit } from './lib/address-rate-limit.ts';
import { legalRoutes } from './modules/legal/legal.routes.ts';
import { newsRoutes } from './modules/news/news.routes.ts';
import { productsRoutes } from './modules/products/products.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { staffAdminRoutes } from './modules/staff/staff.admin.routes.ts';
import { newsAdminRoutes } from './modules/news/news.admin.routes.ts';
import { categoriesAdminRoutes } from './modules/categories/categories.admin.routes.ts';
import { productsAdminRoutes } from './modules/products/products.admin.routes.ts';
import { filterOptionsAdminRoutes } from './modules/products/filter-options.admin.routes.ts';
import { companyAdminRoutes, companyDetailsAdminRoutes } from './modules/company/company.admin.routes.ts';
import { conceptsAdminRoutes } from './modules/concepts/concepts.admin.routes.ts';
import { legalAdminRoutes } from './modules/legal/legal.admin.routes.ts';
import { mediaAdminRoutes } from './modules/media/media.admin.routes.ts';
import { mailAdminRoutes } from './modules/mail/mail.admin.routes.ts';
import { startVitalsCounter } from './modules/vitals/vitals-counter.ts';
import { vitalsAdminRoutes } from './modules/vitals/vitals.admin.routes.ts';
import { type VitalsOptions, vitalsRoutes } from './modules/vitals/vitals.routes.ts';
import { createMailer, startMailJobs, type MailAttemptResult, type MailTransport } from './lib/mail/mail-sender.ts';
import { createInProcessQueue } from './lib/jobs/in-process-queue.ts';
import type { JobQueue, RetryPolicy } from './lib/jobs/job-queue.ts';
import { jobsAdminRoutes } from './modules/jobs/jobs.admin.routes.ts';
import { dashboardAdminRoutes } from './modules/dashboard/dashboard.admin.routes.ts';
import { originOf } from './lib/origin.ts';
import { validatePublicAnswer } from './lib/http-cache.ts';
import { formsAdminRoutes } from './modules/forms/forms.admin.routes.ts';
import { auditAdminRoutes } from './modules/audit/audit.admin.routes.ts';
import {
  DEFAULT_SIGN_IN_RATE_LIMIT,
  type SignInRateLimit,
  staffAuthRoutes,
} from './modules/staff-auth/staff-auth.routes.ts';
import type { StaffAuth } from './lib/staff-auth.ts';
import { guardStaffRoutes } from './lib/staff-guard.ts';
import { createStaffPreviewCheck } from './lib/staff-preview.ts';
import type { StaffModule } from './lib/plugin.ts';

/** What any staff route may answer before its handler runs: no session, too low a role, no database. */
const STAFF_REFUSALS = { 401: ErrorResponseSchema, 403: ErrorResponseSchema, 503: ErrorResponseSchema };

/** Every module's staff routes, mounted under /api/admin behind the session and role check. */
const STAFF_MODULES: StaffModule[] = [
  staffAdminRoutes,
  formsAdminRoutes,
  auditAdminRoutes,
  newsAdminRoutes,
  categoriesAdminRoutes,
  productsAdminRoutes,
  filterOptionsAdminRoutes,
  companyAdminRoutes,
  companyDetailsAdminRoutes,
  conceptsAdminRoutes,
  legalAdminRoutes,
  mediaAdminRoutes,
  mailAdminRoutes,
  jobsAdminRoutes,
  dashboardAdminRoutes,
  shopSettingsAdminRoutes,
];

export interface ApiOptions {
  db: Kysely<Database>;
  /** Staff sign-in and sessions (lib/staff-auth.ts): the composition root makes one per process. */
  staffAuth: StaffAuth;
  /** The folder served under /storage: staff uploads are written into it. */
  storageDir: string;
  /** The site's public origin, when configured: cross-site checks compare against it. */
  siteUrl?: string;
  /** Posts per client address and form; five a minute, counted in memory, when absent. */
  formRateLimit?: FormRateLimit;
  /** Orders per client address; DEFAULT_ORDER_RATE_LIMIT, counted in memory, when absent. */
  orderRateLimit?: AddressRateLimit;
  /** Sign-in attempts per address and per account; DEFAULT_SIGN_IN_RATE_LIMIT, in memory, when absent. */
  signInRateLimit?: SignInRateLimit;
  /** E-mail (decision 045): the outbox is always kept; without a transport it is only read by staff. */
  mail: MailOptions;
  /** Real-user timings (decision 053): their rate limit (DEFAULT_VITALS_RATE_LIMIT) and who is told of each report. */
  vitals?: Omit<VitalsOptions, 'counter'>;
  /** The content's revision (createContentRevisionReader): the catalogue's cache holds while it does. */
  readContentRevision?: () => Promise<string>;
  /** Told the result of every lookup in the catalogue's cache (metrics). */
  onCatalogueCacheLookup?: CatalogueCacheLookup;
  /**
   * The engine background jobs run on (decision 052); in this process when absent. The API stops
   * it when it closes: no new jobs, the ones under way finished.
   */
  jobs?: JobQueue;
}

export interface MailOptions {
  /** Where e-mails go (SMTP_URL); absent, they are held in the outbox for staff to read. */
  transport?: MailTransport;
  /** Signs the links e-mails carry (unsubscribing, an order's confirmation); the same on every instance. */
  linkSecret: string;
  /** Where a new contact message is mailed to (CONTACT_NOTIFY_TO). */
  contactNotifyTo?: string;
  /** Where a new order is mailed to (ORDER_NOTIFY_TO). */
  orderNotifyTo?: string;
  /** The waits between attempts to send one e-mail (DEFAULT_MAIL_RETRY when absent). */
  retry?: RetryPolicy;
  /** Told whether each attempt to send an e-mail went through (metrics). */
  onSendAttempt?: (result: MailAttemptResult) => void;
}

/**
 * The JSON API of SPEC §7 as one Fastify plugin. The composition root mounts it under `/api`;
 * tests build it alone and call it with `inject()`.
 */
export const api: FastifyPluginAsync<ApiOptions> = async (
  app,
  {
    db,
    staffAuth,
    storageDir,
    siteUrl,
    formRateLimit,
    orderRateLimit,
    signInRateLimit = DEFAULT_SIGN_IN_RATE_LIMIT,
    mail,
    jobs = createInProcessQueue({ log: app.log }),
    vitals = {},
    readContentRevision = createContentRevisionReader(db),
    onCatalogueCacheLookup,
  },
) => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const claimUnknownAddresses = registerErrorHandlers(app);
  // The API reads JSON bodies only; any other content type is a 415, not a string to validate.
  app.removeContentTypeParser('text/plain');

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Rennfeld storefront API',
        description: 'The public catalogue, content and form endpoints of the Rennfeld website.',
        version: '1.0.0',
      },
      // Paths are relative to where the composition root mounts the API (`/api`), so the document
      // and the routes agree wherever it is mounted.
      servers: [{ url: app.prefix || '/', description: 'The API, on the origin this document is served from' }],
      // Public calls need no credentials, declared rather than left unsaid; the staff API's calls
      // (tag `staff` and below) each name the session cookie.
      security: [],
      components: {
        securitySchemes: {
          staffSession: {
            type: 'apiKey',
            in: 'cookie',
            name: 'rennfeld-staff.session_token',
            description: 'The session cookie set by POST /auth/sign-in/email (better-auth).',
          },
        },
      },
      tags: [
        { name: 'catalogue', description: 'Categories, product listings with their filters, and product details.' },
        { name: 'search', description: 'The product search and the options of the listing filters.' },
        { name: 'content', description: 'News and concept pages.' },
        { name: 'company', description: 'Catalogues, team, company portraits and partnerships.' },
        { name: 'legal', description: 'The legal documents of the footer.' },
        { name: 'forms', description: 'The newsletter and contact forms.' },
        { name: 'orders', description: 'Placing an order with prepayment, and its confirmation.' },
        {
          name: 'vitals',
          description: 'Real-user timings of page views (LCP, INP, CLS, TTFB), and their summary for staff.',
        },
        { name: 'staff', description: 'Staff area: sign-in, the signed-in member and staff accounts (admins).' },
        { name: 'inbox', description: 'Staff area: contact messages and newsletter subscribers.' },
        { name: 'orders-admin', description: 'Staff area: the shop settings (admins).' },
        { name: 'audit', description: 'Staff area: the audit log of every change staff made (admins).' },
        {
          name: 'content-admin',
          description:
            'Staff area: editing what the site shows (products, categories, filter values, news, concepts, catalogues, company pages, legal texts) and its media.',
        },
      ],
    },
    transform: jsonSchemaTransform,
  });

  const modules = [
    categoriesRoutes,
    conceptsRoutes,
    newsRoutes,
    productsRoutes,
    searchRoutes,
    companyRoutes,
    legalRoutes,
    shopTermsRoutes,
    cartRoutes,
  ];
  const allowsStaffPreview = createStaffPreviewCheck(staffAuth);
  const catalogueCache = createCatalogueCache({
    readRevision: readContentRevision,
    ...(onCatalogueCacheLookup ? { onLookup: onCatalogueCacheLookup } : {}),
  });
  const productSearch = createProductSearch(db);
  await app.register(async (publicApi) => {
    publicApi.addHook('onSend', validatePublicAnswer);
    for (const module of modules)
      await publicApi.register(module, { db, catalogueCache, productSearch, allowsStaffPreview });
  });
  const { transport } = mail;
  app.addHook('onClose', async () => {
    await jobs.stop();
    transport?.close();
  });
  if (transport) {
    await startMailJobs({
      db,
      jobs,
      transport,
      log: app.log,
      ...(mail.retry ? { retry: mail.retry } : {}),
      ...(mail.onSendAttempt ? { onAttempt: mail.onSendAttempt } : {}),
    });
  }
  const mailer = createMailer({ jobs: transport && jobs, log: app.log });
  // Links in e-mails lead to the public origin; without one configured, to this server's own
  // address (never to the Host a request names, which anyone can choose).
  const newsletterLinks = () => ({ siteUrl: siteUrl ?? originOf(app.server.address()), secret: mail.linkSecret });
  await app.register(formsRoutes, {
    db,
    mailer,
    newsletterLinks,
    ...(mail.contactNotifyTo ? { contactNotifyTo: mail.contactNotifyTo } : {}),
    ...(formRateLimit ? { rateLimit: formRateLimit } : {}),
  });

  await app.register(ordersRoutes, {
    db,
    mailer,
    confirmationSecret: mail.linkSecret,
    readSeller: async () => {
      const { id: _id, version: _version, updatedAt: _updatedAt, ...seller } = await findCompanyDetailsRecord(db);
      return seller;
    },
    readTerms: async (locale) => htmlToText((await findLegalDocument(db, 'terms', locale))?.description ?? ''),
    ...(mail.orderNotifyTo ? { orderNotifyTo: mail.orderNotifyTo } : {}),
    ...(orderRateLimit ? { rateLimit: orderRateLimit } : {}),
  });

  const vitalsCounter = startVitalsCounter({ db, log: app.log });
  app.addHook('onClose', () => vitalsCounter.stop());
  await app.register(vitalsRoutes, { ...vitals, counter: vitalsCounter });

  await app.register(staffAuthRoutes, {
    db,
    auth: staffAuth,
    ...(siteUrl ? { siteUrl } : {}),
    rateLimit: signInRateLimit,
  });
  await app.register(
    async (admin) => {
      // Every staff route requires the session cookie and may answer the guard's refusals; the
      // document says so per operation.
      admin.addHook('onRoute', (route) => {
        if (!route.schema || route.schema.hide) return;
        route.schema = {
          ...route.schema,
          security: [{ staffSession: [] }],
          response: { ...STAFF_REFUSALS, ...(route.schema.response as object) },
        };
      });
      guardStaffRoutes(admin, staffAuth, siteUrl);
      for (const module of STAFF_MODULES)
        await admin.register(module, { db, auth: staffAuth, storageDir, mailer, jobs, productSearch });
      await admin.register(vitalsAdminRoutes, { db, counter: vitalsCounter });
      // Unknown staff paths are refused like known ones: 401 before 404, so nothing is revealed.
      await claimUnknownAddresses(admin);
    },
    { prefix: '/admin' },
  );

  app.withTypeProvider<ZodTypeProvider>().get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  // Claims every other path under the API's prefix, so a page route mounted beside the API at
  // the root never answers an unknown API path with HTML.
  await claimUnknownAddresses(app);
};
