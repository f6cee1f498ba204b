import { describe, expect, it } from 'vitest';
import { effectiveContentType, isHtmlType } from '../../../../shared/site-check/content-type';

describe('effectiveContentType: the Content-Type a browser takes from what came', () => {
  it('is the last value that is a MIME type, of several headers or of comma-separated values', () => {
    expect(effectiveContentType(['text/plain', 'text/html'])).toBe('text/html');
    expect(effectiveContentType('text/plain, text/html; charset=utf-8')).toBe('text/html; charset=utf-8');
    expect(effectiveContentType(['text/html', 'nonsense'])).toBe('text/html');
    expect(effectiveContentType(['text/html', '*/*'])).toBe('text/html');
    // A comma inside a quoted parameter splits nothing.
    expect(effectiveContentType('text/plain, text/html; x="a,b"')).toBe('text/html; x="a,b"');
    expect(effectiveContentType('text/html; x="a\\",text/plain"')).toBe('text/html; x="a\\",text/plain"');
  });

  it('keeps what came where no value is a MIME type, and none for no header or an empty one', () => {
    expect(effectiveContentType('nonsense')).toBe('nonsense');
    expect(isHtmlType(effectiveContentType('html')!)).toBe(false);
    expect(effectiveContentType(undefined)).toBeNull();
    expect(effectiveContentType('  ')).toBeNull();
    expect(effectiveContentType('application/xml')).toBe('application/xml');
  });

  it('reads a header of 100,000 commas at once (no lookahead per comma)', () => {
    expect(effectiveContentType(`${','.repeat(100_000)}text/html`)).toBe('text/html');
  });
});
