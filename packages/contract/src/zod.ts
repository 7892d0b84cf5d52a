import { config, z } from 'zod';

// The contract's schemas run in the browser too, under a Content-Security-Policy without
// 'unsafe-eval'. Left alone, zod probes for eval (new Function) to compile faster parsers and the
// browser reports a violation; the interpreted parsers are fast enough for these payloads. Every
// contract module takes z from here, so this runs before any schema is built.
// (`config`, not `z.config`: the web build treats every z.* call as pure and could drop it.)
config({ jitless: true });

export { z };

/**
 * What a value that is missing altogether is called, where zod would say "Invalid input: expected
 * string, received undefined": the staff area names it in its own language (a field of a new
 * record that was never touched). Other messages are the schemas' own.
 */
export function nameMissingValues(message: () => string): void {
  config({
    customError: (issue) => (issue.code === 'invalid_type' && issue.input === undefined ? message() : undefined),
  });
}
