import { describe, expect, it } from 'vitest';
import { httpParserFault } from '../../../shared/http-parser-fault';

// Every HTTPParserError was told "no valid status line … another protocol on that port", a folded header too.
describe('httpParserFault', () => {
  it('tells a missing or unknown status line (llhttp) as not HTTP', () => {
    for (const reason of [
      'Expected HTTP/, RTSP/ or ICE/',
      'Expected HTTP/',
      'Invalid HTTP version',
      'Invalid major version',
      'Invalid minor version',
      'Expected dot',
      'Expected space after version',
      'Invalid status code',
      'Invalid response status',
    ])
      expect(httpParserFault(reason), reason).toEqual({ kind: 'not-http' });
  });

  // A status line ending in LF alone was told as headers to fix (review 3), then as another protocol (review 4).
  it('tells a line ended by LF alone (llhttp) as its line endings', () => {
    for (const reason of ['Missing expected CR after response line', 'Missing expected CR after header value'])
      expect(httpParserFault(reason), reason).toEqual({ kind: 'bare-lf' });
  });

  it('tells any other refusal as headers that are not valid HTTP, with llhttp reason', () => {
    for (const reason of [
      'Invalid header token',
      'Unexpected whitespace after header value',
      'Invalid header value char',
      'Invalid character in Content-Length',
    ])
      expect(httpParserFault(reason), reason).toEqual({ kind: 'invalid-headers', reason });
  });

  it('keeps not-http where no reason is known (an error without one, a result saved before it was kept)', () => {
    for (const reason of [null, undefined, '']) expect(httpParserFault(reason)).toEqual({ kind: 'not-http' });
  });
});
