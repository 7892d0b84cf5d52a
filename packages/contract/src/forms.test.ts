import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from './zod.ts';
import { FORM_LIMITS, HONEYPOT_FIELD } from './constants.ts';
import { ContactRequestSchema, isHoneypotFilled, NewsletterRequestSchema } from './forms.ts';

/*
 * The form rules of SPEC §5 plus our input limits, checked example by example and then against
 * arbitrary input (fast-check). The reference rules below are written out independently of the
 * schemas: a schema change that accepts or refuses something else makes these tests fail.
 */

const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/u;
const hasControl = (value: string, allowed = '') =>
  [...value].some((char) => (/\p{Cc}/u.test(char) && !allowed.includes(char)) || BIDI_CONTROLS.test(char));

/** What a one-line required field of at most `max` characters accepts, and what it stores. */
function expectedText(value: unknown, max: number): { ok: true; value: string } | { ok: false } {
  if (typeof value !== 'string') return { ok: false };
  const normalised = value.trim().normalize('NFC');
  if (normalised.length < 1 || normalised.length > max || hasControl(normalised)) return { ok: false };
  return { ok: true, value: normalised };
}

function expectedMessage(value: unknown): { ok: true; value: string } | { ok: false } {
  if (typeof value !== 'string') return { ok: false };
  const normalised = value.replace(/\r\n?/g, '\n').trim().normalize('NFC');
  const ok = normalised.length >= 1 && normalised.length <= FORM_LIMITS.message && !hasControl(normalised, '\t\n');
  return ok ? { ok: true, value: normalised } : { ok: false };
}

/** A plain address as people type them: local part, one @, dotted domain, a letter top-level domain. */
const plainEmail = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9]([a-z0-9._+-]{0,20}[a-z0-9])?$/),
    fc.array(fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/), { minLength: 1, maxLength: 3 }),
    fc.stringMatching(/^[a-z]{2,6}$/),
  )
  .filter(([local]) => !local.includes('..'))
  .map(([local, labels, tld]) => `${local}@${[...labels, tld].join('.')}`);

/** Anything a visitor or a bot could type: all of Unicode, controls, combining marks, padding. */
const anyText = (maxLength: number) =>
  fc.oneof(
    fc.string({ unit: 'binary', maxLength }),
    fc.string({ unit: 'grapheme', maxLength }),
    fc
      .tuple(
        fc.string({ maxLength: 20 }),
        fc.constantFrom('\u0000', '\u0007', '\t', '\n', '\r\n', '\r', '\u001b', '\u007f', '\u0085', '\u202e', '\u2066'),
        fc.string({ maxLength: 20 }),
      )
      .map((parts) => parts.join('')),
    fc.constantFrom('e\u0301', 'A\u030a', '\u1e9b\u0323', ' \u00a0padded\u3000 '),
  );

/** Lengths around a limit, so both sides of it are reached often. */
const aroundLimit = (limit: number) =>
  fc.oneof(
    anyText(40),
    fc
      .tuple(fc.integer({ min: limit - 3, max: limit + 3 }), fc.constantFrom('x', 'é', 'e\u0301'))
      .map(([length, char]) => char.repeat(length)),
  );

describe('newsletter request', () => {
  it('normalises to NFC, trims, and counts the normalised characters', () => {
    const result = NewsletterRequestSchema.parse({
      name: '  Rene\u0301 ',
      email: ' rene@example.com ',
    });
    expect(result).toEqual({ name: 'René', email: 'rene@example.com' });
    // 255 decomposed "é" are 510 code units before and 255 after normalisation.
    expect(NewsletterRequestSchema.safeParse({ name: 'e\u0301'.repeat(255), email: 'a@example.com' }).success).toBe(
      true,
    );
  });

  it.each(['Jana\u0000', 'Ja\nna', 'Ja\tna', 'Jana\u001b[31m', '\u202eanaJ', 'Jana\u0085'])(
    'refuses control characters in the name (%j)',
    (name) => {
      const result = NewsletterRequestSchema.safeParse({ name, email: 'jana@example.com' });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toContain(
        'The name field must not contain control characters.',
      );
    },
  );

  it('accepts exactly the names SPEC §5 allows (required, at most 255, no control characters)', () => {
    fc.assert(
      fc.property(fc.oneof(aroundLimit(FORM_LIMITS.name), fc.anything()), (name) => {
        const result = NewsletterRequestSchema.safeParse({ name, email: 'jana@example.com' });
        const expected = expectedText(name, FORM_LIMITS.name);
        expect(result.success).toBe(expected.ok);
        if (expected.ok) expect(result.data?.name).toBe(expected.value);
      }),
      { numRuns: 500 },
    );
  });

  it('accepts every plain e-mail address of at most 255 characters, padded or not', () => {
    fc.assert(
      fc.property(plainEmail, fc.constantFrom('', ' ', '\t'), (email, pad) => {
        const result = NewsletterRequestSchema.safeParse({ name: 'Jana', email: `${pad}${email}${pad}` });
        expect(result.success).toBe(email.length <= FORM_LIMITS.email);
        if (result.success) expect(result.data.email).toBe(email);
      }),
      { numRuns: 300 },
    );
  });

  it('accepts no e-mail that is not one: one @, no blanks or controls, a dotted domain, at most 255', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          anyText(300),
          plainEmail.map((email) => `${email}@x`),
        ),
        (email) => {
          const result = NewsletterRequestSchema.safeParse({ name: 'Jana', email });
          if (!result.success) return;
          const stored = result.data.email;
          expect(stored.length).toBeLessThanOrEqual(FORM_LIMITS.email);
          expect(stored.split('@')).toHaveLength(2);
          expect(stored).not.toMatch(/[\s\p{Cc}]/u);
          expect(stored.split('@')[1]).toMatch(/\.[A-Za-z]{2,}$/);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('never throws, whatever the body', () => {
    fc.assert(
      fc.property(fc.anything(), (body) => {
        expect(() => NewsletterRequestSchema.safeParse(body)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });
});

describe('contact request', () => {
  const valid = { name: 'Lukas', email: 'lukas@example.com', subject: 'Oil', message: 'Which oil?' };

  it('keeps tabs and line breaks in the message and stores CRLF as LF', () => {
    const result = ContactRequestSchema.parse({ ...valid, message: 'Line one\r\n\tLine two\rLine three' });
    expect(result.message).toBe('Line one\n\tLine two\nLine three');
  });

  it.each(['a\u0000b', 'bell\u0007', 'esc\u001b[2J', 'del\u007f', 'rtl \u202e override', 'nel\u0085'])(
    'refuses other control characters in the message (%j)',
    (message) => {
      const result = ContactRequestSchema.safeParse({ ...valid, message });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toContain(
        'The message field must not contain control characters.',
      );
    },
  );

  it('refuses line breaks in the subject', () => {
    expect(ContactRequestSchema.safeParse({ ...valid, subject: 'Oil\r\nBcc: everyone' }).success).toBe(false);
  });

  it('accepts exactly the names, subjects and messages the rules allow', () => {
    fc.assert(
      fc.property(
        fc.oneof(aroundLimit(FORM_LIMITS.name), fc.anything()),
        fc.oneof(aroundLimit(FORM_LIMITS.subject), anyText(40)),
        fc.oneof(aroundLimit(FORM_LIMITS.message), anyText(200), fc.anything()),
        (name, subject, message) => {
          const result = ContactRequestSchema.safeParse({ ...valid, name, subject, message });
          const expected = [
            expectedText(name, FORM_LIMITS.name),
            expectedText(subject, FORM_LIMITS.subject),
            expectedMessage(message),
          ];
          expect(result.success).toBe(expected.every((field) => field.ok));
          if (result.success) {
            expect([result.data.name, result.data.subject, result.data.message]).toEqual(
              expected.map((field) => (field.ok ? field.value : undefined)),
            );
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('accepts exactly the optional phone numbers the rules allow', () => {
    const phoneLike = fc.oneof(
      fc.stringMatching(/^[0-9+()\-./ ]{0,45}$/),
      anyText(45),
      fc.constant(undefined),
      fc.anything(),
    );
    fc.assert(
      fc.property(phoneLike, (phone) => {
        const result = ContactRequestSchema.safeParse({ ...valid, phone });
        const trimmed = typeof phone === 'string' ? phone.trim() : phone;
        const ok =
          trimmed === undefined ||
          (typeof trimmed === 'string' && trimmed.length <= FORM_LIMITS.phone && /^[0-9+()\-./ ]*$/.test(trimmed));
        expect(result.success).toBe(ok);
        if (result.success) expect(result.data.phone).toBe(trimmed === '' ? undefined : trimmed);
      }),
      { numRuns: 500 },
    );
  });

  it('gives the same result when the web form and then the API check a value (normalising twice changes nothing)', () => {
    fc.assert(
      fc.property(anyText(60), anyText(60), anyText(200), (name, subject, message) => {
        const first = ContactRequestSchema.safeParse({ ...valid, name, subject, message });
        if (!first.success) return;
        const second = ContactRequestSchema.safeParse(first.data);
        expect(second.success).toBe(true);
        expect(second.data).toEqual(first.data);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws, whatever the body', () => {
    fc.assert(
      fc.property(fc.anything(), (body) => {
        expect(() => ContactRequestSchema.safeParse(body)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });
});

describe('a field that is not a string', () => {
  // zod's length rules run on whatever has a `length`; a length that cannot be compared made them
  // throw (found by the property tests below), so the type is checked before any rule.
  const uncomparableLength = JSON.parse('{"length": {"toString": 0}}') as unknown;
  const forms: Record<string, { schema: z.ZodType; valid: Record<string, string> }> = {
    newsletter: { schema: NewsletterRequestSchema, valid: { name: 'Jana', email: 'jana@example.com' } },
    contact: {
      schema: ContactRequestSchema,
      valid: { name: 'Lukas', email: 'lukas@example.com', subject: 'Oil', message: 'Which oil?' },
    },
  };

  it.each([
    ['newsletter', 'name'],
    ['newsletter', 'email'],
    ...['name', 'phone', 'email', 'subject', 'message'].map((field) => ['contact', field]),
  ])('is refused in the %s request (%s), without throwing', (form, field) => {
    const { schema, valid } = forms[form]!;
    for (const value of [uncomparableLength, { length: 3 }, ['a', 'b'], 42]) {
      const result = schema.safeParse({ ...valid, [field!]: value });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([field]);
    }
  });
});

describe('honeypot', () => {
  it('is optional, accepted in both forms, and filled only by a non-blank value', () => {
    const newsletter = NewsletterRequestSchema.parse({ name: 'Bot', email: 'bot@example.com', website: 'http://spam' });
    expect(isHoneypotFilled(newsletter)).toBe(true);
    const contact = ContactRequestSchema.parse({
      name: 'Lukas',
      email: 'lukas@example.com',
      subject: 'Oil',
      message: 'Hi',
      [HONEYPOT_FIELD]: '',
    });
    expect(isHoneypotFilled(contact)).toBe(false);
    expect(isHoneypotFilled({ website: '   ' })).toBe(false);
    expect(isHoneypotFilled({})).toBe(false);
  });
});
