import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_FORM_RATE_LIMIT, type JobEngine } from '@rennfeld/api';
import { DEFAULT_POSTGRES_POOL_SIZE, isPostgresUrl } from '@rennfeld/api/db';
import { z } from 'zod';
import { LOG_FORMATS } from './logger.ts';

/** The repository root: src/ and dist/ both sit three levels below it. */
const REPOSITORY_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const DURATION_UNITS_MS = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 } as const;

/** `500ms`, `30s`, `1m`, `1h`; a bare number is seconds. Read as milliseconds; `0` is allowed. */
const durationOrZero = z
  .string()
  .regex(/^\d+(ms|s|m|h)?$/, 'Expected a duration such as 500ms, 30s, 1m or 1h.')
  .transform((value) => {
    const [, amount, unit = 's'] = /^(\d+)(ms|s|m|h)?$/.exec(value)!;
    return Number(amount) * DURATION_UNITS_MS[unit as keyof typeof DURATION_UNITS_MS];
  });

const duration = durationOrZero.refine((ms) => ms > 0, 'Must be longer than zero.');

/** A duration a Cache-Control directive can carry: whole seconds. */
const cacheSeconds = durationOrZero
  .refine((ms) => ms % 1000 === 0, 'Expected whole seconds (60s, 5m).')
  .transform((ms) => ms / 1000);

const commaList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/**
 * Which proxies may tell the client's address (X-Forwarded-For) and protocol: `false` (none, the
 * default: the socket's address counts), `true` (any: only when nothing but the proxy can reach
 * the port), a hop count, or a comma-separated list of addresses and CIDR ranges.
 */
const trustProxy = z.string().transform((value, context): boolean | number | string[] => {
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d+$/.test(value)) return Number(value);
  const addresses = commaList(value);
  if (addresses.length === 0 || addresses.some((address) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(address))) {
    context.addIssue({ code: 'custom', message: 'Expected true, false, a hop count or addresses/CIDR ranges.' });
    return z.NEVER;
  }
  return addresses;
});

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.string().min(1).default(resolve(REPOSITORY_ROOT, 'data/rennfeld.sqlite')),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(100).default(DEFAULT_POSTGRES_POOL_SIZE),
  STORAGE_DIR: z.string().min(1).default(resolve(REPOSITORY_ROOT, 'data/storage')),
  WEB_BUILD_DIR: z.string().min(1).default(resolve(REPOSITORY_ROOT, 'apps/web/build')),
  ADMIN_BUILD_DIR: z.string().min(1).default(resolve(REPOSITORY_ROOT, 'apps/admin/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `auto`: readable lines when a terminal is attached, JSON (one object a line) otherwise. */
  LOG_FORMAT: z.enum(LOG_FORMATS).default('auto'),
  SEED_DEMO_CONTENT: booleanFlag.default(true),
  /** Where browsers and loaders reach the API; same origin unless the API lives on another host. */
  PUBLIC_API_BASE: z.string().min(1).default('/api'),
  /** Where browsers load stored images and PDFs from. */
  PUBLIC_STORAGE_BASE: z.string().min(1).default('/storage'),
  /**
   * The site's public origin for canonical links, sharing tags and the sitemap; without it, the
   * origin each request was addressed to (behind a proxy, with TRUST_PROXY set).
   */
  PUBLIC_SITE_URL: z
    .string()
    .regex(/^https?:\/\/[^/\s]+$/, 'Expected an origin such as https://www.rennfeld.example (no path).')
    .optional(),
  /** Send Strict-Transport-Security: only when a TLS proxy serves the site over HTTPS. */
  HSTS: booleanFlag.default(false),
  TRUST_PROXY: trustProxy.default(false),
  /** Origins allowed to call the API from a browser (CORS); none by default. */
  CORS_ORIGINS: z
    .string()
    .transform(commaList)
    .pipe(z.array(z.string().regex(/^https?:\/\/[^/\s]+$/, 'Expected origins such as https://shop.example.com.')))
    .default([]),
  /** A Redis server several instances share the form rate limit through; in memory when unset. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'Expected a redis:// or rediss:// URL.')
    .optional(),
  /**
   * What background jobs (the mail outbox, the retention sweep) run on (decision 052): `auto` is
   * pg-boss on PostgreSQL and this process on SQLite; `bullmq` needs REDIS_URL.
   */
  JOB_ENGINE: z.enum(['auto', 'pg-boss', 'bullmq', 'in-process']).default('auto'),
  /** Posts one client address may make to one form per window. */
  FORM_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(DEFAULT_FORM_RATE_LIMIT.max),
  FORM_RATE_LIMIT_WINDOW: duration.default(DEFAULT_FORM_RATE_LIMIT.timeWindowMs),
  /**
   * The share of page views whose browser reports its real-user timings (decision 053), 0 to 1;
   * 0 turns the reporting off: the reporter's script is then never loaded.
   */
  VITALS_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0.1),
  /**
   * Memory for rendered pages kept until the content changes, in MB; 0 renders every request. Only
   * with a same-origin API: this server's database then tells when a page is out of date.
   */
  PAGE_CACHE_MB: z.coerce.number().min(0).max(4096).default(32),
  /**
   * How long a CDN may keep a page or API answer every visitor shares (`s-maxage`); 0 asks every
   * cache to revalidate on each use, as browsers always do (decision 054).
   */
  CDN_MAX_AGE: cacheSeconds.default(60),
  /** How long after that the CDN may still serve it while it asks again (`stale-while-revalidate`). */
  CDN_STALE_WHILE_REVALIDATE: cacheSeconds.default(300),
  /**
   * Told when the content changes, once across instances: `POST` with `{"purge_everything":true}`
   * (Cloudflare's purge call takes exactly this) and `Authorization: Bearer CDN_PURGE_TOKEN`.
   */
  CDN_PURGE_URL: z.url({ protocol: /^https?$/, error: 'Expected an http:// or https:// URL.' }).optional(),
  CDN_PURGE_TOKEN: z.string().min(1).optional(),
  /**
   * Signs staff session cookies: at least 32 random characters, the same on every instance. When
   * unset, one is made on first start and kept in AUTH_SECRET_FILE (fine for one machine).
   */
  AUTH_SECRET: z.string().min(32, 'Expected at least 32 characters (openssl rand -base64 32).').optional(),
  AUTH_SECRET_FILE: z.string().min(1).default(resolve(REPOSITORY_ROOT, 'data/auth-secret')),
  /**
   * The mail server e-mails go out through (`smtp://user:password@host:587`, `smtps://…:465`).
   * Unset, every e-mail stays in the outbox for staff to read in the staff area.
   */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'Expected an smtp:// or smtps:// URL.')
    .optional(),
  /** The sender of the site's e-mails. */
  MAIL_FROM: z.string().min(3).default('Rennfeld Motorsport Lubricants <no-reply@rennfeld.example>'),
  /** Where a new contact message is mailed to, as well as kept in the staff inbox; nowhere when unset. */
  CONTACT_NOTIFY_TO: z.email('Expected an e-mail address.').optional(),
  /** Where each new order is mailed to, for the brand's staff; nowhere when unset. */
  ORDER_NOTIFY_TO: z.email('Expected an e-mail address.').optional(),
  /** After SIGTERM, how long requests in flight may take before the process exits anyway. */
  SHUTDOWN_TIMEOUT: duration.default(10_000),
  /**
   * A port of its own for Prometheus's /metrics, bound to HOST: it must never be reachable from
   * the internet. Without it, /metrics is on PORT, only with METRICS_TOKEN, or not served at all.
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** What a scraper sends as `Authorization: Bearer …` (on METRICS_PORT too, when both are set). */
  METRICS_TOKEN: z
    .string()
    .regex(/^\S{32,}$/, 'Expected at least 32 characters without spaces (openssl rand -hex 32).')
    .optional(),
});

export type Config = z.infer<typeof ConfigSchema>;

/** Staff cookies carry Secure when the site is served over HTTPS: an https origin, or HSTS on. */
export function servesHttps(config: Config): boolean {
  return config.HSTS || (config.PUBLIC_SITE_URL?.startsWith('https://') ?? false);
}

/** The engine background jobs run on, with `auto` resolved from the database. */
export function resolveJobEngine({ JOB_ENGINE, DATABASE_URL }: Pick<Config, 'JOB_ENGINE' | 'DATABASE_URL'>): JobEngine {
  if (JOB_ENGINE !== 'auto') return JOB_ENGINE;
  return isPostgresUrl(DATABASE_URL) ? 'pg-boss' : 'in-process';
}

/** pg-boss keeps its tables in PostgreSQL, BullMQ in Redis: each needs its store configured. */
function checkJobEngine(config: Config, context: z.RefinementCtx): void {
  if (config.JOB_ENGINE === 'pg-boss' && !isPostgresUrl(config.DATABASE_URL)) {
    context.addIssue({
      code: 'custom',
      path: ['JOB_ENGINE'],
      message: 'pg-boss needs a PostgreSQL DATABASE_URL (use in-process or auto on SQLite).',
    });
  }
  if (config.JOB_ENGINE === 'bullmq' && config.REDIS_URL === undefined) {
    context.addIssue({ code: 'custom', path: ['JOB_ENGINE'], message: 'bullmq needs REDIS_URL.' });
  }
}

/** Reads the configuration once at boot; a bad value stops the process with a list of what is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const defined = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = ConfigSchema.superRefine(checkJobEngine).safeParse(defined);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  return result.data;
}
