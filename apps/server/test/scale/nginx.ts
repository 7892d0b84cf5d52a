import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPOSITORY_ROOT } from '../../../../scripts/build-if-changed.mjs';

/** Debian's nginx (`apt-get install nginx`); NGINX_BINARY to point elsewhere. */
const NGINX_BINARY = process.env.NGINX_BINARY ?? '/usr/sbin/nginx';
/** The proxy settings production includes, included here as they are. */
const PROXY_CONFIG = join(REPOSITORY_ROOT, 'deploy/nginx/rennfeld-proxy.conf');

export interface Nginx {
  baseUrl: string;
  /** What nginx wrote to its error log so far. */
  errorLog(): string;
  stop(): Promise<void>;
}

/**
 * nginx in the foreground with a prefix folder of its own (config, pid, logs, temp files), as the
 * production site (deploy/nginx/rennfeld.conf) has it minus TLS: an `upstream rennfeld` of the
 * given instances, `/metrics` closed, and `location /` made of deploy/nginx/rennfeld-proxy.conf.
 */
export async function startNginx({ port, instances }: { port: number; instances: string[] }): Promise<Nginx> {
  if (!existsSync(NGINX_BINARY)) {
    throw new Error(`No nginx at ${NGINX_BINARY}: apt-get install nginx (.ci/run does), or set NGINX_BINARY.`);
  }
  const prefix = mkdtempSync(join(tmpdir(), 'rennfeld-nginx-'));
  // Running as root, nginx's workers run as an unprivileged user that must reach the temp folders.
  chmodSync(prefix, 0o755);
  const errorLog = join(prefix, 'error.log');
  const servers = instances.map((origin) => `    server ${new URL(origin).host} max_fails=1 fail_timeout=5s;`);
  const config = `
pid ${join(prefix, 'nginx.pid')};
error_log ${errorLog} warn;
# One worker: its round robin alternates between the instances request by request.
worker_processes 1;
events { worker_connections 1024; }
http {
  access_log ${join(prefix, 'access.log')};
  client_body_temp_path ${join(prefix, 'client-body')};
  proxy_temp_path ${join(prefix, 'proxy')};
  fastcgi_temp_path ${join(prefix, 'fastcgi')};
  uwsgi_temp_path ${join(prefix, 'uwsgi')};
  scgi_temp_path ${join(prefix, 'scgi')};
  upstream rennfeld {
${servers.join('\n')}
    keepalive 16;
    keepalive_timeout 60s;
  }
  server {
    listen 127.0.0.1:${port};
    location = /metrics { return 404; }
    location / { include ${PROXY_CONFIG}; }
  }
}
`;
  const configFile = join(prefix, 'nginx.conf');
  writeFileSync(configFile, config);
  let output = '';
  const child: ChildProcess = spawn(
    NGINX_BINARY,
    ['-p', prefix, '-e', errorLog, '-c', configFile, '-g', 'daemon off;'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const readErrorLog = () => (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '');
  const baseUrl = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited at start:\n${output}\n${readErrorLog()}`);
    const answered = await fetch(`${baseUrl}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not answer within 10 s:\n${output}\n${readErrorLog()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  return {
    baseUrl,
    errorLog: readErrorLog,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
