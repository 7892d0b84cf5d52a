import type { FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { DEFAULT_LOCALE, SITE_LOCALES, type SiteLocale } from '@rennfeld/contract';
import { htmlToText, sanitizeRichText } from './rich-text.ts';

/**
 * The language a content answer is in (decision 049): the `locale` query parameter, else the
 * best match of `Accept-Language` (`de-DE` matches `de`), else English. Says so in
 * `Content-Language`, and tells shared caches the answer depends on `Accept-Language`.
 */
export function negotiateContentLocale(request: FastifyRequest, reply: FastifyReply): SiteLocale {
  const asked = (request.query as { locale?: SiteLocale } | undefined)?.locale;
  const locale =
    asked ??
    (new Negotiator({ headers: { 'accept-language': request.headers['accept-language'] } }).language([
      ...SITE_LOCALES,
    ]) as SiteLocale | undefined) ??
    DEFAULT_LOCALE;
  reply.header('content-language', locale);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language');
  return locale;
}

/** The fallbacks of one record, to spread into its answer: `{ untranslated }` when any, else nothing. */
export interface TextPicker {
  /** The German text when asked for German and written, else the English (noting the fallback). */
  pick(field: string, english: string, german: string | null | undefined): string;
  fallbacks(): { untranslated?: string[] };
}

/** Picks a record's texts in the asked language; one picker per record. */
export function createTextPicker(locale: SiteLocale): TextPicker {
  const untranslated: string[] = [];
  return {
    pick(field, english, german) {
      if (locale === DEFAULT_LOCALE) return english;
      if (german) return german;
      untranslated.push(field);
      return english;
    },
    fallbacks: () => (untranslated.length > 0 ? { untranslated: [...untranslated] } : {}),
  };
}

/** The German twin to store: null for an empty text, so "untranslated" has one spelling. */
export const germanColumn = (text: string | null | undefined): string | null => (text ? text : null);

/**
 * The German twin of rich text to store: sanitised as the English is, and null when it holds
 * nothing to read (an editor typed in and cleared again sends `<p></p>`), so the English shows.
 */
export function germanRichTextColumn(html: string | null | undefined): string | null {
  const clean = sanitizeRichText(html ?? '');
  return htmlToText(clean) || /<(img|hr|table)\b/i.test(clean) ? clean : null;
}
