import type { SiteLocale } from '@rennfeld/contract/constants';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { formatToParts, IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { intlFormatters } from '../lib/format.ts';
import type { MessageKey } from './catalogue.ts';

export type { MessageKey };

/**
 * A catalogue as pages receive it: a message without arguments as its text, any other as its
 * parsed form, so the browser formats it without the ICU parser (decision 047).
 */
export type CompiledCatalogue = Record<MessageKey, string | MessageFormatElement[]>;

type MessageValues = Record<string, PrimitiveType>;

/** Formats the catalogue's messages by key, for the page's language. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

export function createTranslator(locale: SiteLocale, messages: CompiledCatalogue): Translate {
  return (key, values) => {
    const message = messages[key];
    if (typeof message === 'string') return message;
    // Only the root's own error boundary, after its loader failed, renders without a catalogue.
    if (message === undefined) return key;
    // FormatJS's formatter of a parsed message, without an IntlMessageFormat around it: its
    // constructor asks Intl which locales it supports, which makes a phone's browser load its
    // number-format data for a message that formats no number.
    return formatToParts(message, locale, intlFormatters, IntlMessageFormat.formats, values)
      .map((part) => part.value)
      .join('');
  };
}
