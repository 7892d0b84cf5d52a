import { ErrorResponseSchema } from '@rennfeld/contract';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../../../test/test-app.ts';
import { DEFAULT_FORM_RATE_LIMIT } from './forms.routes.ts';

/*
 * The form rate limit with its defaults (five posts a minute per address and
 * form, counted in memory). The shared Redis store is tested with two server instances in
 * apps/server/test/reliability/rate-limit-redis.test.ts.
 */

const api = useTestApi({ apiOptions: { formRateLimit: DEFAULT_FORM_RATE_LIMIT } });

const contact = { name: 'Lukas', email: 'lukas@example.com', subject: 'Oil', message: 'Hi' };
const newsletter = { name: 'Jana', email: 'jana@example.com' };

const postFrom = (remoteAddress: string, url: string, payload: object) =>
  api.app.inject({ method: 'POST', url, payload, remoteAddress });

describe('form rate limit (defaults, memory store)', () => {
  it('accepts five contact posts a minute from one address, then answers 429 JSON with Retry-After', async () => {
    const address = '198.51.100.1';
    const accepted = [];
    for (let i = 0; i < 5; i++) accepted.push(await postFrom(address, '/api/contact-store', contact));
    expect(accepted.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);

    const refused = await postFrom(address, '/api/contact-store', contact);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/application\/json/);
    expect(ErrorResponseSchema.parse(refused.json())).toEqual({
      success: false,
      message: expect.stringMatching(/^Too many requests\. Please try again in /),
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);

    const stored = await api.db.selectFrom('contact_messages').selectAll().execute();
    expect(stored).toHaveLength(5);
  });

  it('counts each form on its own and each address on its own', async () => {
    const address = '198.51.100.2';
    for (let i = 0; i < 5; i++) await postFrom(address, '/api/contact-store', contact);
    expect((await postFrom(address, '/api/contact-store', contact)).statusCode).toBe(429);
    expect((await postFrom(address, '/api/newsletter-store', newsletter)).statusCode).toBe(201);
    expect((await postFrom('198.51.100.3', '/api/contact-store', contact)).statusCode).toBe(201);
  });

  it('refuses before reading the body: an invalid post counts and a refused one is never validated', async () => {
    const address = '198.51.100.4';
    for (let i = 0; i < 5; i++) {
      expect((await postFrom(address, '/api/newsletter-store', {})).statusCode).toBe(422);
    }
    expect((await postFrom(address, '/api/newsletter-store', {})).statusCode).toBe(429);
  });

  it('leaves the read endpoints alone', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.app.inject({ method: 'GET', url: '/api/categories', remoteAddress: '198.51.100.5' }),
      ),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
  });
});
