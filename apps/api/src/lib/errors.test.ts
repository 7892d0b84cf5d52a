import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, registerErrorHandlers, SERVICE_UNAVAILABLE_MESSAGE } from './errors.ts';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['PostgreSQL refusing connections', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a dropped connection', withCode('ECONNRESET')],
    ['PostgreSQL shutting down (57P01)', withCode('57P01', 'terminating connection due to administrator command')],
    ['PostgreSQL starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    ['a connection failure (08006)', withCode('08006')],
    ['too many connections (53300)', withCode('53300')],
    ['a connection ended by the server', new Error('Connection terminated unexpectedly')],
    ['the pool giving up connecting', new Error('timeout exceeded when trying to connect')],
    ['an unopenable SQLite file', withCode('SQLITE_CANTOPEN', 'unable to open database file')],
    ['a SQLite I/O error', withCode('SQLITE_IOERR_READ', 'disk I/O error')],
    ['a SQLite lock held too long', withCode('SQLITE_BUSY', 'database is locked')],
    ['a full disk', withCode('SQLITE_FULL')],
    ['a wrapped cause', new Error('query failed', { cause: withCode('ECONNREFUSED') })],
    ['every address refused', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')])],
  ])('is true for %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value violates unique constraint')],
    ['a SQLite constraint', withCode('SQLITE_CONSTRAINT_UNIQUE')],
    ['a syntax error', withCode('42601')],
    ['a plain error', new Error('something else')],
    ['not an error', 'ECONNREFUSED'],
  ])('is false for %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('the central error handler', () => {
  it('answers 503 JSON with Retry-After for an unreachable database, 500 for any other failure', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandlers(app);
    app.get('/down', async () => {
      throw withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432');
    });
    app.get('/broken', async () => {
      throw new Error('bug');
    });
    const down = await app.inject({ method: 'GET', url: '/down' });
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.json()).toEqual({ success: false, message: SERVICE_UNAVAILABLE_MESSAGE });
    const broken = await app.inject({ method: 'GET', url: '/broken' });
    expect(broken.statusCode).toBe(500);
    expect(broken.json()).toEqual({ success: false, message: 'Internal server error.' });
  });

  it('answers a known address asked with another method 405 with Allow, and an unknown one 404', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandlers(app);
    app.get('/orders/:key', async () => ({ ok: true }));
    app.post('/orders', async () => ({ ok: true }));
    app.route({ method: ['GET', 'PUT'], url: '/settings', handler: async () => ({ ok: true }) });

    const deleted = await app.inject({ method: 'DELETE', url: '/orders/abc?x=1' });
    expect(deleted.statusCode).toBe(405);
    expect(deleted.headers.allow).toBe('GET, HEAD');
    const read = await app.inject({ method: 'GET', url: '/orders' });
    expect(read.statusCode).toBe(405);
    expect(read.headers.allow).toBe('POST');
    const posted = await app.inject({ method: 'POST', url: '/settings' });
    expect(posted.headers.allow).toBe('GET, HEAD, PUT');
    const unknown = await app.inject({ method: 'DELETE', url: '/no-such-address' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers.allow).toBeUndefined();
  });
});
