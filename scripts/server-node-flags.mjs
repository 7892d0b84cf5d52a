// The V8 heap flags `npm start` gives the server (package.json's start script), for every other
// place that starts the built server as production does: the browser, reliability and quality
// tests and the benchmark. The old generation's ceiling makes V8 collect before the heap grows
// far beyond what it holds; small semi-spaces keep the young generation small;
// the growing factor spaces full collections out (decisions 011 and 072).
import { readFileSync } from 'node:fs';

const { scripts } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/** @type {string[]} */
export const serverNodeFlags = scripts.start.split(/\s+/).filter((part) => part.startsWith('--'));
