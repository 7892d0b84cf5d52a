// What the composition root (apps/server) may use of the API: the plugin, and the parts it wires
// around it (jobs, mail, caches, staff sign-in, HTTP helpers). Nothing else of src/ is imported
// from outside the package.
export { api, type ApiOptions, type MailOptions } from './app.ts';
export { DEFAULT_FORM_RATE_LIMIT, type FormRateLimit } from './modules/forms/forms.routes.ts';
export { DEFAULT_VITALS_RATE_LIMIT } from './modules/vitals/vitals.routes.ts';
export { DEFAULT_ORDER_RATE_LIMIT } from './modules/orders/orders.routes.ts';
export { isDatabaseUnavailable, SERVICE_UNAVAILABLE_MESSAGE } from './lib/errors.ts';
export { cdnCacheHeaders, computeEtag, isNotModified } from './lib/http-cache.ts';
export { createLoadingCache, type LoadingCache } from './lib/loading-cache.ts';
export { createSingleFlight } from './lib/single-flight.ts';
export { createStaffAuth, type StaffAuth } from './lib/staff-auth.ts';
export { requestOrigin, toFetchHeaders } from './lib/origin.ts';
export { findRedirect } from './lib/content-editing.ts';
export { isPreviewAddress } from './lib/staff-preview.ts';
export { VARIANTS_DIR, variantPathOf, writeImageVariant } from './modules/media/media-store.ts';
export { createSmtpTransport, type MailAttemptResult, type MailTransport } from './lib/mail/mail-sender.ts';
export { countMailByStatus } from './lib/mail/mail-outbox.ts';
export type { CatalogueCacheLookup } from './lib/catalogue-cache.ts';
export { startCdnPurges } from './lib/cdn-purge.ts';
export { startRetentionJob } from './lib/retention.ts';
export type { JobCount, JobEngine, JobQueue, RetryPolicy } from './lib/jobs/job-queue.ts';
export { createInProcessQueue } from './lib/jobs/in-process-queue.ts';
export { createPgBossQueue } from './lib/jobs/pg-boss-queue.ts';
export { createBullmqQueue } from './lib/jobs/bullmq-queue.ts';
export { DEFAULT_SIGN_IN_RATE_LIMIT, type SignInRateLimit } from './modules/staff-auth/staff-auth.routes.ts';
export { discoveryRoutes, type DiscoveryOptions } from './modules/sitemap/sitemap.routes.ts';
