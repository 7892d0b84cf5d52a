import { describe, expect, it } from 'vitest';
import { serverTranslator } from '../i18n/catalogue.server.ts';
import { withAge } from './age.server.ts';

describe('withAge', () => {
  const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

  it('keeps the item and adds its age in the page language', () => {
    const item = { slug: 'class-win', created_at: secondsAgo(3 * 24 * 3600 + 60) };
    expect(withAge(item, 'en', serverTranslator('en'))).toEqual({ ...item, age: '3 days ago' });
    expect(withAge(item, 'de', serverTranslator('de')).age).toBe('vor 3 Tagen');
  });

  it('says "just now" in the page language under a minute', () => {
    const item = { created_at: secondsAgo(5) };
    expect(withAge(item, 'en', serverTranslator('en')).age).toBe('just now');
    expect(withAge(item, 'de', serverTranslator('de')).age).toBe('gerade eben');
  });
});
