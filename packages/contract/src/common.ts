import { z } from './zod.ts';

// The browser runs the site under a Content-Security-Policy without 'unsafe-eval'. Zod's compiled
// (JIT) parser would probe `new Function` there and the browser would report a violation; the
// interpreted parser validates the same. The server keeps the JIT.
if ('document' in globalThis) z.config({ jitless: true });

export const IdSchema = z.number().int().positive();

/** URL slugs as the seed and the routes use them: lower-case words joined by hyphens. */
export const SlugSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Invalid slug.');

/** A stored file name under one of the /storage folders of SPEC §3. */
export const FileNameSchema = z.string().min(1).max(255);

/** ISO-8601 date-time string; pages render it as relative time ("3 days ago"). */
export const TimestampSchema = z.string().datetime({ offset: true });

export const NamedSchema = z.object({ name: z.string() });
export type Named = z.infer<typeof NamedSchema>;

/** Body of every non-2xx API answer except validation failures. */
export const ErrorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** 422 body, in the shape Laravel uses: the client shows `message`, fields read `errors`. */
export const ValidationErrorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationErrorResponse = z.infer<typeof ValidationErrorResponseSchema>;

export const SlugParamsSchema = z.object({ slug: SlugSchema });
