import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '@rennfeld/api/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../api/test/staff-session.ts';
import { buildTestApi } from '../../api/test/test-app.ts';

/*
 * `npm run staff`: the command line run as a person runs it (its source, through tsx; the bundle
 * `npm run staff` runs is built from it), against an SQLite file the API then reads.
 */

const CLI = new URL('../src/staff-cli.ts', import.meta.url).pathname;
const PASSWORD = 'first admin password';
const NO_PASSWORD = 'No password: set STAFF_PASSWORD, or run the command in a terminal to type it.';

let dir: string;
let databaseFile: string;
let api: FastifyInstance;
let destroyDatabase: () => Promise<void>;

function staff(args: string[], password?: string) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], {
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: databaseFile,
      AUTH_SECRET_FILE: join(dir, 'auth-secret'),
      ...(password === undefined ? {} : { STAFF_PASSWORD: password }),
    },
    // Not a terminal: a run without STAFF_PASSWORD cannot ask.
    stdio: ['pipe', 'pipe', 'pipe'],
    input: '',
    encoding: 'utf8',
    timeout: 60_000,
  });
  const output = `${result.stdout}${result.stderr}`;
  if (password) expect(output).not.toContain(password);
  return { status: result.status, output: output.trim() };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'rennfeld-staff-cli-'));
  databaseFile = join(dir, 'staff.sqlite');
  expect(staff(['add', '--email', 'Chef@Rennfeld.example', '--role', 'admin'], PASSWORD)).toEqual({
    status: 0,
    output: 'Added chef@rennfeld.example (admin).',
  });
  const { db } = createDatabase({ url: databaseFile });
  destroyDatabase = () => db.destroy();
  api = await buildTestApi(db);
});

afterAll(async () => {
  await api?.close();
  await destroyDatabase?.();
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run staff', () => {
  it('adds an account whose password signs in, and keeps a secret only its user can read', async () => {
    expect(await signIn(api, { email: 'chef@rennfeld.example', password: PASSWORD })).toMatch(/session_token=/);
    expect(statSync(join(dir, 'auth-secret')).mode & 0o777).toBe(0o600);
  });

  it('lists accounts with their roles', () => {
    expect(staff(['add', '--email', 'editor@rennfeld.example', '--role', 'editor'], 'editor password 1').status).toBe(
      0,
    );
    const { status, output } = staff(['list']);
    expect(status).toBe(0);
    expect(output).toMatch(/^chef@rennfeld\.example {2}admin {2}since \d{4}-\d{2}-\d{2}$/m);
    expect(output).toMatch(/^editor@rennfeld\.example {2}editor/m);
  });

  it('refuses a run without a password when it cannot ask, a short password, a duplicate and a bad role', () => {
    expect(staff(['add', '--email', 'new@rennfeld.example', '--role', 'editor'])).toEqual({
      status: 1,
      output: NO_PASSWORD,
    });
    expect(staff(['add', '--email', 'new@rennfeld.example', '--role', 'editor'], 'short')).toEqual({
      status: 1,
      output: 'The password must be at least 12 characters long.',
    });
    expect(staff(['add', '--email', 'chef@rennfeld.example', '--role', 'admin'], 'another password 1')).toEqual({
      status: 1,
      output: 'A staff member with the e-mail chef@rennfeld.example already exists.',
    });
    expect(staff(['add', '--email', 'new@rennfeld.example', '--role', 'owner'], 'another password 1')).toEqual({
      status: 1,
      output: 'Give --role admin or --role editor.',
    });
  });

  it('resets a password: the old one no longer signs in, and open sessions end', async () => {
    const session = await signIn(api, { email: 'editor@rennfeld.example', password: 'editor password 1' });
    expect(staff(['reset-password', '--email', 'editor@rennfeld.example'])).toEqual({ status: 1, output: NO_PASSWORD });
    expect(staff(['reset-password', '--email', 'editor@rennfeld.example'], 'editor password 2')).toEqual({
      status: 0,
      output: 'New password set for editor@rennfeld.example; their sessions have ended.',
    });
    expect((await api.inject({ url: '/api/admin/me', headers: { cookie: session } })).statusCode).toBe(401);
    await expect(signIn(api, { email: 'editor@rennfeld.example', password: 'editor password 1' })).rejects.toThrow(
      /401/,
    );
    expect(await signIn(api, { email: 'editor@rennfeld.example', password: 'editor password 2' })).toMatch(
      /session_token=/,
    );
  });

  it('removes an account, but never the last admin', () => {
    expect(staff(['remove', '--email', 'editor@rennfeld.example'])).toEqual({
      status: 0,
      output: 'Removed editor@rennfeld.example.',
    });
    expect(staff(['remove', '--email', 'editor@rennfeld.example'])).toEqual({
      status: 1,
      output: 'No staff member has the e-mail editor@rennfeld.example.',
    });
    expect(staff(['remove', '--email', 'chef@rennfeld.example'])).toEqual({
      status: 1,
      output: 'The last admin cannot be removed.',
    });
  });
});
