import {
  ErrorResponseSchema,
  FORM_LIMITS,
  FORM_MESSAGES,
  FormSuccessResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  ValidationErrorResponseSchema,
} from '@rennfeld/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../test/test-app.ts';

const api = useTestApi();

const post = (url: string, payload: unknown) => api.app.inject({ method: 'POST', url, payload: payload as object });

/** A valid e-mail address of exactly `length` characters. */
const emailOfLength = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

function expectValidationError(response: Awaited<ReturnType<typeof post>>, field: string, message: string) {
  expect(response.statusCode).toBe(422);
  const body = ValidationErrorResponseSchema.parse(response.json());
  expect(body.success).toBe(false);
  expect(body.errors[field]).toContain(message);
  expect(body.message).toBe(Object.values(body.errors)[0]![0]);
}

describe('POST /api/newsletter-store', () => {
  const url = '/api/newsletter-store';
  const rows = () => api.db.selectFrom('newsletter_subscriptions').selectAll().orderBy('id').execute();

  beforeEach(async () => {
    await api.db.deleteFrom('newsletter_subscriptions').execute();
  });

  const SUCCESS = `${FORM_MESSAGES.newsletterSuccess} ${FORM_MESSAGES.newsletterConfirmationSent}`;

  it('stores a pending subscription and answers 201 with the success message and the confirmation notice', async () => {
    const response = await post(url, { name: ' Jana Keller ', email: ' Jana.Keller@Example.COM ' });
    expect(response.statusCode).toBe(201);
    expect(FormSuccessResponseSchema.parse(response.json())).toEqual({ success: true, message: SUCCESS });
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: 'Jana Keller', email: 'jana.keller@example.com', status: 'pending' });
  });

  it('keeps one row for a repeated e-mail and answers it exactly as a new one (it reveals no subscription)', async () => {
    const first = await post(url, { name: 'Jana', email: 'jana@example.com' });
    for (const email of ['jana@example.com', '  JANA@Example.com  ']) {
      const again = await post(url, { name: 'Jana K.', email });
      expect(again.statusCode).toBe(first.statusCode);
      expect(again.body).toBe(first.body);
    }
    expect(await rows()).toHaveLength(1);
  });

  it('survives concurrent subscriptions of the same e-mail', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => post(url, { name: 'Racer', email: 'racer@example.com' })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(await rows()).toHaveLength(1);
  });

  it('stores created_at as a timestamp', async () => {
    const before = Date.now();
    await post(url, { name: 'Jana', email: 'time@example.com' });
    const [row] = await rows();
    expect(new Date(row!.created_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('requires the name', async () => {
    expectValidationError(await post(url, { email: 'a@example.com' }), 'name', 'The name field is required.');
    expectValidationError(
      await post(url, { name: '  ', email: 'a@example.com' }),
      'name',
      'The name field is required.',
    );
  });

  it(`limits the name to ${FORM_LIMITS.name} characters`, async () => {
    expect((await post(url, { name: 'n'.repeat(FORM_LIMITS.name), email: 'ok@example.com' })).statusCode).toBe(201);
    expectValidationError(
      await post(url, { name: 'n'.repeat(FORM_LIMITS.name + 1), email: 'a@example.com' }),
      'name',
      'The name field must not be greater than 255 characters.',
    );
  });

  it('requires the email', async () => {
    expectValidationError(await post(url, { name: 'Jana' }), 'email', 'The email field is required.');
    expectValidationError(await post(url, { name: 'Jana', email: '' }), 'email', 'The email field is required.');
  });

  it('requires an e-mail format', async () => {
    expectValidationError(
      await post(url, { name: 'Jana', email: 'not-an-email' }),
      'email',
      'The email field must be a valid email address.',
    );
  });

  it(`limits the email to ${FORM_LIMITS.email} characters`, async () => {
    expect((await post(url, { name: 'Jana', email: emailOfLength(FORM_LIMITS.email) })).statusCode).toBe(201);
    expectValidationError(
      await post(url, { name: 'Jana', email: emailOfLength(FORM_LIMITS.email + 1) }),
      'email',
      'The email field must not be greater than 255 characters.',
    );
  });

  it('reports every invalid field at once and stores nothing', async () => {
    const response = await post(url, {});
    expect(response.statusCode).toBe(422);
    expect(Object.keys(ValidationErrorResponseSchema.parse(response.json()).errors).sort()).toEqual(['email', 'name']);
    expect(await rows()).toHaveLength(0);
  });
});

describe('POST /api/contact-store', () => {
  const url = '/api/contact-store';
  const valid = {
    name: 'Lukas Brandt',
    phone: '+49 (0)711 555-0199',
    email: 'lukas@example.com',
    subject: 'Oil for a 911 GT3',
    message: 'Which oil do you recommend\nfor track days?',
  };
  const rows = () => api.db.selectFrom('contact_messages').selectAll().orderBy('id').execute();

  beforeEach(async () => {
    await api.db.deleteFrom('contact_messages').execute();
  });

  it('stores the message and answers 201 with the success message', async () => {
    const before = Date.now();
    const response = await post(url, valid);
    expect(response.statusCode).toBe(201);
    expect(FormSuccessResponseSchema.parse(response.json())).toEqual({
      success: true,
      message: FORM_MESSAGES.contactSuccess,
    });
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject(valid);
    expect(new Date(stored[0]!.created_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('accepts a message without a phone number and stores null', async () => {
    const { phone: _phone, ...withoutPhone } = valid;
    expect((await post(url, withoutPhone)).statusCode).toBe(201);
    expect((await post(url, { ...valid, phone: '' })).statusCode).toBe(201);
    expect((await rows()).map((row) => row.phone)).toEqual([null, null]);
  });

  it.each([
    ['name', 'The name field is required.'],
    ['email', 'The email field is required.'],
    ['subject', 'The subject field is required.'],
    ['message', 'The message field is required.'],
  ])('requires the %s', async (field, message) => {
    const { [field as keyof typeof valid]: _omitted, ...rest } = valid;
    expectValidationError(await post(url, rest), field, message);
    expectValidationError(await post(url, { ...valid, [field]: ' ' }), field, message);
  });

  it('requires an e-mail format', async () => {
    expectValidationError(
      await post(url, { ...valid, email: 'lukas@' }),
      'email',
      'The email field must be a valid email address.',
    );
  });

  it.each([
    ['name', FORM_LIMITS.name],
    ['subject', FORM_LIMITS.subject],
    ['message', FORM_LIMITS.message],
    ['phone', FORM_LIMITS.phone],
  ] as const)('limits the %s to %i characters', async (field, max) => {
    const filler = field === 'phone' ? '1' : 'x';
    expect((await post(url, { ...valid, [field]: filler.repeat(max) })).statusCode).toBe(201);
    expectValidationError(
      await post(url, { ...valid, [field]: filler.repeat(max + 1) }),
      field,
      `The ${field} field must not be greater than ${max} characters.`,
    );
  });

  it(`limits the email to ${FORM_LIMITS.email} characters`, async () => {
    expectValidationError(
      await post(url, { ...valid, email: emailOfLength(FORM_LIMITS.email + 1) }),
      'email',
      'The email field must not be greater than 255 characters.',
    );
  });

  it('refuses letters in the phone number', async () => {
    const response = await post(url, { ...valid, phone: 'call me' });
    expect(response.statusCode).toBe(422);
    expect(ValidationErrorResponseSchema.parse(response.json()).errors.phone).toHaveLength(1);
  });

  it('stores fifty concurrent messages', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post(url, { ...valid, subject: `Question ${i}` })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    expect(await rows()).toHaveLength(50);
  });

  describe('with an Idempotency-Key', () => {
    const postWithKey = (key: string, payload: object = valid) =>
      api.app.inject({ method: 'POST', url, headers: { [IDEMPOTENCY_KEY_HEADER]: key }, payload });
    const key = '3f1c2a9e-5b7d-4e8f-9a0b-1c2d3e4f5a6b';

    it('stores the first post (201) and answers a repeat 200 with the same body, storing nothing', async () => {
      const first = await postWithKey(key);
      expect(first.statusCode).toBe(201);
      const repeat = await postWithKey(key, { ...valid, message: 'Sent again' });
      expect(repeat.statusCode).toBe(200);
      expect(repeat.body).toBe(first.body);
      const stored = await rows();
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ ...valid, idempotency_key: key });
    });

    it('stores one message for twenty concurrent posts with the same key', async () => {
      const responses = await Promise.all(Array.from({ length: 20 }, () => postWithKey(key)));
      expect(responses.map((r) => r.statusCode).sort()).toEqual([...Array(19).fill(200), 201]);
      expect(await rows()).toHaveLength(1);
    });

    it('stores posts with different keys, and posts without a key, each', async () => {
      expect((await postWithKey(key)).statusCode).toBe(201);
      expect((await postWithKey(key.replace('3f1c', '4f1c'))).statusCode).toBe(201);
      expect((await post(url, valid)).statusCode).toBe(201);
      expect((await post(url, valid)).statusCode).toBe(201);
      expect(await rows()).toHaveLength(4);
    });

    it.each([
      ['too short', 'abc'],
      ['too long', 'a'.repeat(101)],
      ['not a token', 'key with spaces and ünïcode!'],
    ])('answers 400 JSON for a key %s and stores nothing', async (_case, badKey) => {
      const response = await postWithKey(badKey);
      expect(response.statusCode).toBe(400);
      expect(ErrorResponseSchema.parse(response.json()).message).toContain('Idempotency-Key');
      expect(await rows()).toHaveLength(0);
    });
  });
});

describe.each(['/api/newsletter-store', '/api/contact-store'])('POST %s transport errors', (url) => {
  it('answers 400 JSON for malformed JSON', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Jana", "email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(ErrorResponseSchema.parse(response.json()).success).toBe(false);
  });

  // Fastify's JSON parser refuses keys that could poison prototypes, before the contract runs.
  it.each([
    '{"email": "jana@example.com", "__proto__": {"admin": true}}',
    '{"email": "jana@example.com", "message": {"constructor": {"prototype": {}}}}',
  ])('answers 400 JSON for %s', async (payload) => {
    const response = await api.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(response.json()).success).toBe(false);
  });

  it('answers 413 JSON for a body over 64 KiB', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Jana', email: 'jana@example.com', message: 'x'.repeat(64 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(ErrorResponseSchema.parse(response.json()).success).toBe(false);
  });

  it('answers 415 JSON for a body that is not JSON', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'text/plain' },
      payload: 'name=Jana',
    });
    expect(response.statusCode).toBe(415);
    expect(ErrorResponseSchema.parse(response.json()).success).toBe(false);
  });
});

describe.each([
  [
    '/api/newsletter-store',
    'newsletter_subscriptions',
    `${FORM_MESSAGES.newsletterSuccess} ${FORM_MESSAGES.newsletterConfirmationSent}`,
  ],
  ['/api/contact-store', 'contact_messages', FORM_MESSAGES.contactSuccess],
] as const)('POST %s honeypot', (url, table, successMessage) => {
  const body = {
    name: 'Lukas Brandt',
    email: 'honeypot@example.com',
    subject: 'Oil',
    message: 'Hello',
  };
  const count = async () =>
    Number(
      (
        await api.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('answers a filled honeypot exactly like a success and stores nothing', async () => {
    const before = await count();
    const bot = await post(url, { ...body, website: 'https://cheap-oil.example' });
    expect(bot.statusCode).toBe(201);
    expect(bot.json()).toEqual({ success: true, message: successMessage });
    expect(await count()).toBe(before);

    // The same form with the honeypot empty or absent is a person: stored, same answer.
    const person = await post(url, { ...body, website: '' });
    expect(person.statusCode).toBe(201);
    expect(person.body).toBe(bot.body);
    expect(await count()).toBe(before + 1);
  });
});

describe.each([
  ['/api/newsletter-store', { name: 'Jana', email: 'jana@example.com' }],
  ['/api/contact-store', { name: 'Lukas', email: 'lukas@example.com', subject: 'Oil', message: 'Hi' }],
])('POST %s with a field that is not a string', (url, valid) => {
  it.each(Object.keys(valid))('answers 422 for a %s whose length cannot be compared', async (field) => {
    const payload = JSON.stringify({ ...valid, [field]: { length: { toString: 0 } } });
    const response = await api.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expectValidationError(response, field, `The ${field} field is required.`);
  });
});

describe('POST /api/contact-store text hygiene', () => {
  const url = '/api/contact-store';
  const valid = { name: 'Lukas', email: 'lukas@example.com', subject: 'Oil', message: 'Hi' };

  it.each([
    ['name', 'Lukas\u0000'],
    ['subject', 'Oil\r\nBcc: all@example.com'],
    ['message', 'Hi\u001b[2J'],
    ['name', '\u202eLukas'],
  ])('refuses control characters in the %s with 422', async (field, value) => {
    expectValidationError(
      await post(url, { ...valid, [field]: value }),
      field,
      `The ${field} field must not contain control characters.`,
    );
  });

  it('stores NFC text and LF line breaks', async () => {
    await api.db.deleteFrom('contact_messages').execute();
    const response = await post(url, { ...valid, name: 'Rene\u0301', message: 'Line one\r\nLine two\tend' });
    expect(response.statusCode).toBe(201);
    const [row] = await api.db.selectFrom('contact_messages').selectAll().execute();
    expect(row).toMatchObject({ name: 'René', message: 'Line one\nLine two\tend' });
  });
});

describe('personal data', () => {
  it('stores only what the contact form asks, plus the time, the idempotency key and when staff handled it', async () => {
    await api.db.deleteFrom('contact_messages').execute();
    const sent = {
      name: 'Lukas',
      phone: '0711 555',
      email: 'lukas@example.com',
      subject: 'Oil',
      message: 'Hi',
      website: '',
      referrer: 'https://elsewhere.example',
    };
    expect((await post('/api/contact-store', sent)).statusCode).toBe(201);
    const [row] = await api.db.selectFrom('contact_messages').selectAll().execute();
    expect(row!.handled_at).toBeNull();
    expect(Object.keys(row!).sort()).toEqual([
      'created_at',
      'email',
      'handled_at',
      'id',
      'idempotency_key',
      'message',
      'name',
      'phone',
      'subject',
    ]);
  });

  it('stores only what the newsletter form asks, and its consent log', async () => {
    await api.db.deleteFrom('newsletter_subscriptions').execute();
    const sent = { name: 'Jana', email: 'jana@example.com', website: '', source: 'footer' };
    expect((await post('/api/newsletter-store', sent)).statusCode).toBe(201);
    const [row] = await api.db.selectFrom('newsletter_subscriptions').selectAll().execute();
    expect(Object.keys(row!).sort()).toEqual([
      'confirm_expires_at',
      'confirm_token_hash',
      'confirmed_at',
      'consent_version',
      'created_at',
      'email',
      'id',
      'last_mailed_at',
      'locale',
      'name',
      'status',
      'unsubscribed_at',
    ]);
    // The token itself is only in the e-mail: the database keeps its hash.
    expect(row!.confirm_token_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
