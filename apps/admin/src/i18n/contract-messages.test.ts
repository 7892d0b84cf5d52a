import { readFileSync } from 'node:fs';
import { CONTENT_MESSAGES, MEDIA_MESSAGES, STAFF_API_MESSAGES, StaffPasswordSchema } from '@rennfeld/contract/staff';
import { describe, expect, it } from 'vitest';
import { translateContractMessage } from './contract-messages.ts';

// The contract's files whose messages staff meet: their forms' checks and the server's answers.
const STAFF_SOURCES = ['staff-content', 'content-fields', 'countries', 'staff-media', 'staff', 'common'].map((name) =>
  readFileSync(new URL(`../../../../packages/contract/src/${name}.ts`, import.meta.url), 'utf8'),
);

/** The messages written out in those files: a check's second argument, an `error:` or a catalogue's value. */
function writtenMessages(): string[] {
  const found = new Set<string>();
  for (const source of STAFF_SOURCES) {
    for (const match of source.matchAll(/(?:,\s*|\(\s*|error:\s*|^\s+\w+:\s*)'([A-Z][^']*[.…)])'/gm)) {
      found.add(match[1]!);
    }
    // requiredText('a name', 200) and detail('the city', 100) say "Enter a name." and "At most 200 characters."
    for (const match of source.matchAll(/(?:requiredText|detail)\('([^']+)', ([\d_]+)\)/g)) {
      found.add(`Enter ${match[1]}.`);
      found.add(`At most ${Number(match[2]!.replaceAll('_', ''))} characters.`);
    }
    for (const match of source.matchAll(/germanText\(([\d_]+)\)/g)) {
      found.add(`At most ${Number(match[1]!.replaceAll('_', ''))} characters.`);
    }
  }
  return [...found];
}

const catalogued = (catalogue: Record<string, unknown>) =>
  Object.values(catalogue).flatMap((value) =>
    typeof value === 'function' ? [1, 3].map((count) => (value as (count: number) => string)(count)) : [value],
  );

describe('the contract’s messages in the German staff area', () => {
  const messages = [
    ...writtenMessages(),
    ...catalogued(CONTENT_MESSAGES),
    ...catalogued(MEDIA_MESSAGES),
    ...catalogued(STAFF_API_MESSAGES),
    ...StaffPasswordSchema.safeParse('short').error!.issues.map((issue) => issue.message),
    ...StaffPasswordSchema.safeParse('x'.repeat(200)).error!.issues.map((issue) => issue.message),
  ] as string[];

  it('finds the messages it checks', () => {
    expect(messages).toContain('Enter the postcode.');
    expect(messages).toContain('At most 2000 characters.');
    expect(messages.length).toBeGreaterThan(50);
  });

  it.each([...new Set(messages)])('writes %j in German', (message) => {
    const german = translateContractMessage(message, 'de');
    expect(german).not.toBe(message);
    expect(german).not.toMatch(/\b(?:the|Enter|Choose|at most)\b/);
  });

  it('fills in the figure or name of a message that has one', () => {
    expect(translateContractMessage('This category holds 3 products. Move or delete them first.', 'de')).toBe(
      'Diese Kategorie enthält 3 Produkte. Verschieben oder löschen Sie sie zuerst.',
    );
    expect(translateContractMessage('At most 64 characters.', 'de')).toBe('Höchstens 64 Zeichen.');
  });

  it('leaves English, and a message it does not know, as they are', () => {
    expect(translateContractMessage('Enter a slug.', 'en')).toBe('Enter a slug.');
    expect(translateContractMessage('Something new.', 'de')).toBe('Something new.');
  });
});
