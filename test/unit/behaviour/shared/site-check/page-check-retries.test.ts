import { describe, expect, it } from 'vitest';
import { ShapeError } from '../../../../../shared/json-shape';
import { compactCheck, pageCheckShape } from '../../../../../shared/site-check/page-check-shape';

/** A 429 as a project file keeps it, with `facts` added. */
const saved = (facts: object = {}): Record<string, unknown> => ({
  url: 'https://shop.example/a',
  checkedAt: 1,
  status: 429,
  hops: [{ url: 'https://shop.example/a', status: 429, location: null }],
  finalUrl: 'https://shop.example/a',
  contentType: null,
  timeMs: 3,
  ...facts,
});

/** Where reading `value` fails, as the error names it. */
function placeOfFault(value: unknown): unknown {
  try {
    pageCheckShape.read(value);
  } catch (error) {
    if (error instanceof ShapeError) return error.path;
    throw error;
  }
  return null;
}

describe("a result's retries in a project file", () => {
  it('opens a result saved before retries were kept, without them', () => {
    const check = pageCheckShape.read(saved());
    expect(check.status).toBe(429);
    expect(check.retries).toBeUndefined();
    expect(check.waitedMs).toBeUndefined();
    expect(check.retrySkipped).toBeUndefined();
  });

  it('keeps the retries, the wait and why a retry was skipped, through a save and an open', () => {
    const facts = {
      retries: 1,
      waitedMs: 7_000,
      retrySkipped: { kind: 'retry-after-over-cap', askedMs: 3_600_000, capMs: 8_000 },
    };
    const check = pageCheckShape.read(saved(facts));
    expect(check).toMatchObject(facts);
    expect(pageCheckShape.read(JSON.parse(JSON.stringify(compactCheck(check))))).toMatchObject(facts);
    const breaker = { kind: 'host-breaker', status: 429, urls: 3 };
    expect(pageCheckShape.read(saved({ retries: 0, waitedMs: 0, retrySkipped: breaker })).retrySkipped).toEqual(
      breaker,
    );
  });

  it('drops a skip it cannot read, and refuses counts that are not counts', () => {
    const odd = pageCheckShape.read(saved({ retries: 0, waitedMs: 0, retrySkipped: { kind: 'gremlins' } }));
    expect(odd.retrySkipped).toBeUndefined();
    const half = pageCheckShape.read(saved({ retrySkipped: { kind: 'host-breaker', status: 429 } }));
    expect(half.retrySkipped).toBeUndefined();
    expect(placeOfFault(saved({ retries: -1 }))).toEqual(['retries']);
    expect(placeOfFault(saved({ waitedMs: 'long' }))).toEqual(['waitedMs']);
  });
});
