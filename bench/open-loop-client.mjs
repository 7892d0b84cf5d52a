// The open loop's client: requests start at a fixed rate, one every 1/rate seconds, whatever the
// answers do, as visitors arrive. Each latency counts from the moment its request was due, so a
// stall of the server (or of this process) shows in full instead of delaying the next requests.
//
// It runs as a process of its own: the benchmark's process holds the generated catalogue, whose
// garbage collection pauses would be timed as the server's. In here the heap holds the paths and little
// else. It learns its targets and runs slices over IPC:
//   { type: 'target', id, baseUrl, paths, headers } → { type: 'target', id }
//   { type: 'run', id, rate, seconds, record } → { type: 'run', requests, seconds, failures, latencies }
import { Agent, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

/** Sockets a target may hold: far more than a healthy server ever needs at once. */
const SOCKETS_PER_TARGET = 256;

/**
 * Per target id, its paths and where its walk round them stands. Its keep-alive connections stay
 * open from slice to slice, as a proxy's pooled connections do.
 */
const targets = new Map();

async function run({ id, rate, seconds, record }) {
  const target = targets.get(id);
  const { hostname, port } = new URL(target.baseUrl);
  const count = Math.max(1, Math.round(rate * seconds));
  const latencies = [];
  let failures = 0;
  const answers = [];
  const start = performance.now();
  for (let index = 0; index < count; index += 1) {
    const due = start + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const path = target.paths[target.next % target.paths.length];
    target.next += 1;
    answers.push(
      new Promise((resolve) => {
        const sent = request({ hostname, port, path, agent: target.agent, headers: target.headers }, (response) => {
          response.resume();
          response.on('end', () => {
            const status = response.statusCode ?? 0;
            if (status >= 200 && status < 300) {
              if (record) latencies.push(performance.now() - due);
            } else failures += 1;
            resolve();
          });
        });
        sent.setTimeout(10_000, () => sent.destroy(new Error('timeout')));
        sent.on('error', () => {
          failures += 1;
          resolve();
        });
        sent.end();
      }),
    );
  }
  await Promise.all(answers);
  return { requests: count, seconds: (performance.now() - start) / 1000, failures, latencies };
}

process.on('message', (message) => {
  if (message.type === 'target') {
    const agent = new Agent({ keepAlive: true, maxSockets: SOCKETS_PER_TARGET });
    targets.set(message.id, { ...message, headers: message.headers ?? {}, next: 0, agent });
    process.send?.({ type: 'target', id: message.id });
  } else if (message.type === 'run') {
    void run(message).then((result) => process.send?.({ type: 'run', ...result }));
  }
});

process.on('disconnect', () => {
  for (const { agent } of targets.values()) agent.destroy();
  process.exit(0);
});

process.send?.({ type: 'ready' });
