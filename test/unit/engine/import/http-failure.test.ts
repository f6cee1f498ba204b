import { describe, expect, it } from 'vitest';
import { bodyFailure, requestFailure } from '../../../../electron/engine/import/http-failure';
import type { SourceError } from '../../../../electron/engine/import/source-error';
import { DEFAULT_IMPORT_OPTIONS } from '../../../../shared/import-options';
import { problemOf } from '../../../../shared/problems';

const failed = (code: string) =>
  requestFailure(Object.assign(new Error(code), { code }), 'https://a.example/s.xml', DEFAULT_IMPORT_OPTIONS);

describe('a request that failed before its answer', () => {
  // The net probe: a TLS handshake given up at the pool's 10 s was said to have waited 30,000 ms.
  it("says the time it was given: a connection the pool's own (at most 10 s), an answer the headers' time", () => {
    const connect = failed('UND_ERR_CONNECT_TIMEOUT') as SourceError;
    expect(connect.found).toMatchObject({ code: 'http-timeout', params: [{ waiting: 'answer', ms: 10_000 }] });
    const headers = failed('UND_ERR_HEADERS_TIMEOUT') as SourceError;
    const ms = DEFAULT_IMPORT_OPTIONS.connectTimeoutMs;
    expect(headers.found).toMatchObject({ code: 'http-timeout', params: [{ waiting: 'answer', ms }] });
  });
});

describe('a body whose chunked framing the parser refused', () => {
  const refused = (message: string, code: string) =>
    Object.assign(new Error(message), { name: 'HTTPParserError', code });
  const found = (error: Error) =>
    (
      bodyFailure(error, {
        url: 'https://a.example/s.xml',
        received: 10,
        expected: null,
        options: DEFAULT_IMPORT_OPTIONS,
      }) as SourceError
    ).found;

  it("names llhttp's reason", () => {
    const error = refused('Response does not match the HTTP/1.1 protocol (Invalid character in chunk size)', 'HPE_X');
    expect(found(error)).toMatchObject({
      code: 'http-not-understood',
      params: [{ why: 'bad-chunks', reason: 'Invalid character in chunk size' }],
    });
  });

  // undici leaves the message empty where llhttp gives no reason: the message said "framing is broken ()".
  it('names its code where llhttp gave no words, so the message never says "()"', () => {
    const problem = found(refused('', 'HPE_INVALID_CHUNK_SIZE'));
    expect(problem).toMatchObject({ params: [{ why: 'bad-chunks', reason: 'HPE_INVALID_CHUNK_SIZE' }] });
    const { message } = problemOf({ file: 'https://a.example/s.xml' }, problem);
    expect(message).toContain('framing is broken (HPE_INVALID_CHUNK_SIZE)');
    expect(message).not.toContain('()');
  });
});
