import { describe, expect, it } from 'vitest';
import { lastmodAt } from '../../../../shared/site-check/lastmod-span';
import { compactCheck, pageCheckShape } from '../../../../shared/site-check/page-check-shape';
import { heldLastExportShape } from '../../../../shared/project-shape';
import { answeredPage } from '../../../support/page-checks';

const FINGERPRINT = {
  content: 'c',
  region: 'main' as const,
  words: 1,
  title: null,
  canonical: null,
  links: 'l',
  structuredData: null,
};
const AT = Date.UTC(2026, 0, 1);

// The probe: a project whose content history said 9007199254740991 opened, then fix and check --content
// stopped on "RangeError: Invalid time value" and a stack trace: no Date holds that moment.
describe('the moments a project file holds', () => {
  it('are refused past the latest a Date holds, and read up to it', () => {
    const history = {
      fingerprint: FINGERPRINT,
      firstSeen: AT,
      seenSince: AT,
      lastSeen: AT,
      changed: [],
      lastmod: null,
    };
    const check = (lastChanged: number) =>
      JSON.parse(
        JSON.stringify(
          compactCheck({
            ...answeredPage('https://example.com/'),
            history: { ...history, lastChanged, changedAfter: AT },
          }),
        ),
      ) as unknown;
    const latest = pageCheckShape.read(check(8.64e15));
    expect(() => lastmodAt(latest.history!.lastChanged!, null)).not.toThrow();
    expect(() => pageCheckShape.read(check(Number.MAX_SAFE_INTEGER))).toThrow();
    expect(() => heldLastExportShape.read({ memory: 'm', at: 8.64e15 + 1, files: [], urls: 0 })).toThrow();
  });
});
