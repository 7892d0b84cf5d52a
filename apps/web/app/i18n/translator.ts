import type { SiteLocale } from '@rennfeld/contract/constants';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
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
  const formats = new Map<MessageKey, IntlMessageFormat>();
  return (key, values) => {
    const message = messages[key];
    if (typeof message === 'string') return message;
    // Only the root's own error boundary, after its loader failed, renders without a catalogue.
    if (message === undefined) return key;
    let format = formats.get(key);
    if (!format) {
      format = new IntlMessageFormat(message, locale);
      formats.set(key, format);
    }
    return String(format.format(values));
  };
}
