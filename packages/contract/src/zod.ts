import { config, z } from 'zod';

// The contract's schemas run in the browser too, under a Content-Security-Policy without
// 'unsafe-eval'. Left alone, zod probes for eval (new Function) to compile faster parsers and the
// browser reports a violation; the interpreted parsers are fast enough for these payloads. Every
// contract module takes z from here, so this runs before any schema is built.
// (`config`, not `z.config`: the web build treats every z.* call as pure and could drop it.)
config({ jitless: true });

export { z };
