import { describe, expect, it } from 'vitest';
import { networkFailure } from '../../../../electron/engine/site-check/network-failure';

const running = { cancelled: false, deadlineMs: null };
const failure = (error: unknown) => networkFailure(error, 'https://shop.example/a', running);

describe('networkFailure', () => {
  it('sorts errors by their code: DNS, timeouts, and the rest as connection failures', () => {
    expect(failure(Object.assign(new Error('getaddrinfo ENOTFOUND shop.example'), { code: 'ENOTFOUND' }))).toEqual({
      kind: 'dns',
      message: 'The host name shop.example could not be found (ENOTFOUND).',
      detail: { kind: 'dns', host: 'shop.example', code: 'ENOTFOUND' },
    });
    expect(failure({ code: 'UND_ERR_CONNECT_TIMEOUT', message: 'Connect Timeout Error' }).kind).toBe('timeout');
    expect(failure(new Error('fetch failed', { cause: { code: 'EAI_AGAIN' } })).kind).toBe('dns');
    expect(failure(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }))).toEqual({
      kind: 'connection',
      message: 'The connection to shop.example failed: socket hang up (ECONNRESET).',
      detail: { kind: 'connection', host: 'shop.example', code: 'ECONNRESET' },
    });
    expect(failure('odd').kind).toBe('connection');
  });

  it('names the caller’s cancel and the deadline before the error they caused', () => {
    const aborted = new DOMException('aborted', 'AbortError');
    expect(networkFailure(aborted, 'https://shop.example/a', { cancelled: true, deadlineMs: null }).kind).toBe(
      'cancelled',
    );
    expect(networkFailure(aborted, 'https://shop.example/a', { cancelled: false, deadlineMs: 500 })).toEqual({
      kind: 'timeout',
      message: 'https://shop.example/a did not answer in full within 500 ms.',
      detail: { kind: 'deadline', url: 'https://shop.example/a', ms: 500 },
    });
  });
});
