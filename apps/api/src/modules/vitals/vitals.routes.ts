import { type VitalsBeacon, VitalsBeaconSchema } from '@rennfeld/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type AddressRateLimit,
  RATE_LIMITED_POST_REFUSALS,
  registerAddressRateLimit,
} from '../../lib/address-rate-limit.ts';
import type { VitalsCounter } from './vitals-counter.ts';

/** A report is four numbers and two names, about 200 bytes: anything near this is not one. */
const VITALS_BODY_LIMIT = 2 * 1024;

/**
 * A page view sends one report, a second if the visitor comes back to it and leaves again:
 * thirty a minute per address is more than anyone browsing sends.
 */
export const DEFAULT_VITALS_RATE_LIMIT: AddressRateLimit = { max: 30, timeWindowMs: 60_000 };

const VITALS_RATE_LIMIT_NAMESPACE = 'rennfeld:vitals-rate-limit:';

export interface VitalsOptions {
  counter: VitalsCounter;
  /** Per client address, shared on Redis when it is given (as the form limit, decision 010). */
  rateLimit?: AddressRateLimit;
  /** Told every accepted report (metrics). */
  onBeacon?: (beacon: VitalsBeacon) => void;
}

/** POST /vitals: the real-user timings of a sampled page view (decision 053), sent with sendBeacon. */
export const vitalsRoutes: FastifyPluginAsyncZod<VitalsOptions> = async (
  app,
  { counter, rateLimit: { max, timeWindowMs, redis } = DEFAULT_VITALS_RATE_LIMIT, onBeacon },
) => {
  await registerAddressRateLimit(app, { redis, nameSpace: VITALS_RATE_LIMIT_NAMESPACE });

  app.post(
    '/vitals',
    {
      bodyLimit: VITALS_BODY_LIMIT,
      config: { rateLimit: { max, timeWindow: timeWindowMs } },
      schema: {
        tags: ['vitals'],
        summary: "Report a page view's real-user timings (LCP, INP, CLS, TTFB)",
        operationId: 'reportVitals',
        body: VitalsBeaconSchema,
        response: {
          204: z.null().describe('Counted.'),
          ...RATE_LIMITED_POST_REFUSALS,
        },
      },
    },
    async (request, reply) => {
      counter.count(request.body, new Date());
      onBeacon?.(request.body);
      return reply.code(204).send(null);
    },
  );
};
