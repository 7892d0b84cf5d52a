import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import { ADMIN_APP_PREFIX } from './admin-app.ts';
import type { Config } from './config.ts';

/** Browser features the site never uses, switched off for it and for anything it might embed. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

const nonces = new WeakMap<ServerResponse, string>();

const NONCE_BYTES = 16;
const NONCE_BATCH_BYTES = NONCE_BYTES * 256;
let randomPool = Buffer.alloc(0);
let randomOffset = 0;

/**
 * 128 random bits from the system's generator, fetched in batches: one `randomBytes` call per
 * nonce took a visible share of the CPU of a cached API answer. No byte is ever handed out twice.
 */
function freshNonce(): string {
  if (randomOffset + NONCE_BYTES > randomPool.length) {
    randomPool = randomBytes(NONCE_BATCH_BYTES);
    randomOffset = 0;
  }
  const nonce = randomPool.toString('base64', randomOffset, randomOffset + NONCE_BYTES);
  randomOffset += NONCE_BYTES;
  return nonce;
}

/**
 * The Content-Security-Policy nonce of one answer: made on first use, the same afterwards. Helmet
 * writes it into the header, the page handler (web.ts) hands it to React Router's inline scripts.
 */
export function readCspNonce(response: ServerResponse): string {
  let nonce = nonces.get(response);
  if (nonce === undefined) {
    nonce = freshNonce();
    nonces.set(response, nonce);
  }
  return nonce;
}

const scriptHashes = new WeakMap<ServerResponse, readonly string[]>();

/**
 * Allows this answer's inline scripts by their hashes (`'sha256-…'`) instead of a nonce: for a
 * page kept for every visitor, whose bytes must be the same in every answer.
 */
export function allowInlineScriptsByHash(response: ServerResponse, hashes: readonly string[]): void {
  scriptHashes.set(response, hashes);
}

function inlineScriptSources(response: ServerResponse): string {
  return scriptHashes.get(response)?.join(' ') ?? `'nonce-${readCspNonce(response)}'`;
}

/** The staff app's paths: its prefix and everything below it. */
function isAdminAppPath(url: string): boolean {
  return url === ADMIN_APP_PREFIX || url.startsWith(`${ADMIN_APP_PREFIX}/`) || url.startsWith(`${ADMIN_APP_PREFIX}?`);
}

/** The origin of an absolute base URL (the API or storage on another host), else nothing. */
function originOf(base: string): string[] {
  return /^https?:\/\//i.test(base) ? [new URL(base).origin] : [];
}

/**
 * Security headers on every answer (pages, API, stored files, assets), the Permissions-Policy
 * Helmet does not set, and CORS: closed unless CORS_ORIGINS lists origins.
 */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const apiOrigins = originOf(config.PUBLIC_API_BASE);
  const storageOrigins = originOf(config.PUBLIC_STORAGE_BASE);

  // Everything but the Content-Security-Policy, the same on every answer.
  const headersBesideCsp = {
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Only behind a TLS proxy: over plain HTTP the header is ignored at best and locks a
    // misconfigured host out at worst.
    strictTransportSecurity: config.HSTS ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  } as const;

  // What pages and the staff app allow alike: their own origin, stored files, no plugins, no
  // framing. Styles may be inline: Bootstrap and Swiper set style attributes, the staff app's
  // emotion writes style elements; styles cannot run script.
  const documentDirectives = {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', ...storageOrigins],
    mediaSrc: ["'self'", ...storageOrigins],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    ...(config.HSTS ? { upgradeInsecureRequests: [] } : {}),
  };

  // Helmet is configured once; per answer it only fills in the script sources (the Fastify plugin
  // built and parsed the whole policy again on every request, a visible share of a cached
  // answer's CPU).
  const setPageHeaders = helmet({
    ...headersBesideCsp,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...documentDirectives,
        // Scripts from this origin, and the inline scripts React Router renders, by this
        // answer's nonce or, on a kept page, by their hashes. No 'unsafe-inline', no eval.
        scriptSrc: ["'self'", (_request, response) => inlineScriptSources(response)],
        connectSrc: ["'self'", ...apiOrigins],
      },
    },
  });
  // A JSON answer is data, never a document: opened in a browser tab it may load nothing, run
  // nothing and be framed by nobody (the policy OWASP recommends for REST answers).
  const setJsonHeaders = helmet({
    ...headersBesideCsp,
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  });
  // The staff app (react-admin, MUI): scripts from this origin only, no inline script, no eval;
  // it talks to the staff API on this origin only.
  const setAdminAppHeaders = helmet({
    ...headersBesideCsp,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...documentDirectives, scriptSrc: ["'self'"], connectSrc: ["'self'"] },
    },
  });
  // When the answer is ready, so the policy can name what the handler chose (nonce or hashes).
  app.addHook('onSend', (request, reply, payload, done) => {
    const contentType = reply.getHeader('content-type');
    const setSecurityHeaders =
      typeof contentType === 'string' && contentType.startsWith('application/json')
        ? setJsonHeaders
        : isAdminAppPath(request.url)
          ? setAdminAppHeaders
          : setPageHeaders;
    setSecurityHeaders(request.raw, reply.raw, () => done(null, payload));
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    return payload;
  });

  await app.register(cors, {
    origin: config.CORS_ORIGINS.length > 0 ? config.CORS_ORIGINS : false,
    methods: ['GET', 'HEAD', 'POST'],
  });
}
