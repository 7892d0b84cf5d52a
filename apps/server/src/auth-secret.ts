import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Config } from './config.ts';

/**
 * The secret that signs staff session cookies: AUTH_SECRET when set (several instances must share
 * it), else the one kept in AUTH_SECRET_FILE, made on first use and readable by this user only.
 */
export function readAuthSecret(config: Pick<Config, 'AUTH_SECRET' | 'AUTH_SECRET_FILE'>): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  try {
    return readFileSync(config.AUTH_SECRET_FILE, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dirname(config.AUTH_SECRET_FILE), { recursive: true });
  // 'wx': if another process made the file a moment ago, its secret wins.
  try {
    writeFileSync(config.AUTH_SECRET_FILE, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(config.AUTH_SECRET_FILE, 'utf8').trim();
  }
}
