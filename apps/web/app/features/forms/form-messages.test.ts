import {
  collectFieldErrors,
  ContactRequestSchema,
  FORM_LIMITS,
  FORM_MESSAGES,
  NEWSLETTER_MESSAGES,
  NewsletterRequestSchema,
} from '@rennfeld/contract';
import { describe, expect, it } from 'vitest';
import { serverTranslator } from '../../i18n/catalogue.server.ts';
import type { MessageKey } from '../../i18n/translator.ts';
import { validateContactForm, validateNewsletterForm } from './form-validation.ts';
import { FORM_MESSAGE_KEYS, localizeApiMessage } from './submissions.server.ts';

const english = serverTranslator('en');
const german = serverTranslator('de');

describe('the forms speak the contract’s English', () => {
  it.each(Object.entries(FORM_MESSAGE_KEYS))('the catalogue’s %s is the SPEC §8 text', (name, key) => {
    expect(english(key)).toBe(FORM_MESSAGES[name as keyof typeof FORM_MESSAGES]);
  });

  const linkMessages: Record<keyof typeof NEWSLETTER_MESSAGES, MessageKey> = {
    confirmed: 'forms.newsletterLink.confirmed',
    confirmLinkInvalid: 'forms.newsletterLink.confirmLinkInvalid',
    unsubscribed: 'forms.newsletterLink.unsubscribed',
    unsubscribeLinkInvalid: 'forms.newsletterLink.unsubscribeLinkInvalid',
  };
  it.each(Object.entries(linkMessages))('the catalogue’s newsletter link outcome %s is the API’s', (name, key) => {
    expect(english(key)).toBe(NEWSLETTER_MESSAGES[name as keyof typeof NEWSLETTER_MESSAGES]);
  });
});

/** Values that break every rule of the contact form's fields, one rule at a time. */
const INVALID_CONTACT_VALUES: Array<Record<string, string>> = [
  { name: '', phone: '', email: '', subject: '', message: '' },
  { name: '   ', phone: 'call me', email: 'not-an-address', subject: 'Oil', message: 'Hello' },
  {
    name: 'x'.repeat(FORM_LIMITS.name + 1),
    phone: '1'.repeat(FORM_LIMITS.phone + 1),
    email: `${'x'.repeat(FORM_LIMITS.email)}@example.com`,
    subject: 'x'.repeat(FORM_LIMITS.subject + 1),
    message: 'x'.repeat(FORM_LIMITS.message + 1),
  },
  { name: 'Jana\u0000', phone: '', email: 'jana@example.com', subject: 'Oil\u202e', message: 'Hello\u0007' },
];

describe('form validation', () => {
  it.each(INVALID_CONTACT_VALUES)('words every field error as the contract does, in English (%#)', (values) => {
    const validation = validateContactForm(values, english);
    expect(validation.ok).toBe(false);
    if (!validation.ok) {
      expect(validation.fieldErrors).toEqual(collectFieldErrors(ContactRequestSchema.safeParse(values).error!));
    }
  });

  it('words the newsletter form’s errors as the contract does, in English', () => {
    const values = { name: '', email: 'jana@' };
    const validation = validateNewsletterForm(values, english);
    expect(validation).toEqual({
      ok: false,
      fieldErrors: collectFieldErrors(NewsletterRequestSchema.safeParse(values).error!),
    });
  });

  it('says what is wrong in German on a German page, naming the field by its label', () => {
    const validation = validateContactForm(
      { name: '', phone: 'call me', email: 'jana@', subject: 'x'.repeat(FORM_LIMITS.subject + 1), message: 'Hi' },
      german,
    );
    expect(validation).toEqual({
      ok: false,
      fieldErrors: {
        name: ['Bitte füllen Sie das Feld „Name“ aus.'],
        phone: ['Die Telefonnummer darf nur Ziffern, Leerzeichen und + ( ) - . / enthalten.'],
        email: ['Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
        subject: ['Das Feld „Betreff“ darf höchstens 255 Zeichen enthalten.'],
      },
    });
  });

  it('passes valid values through, normalised', () => {
    expect(validateNewsletterForm({ name: ' Jana ', email: 'jana@example.com' }, german)).toEqual({
      ok: true,
      data: { name: 'Jana', email: 'jana@example.com' },
    });
  });
});

describe('the API’s English messages on a page', () => {
  const onGermanPage = { locale: 'de', t: german } as const;
  const onEnglishPage = { locale: 'en', t: english } as const;
  const failure = 'forms.newsletterFailure';

  it('shows a SPEC §8 text or a field rule the API words in the page’s language', () => {
    expect(localizeApiMessage(FORM_MESSAGES.newsletterFailure, onGermanPage, 500, failure)).toBe(
      german('forms.newsletterFailure'),
    );
    expect(localizeApiMessage(FORM_MESSAGES.validationFailed, onGermanPage, 422, failure)).toBe(
      'Ihre Angaben sind ungültig.',
    );
    expect(
      localizeApiMessage('The email field must not be greater than 255 characters.', onGermanPage, 422, failure),
    ).toBe('Das Feld „E-Mail“ darf höchstens 255 Zeichen enthalten.');
    expect(localizeApiMessage(FORM_MESSAGES.validationFailed, onEnglishPage, 422, failure)).toBe(
      FORM_MESSAGES.validationFailed,
    );
  });

  it('shows any other message of the API as it came on an English page (SPEC §8), and says it in German by its status', () => {
    const tooMany = 'Too many requests. Please try again in 1 minute.';
    expect(localizeApiMessage(tooMany, onEnglishPage, 429, failure)).toBe(tooMany);
    expect(localizeApiMessage(tooMany, onGermanPage, 429, failure)).toBe(german('forms.apiError.tooManyRequests'));
    expect(localizeApiMessage('Service unavailable.', onGermanPage, 503, failure)).toBe(
      german('forms.apiError.unavailable'),
    );
    expect(localizeApiMessage('Internal server error.', onGermanPage, 500, failure)).toBe(german(failure));
  });
});
