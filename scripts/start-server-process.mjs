// Starts the built server as a child process the way `npm start` runs it (production React, the
// heap limits of `npm start`) on a free loopback port, and waits until it says it is ready. Used by
// the browser and reliability tests and the benchmark.
import { spawn } from 'node:child_process';
import { REPOSITORY_ROOT, serverBundle } from './build-if-changed.mjs';
import { serverNodeFlags } from './server-node-flags.mjs';

const READY_LINE = /Rennfeld is ready at (http:\/\/[^\s"]+)/;
const STOP_GRACE_MS = 10_000;

/**
 * @typedef {object} StartServerProcessOptions
 * @property {string} [bundle] the server bundle to run; the one `npm run build` writes by default
 * @property {Record<string, string>} [env] added to (and overriding) the defaults below
 * @property {number} [readyTimeoutMs] how long the server may take to say it is ready
 * @property {(text: string, stream: 'stdout' | 'stderr') => void} [onOutput] sees everything the process writes
 */

/**
 * @typedef {object} ServerProcess
 * @property {string} baseUrl
 * @property {import('node:child_process').ChildProcess} child
 * @property {Promise<{ code: number | null; signal: NodeJS.Signals | null }>} exited resolves when the process has exited
 * @property {() => Promise<void>} stop SIGTERM (SIGKILL if it is still running after a grace period), then waits for the exit
 */

/**
 * @param {StartServerProcessOptions} [options]
 * @returns {Promise<ServerProcess>}
 */
export async function startServerProcess({
  bundle = serverBundle,
  env = {},
  readyTimeoutMs = 120_000,
  onOutput = () => {},
} = {}) {
  const child = spawn(process.execPath, [...serverNodeFlags, bundle], {
    cwd: REPOSITORY_ROOT,
    env: {
      ...process.env,
      // React's production server code, as `npm start` runs it (vitest itself sets NODE_ENV=test).
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  /** @type {Promise<{ code: number | null; signal: NodeJS.Signals | null }>} */
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const baseUrl = await waitForReadyLine(child, readyTimeoutMs, onOutput);
  return {
    baseUrl,
    child,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * @param {import('node:child_process').ChildProcess} child
 * @param {number} timeoutMs
 * @param {(text: string, stream: 'stdout' | 'stderr') => void} onOutput
 * @returns {Promise<string>}
 */
function waitForReadyLine(child, timeoutMs, onOutput) {
  return new Promise((resolve, reject) => {
    let output = '';
    let ready = false;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The server did not start within ${timeoutMs} ms:\n${output.slice(-4000)}`));
    }, timeoutMs);
    /** @param {'stdout' | 'stderr'} stream */
    const collect = (stream) => (/** @type {Buffer} */ chunk) => {
      const text = chunk.toString();
      onOutput(text, stream);
      if (ready) return;
      output += text;
      const match = READY_LINE.exec(output);
      if (!match?.[1]) return;
      ready = true;
      clearTimeout(timer);
      child.off('exit', onEarlyExit);
      resolve(match[1].replace('0.0.0.0', '127.0.0.1'));
    };
    /** @param {number | null} code */
    const onEarlyExit = (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with code ${code} before it was ready:\n${output.slice(-4000)}`));
    };
    child.stdout?.on('data', collect('stdout'));
    child.stderr?.on('data', collect('stderr'));
    child.once('exit', onEarlyExit);
  });
}
