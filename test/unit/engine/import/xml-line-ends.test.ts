import { describe, expect, it } from 'vitest';
import { XmlLineEnds } from '../../../../electron/engine/import/xml-line-ends';

/** The text as XmlLineEnds gives it back from these chunks, joined. */
const normalized = (...chunks: string[]): string => {
  const lineEnds = new XmlLineEnds();
  return chunks.map((chunk) => lineEnds.normalize(chunk)).join('');
};

describe('XML line ends', () => {
  it('reads CR LF and a CR alone as one LF, and leaves LF and other text as it is', () => {
    expect(normalized('a\r\nb\rc\nd\r\r\ne\n\r')).toBe('a\nb\nc\nd\n\ne\n\n');
    expect(normalized('no line end at all')).toBe('no line end at all');
  });

  it('reads a CR LF split between chunks as one LF, empty chunks between them or not', () => {
    expect(normalized('a\r', '\nb')).toBe('a\nb');
    expect(normalized('a\r', '', '\nb')).toBe('a\nb');
    expect(normalized('a\r', '\r', '\nb')).toBe('a\n\nb');
    expect(normalized('a\r', 'b\n')).toBe('a\nb\n');
    expect(normalized('a\n', '\nb')).toBe('a\n\nb');
  });
});
