import { describe, expect, it } from 'vitest';
import { requestFailure } from '../../../../electron/engine/import/http-failure';
import type { SourceError } from '../../../../electron/engine/import/source-error';
import { DEFAULT_IMPORT_OPTIONS } from '../../../../shared/import-options';

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
