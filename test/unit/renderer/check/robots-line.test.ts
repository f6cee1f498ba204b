import { afterEach, describe, expect, it } from 'vitest';
import { describeRobots, type RobotsReport } from '../../../../shared/site-check/check-job-report';
import { robotsLine } from '../../../../renderer/src/check/robots-line';
import { i18n } from '../../../../renderer/src/i18n';

const REPORTS: RobotsReport[] = [
  { origin: 'https://a.example', status: 200, outcome: 'rules', crawlDelayMs: 1500, reason: null },
  { origin: 'https://b.example', status: 503, outcome: 'disallow-all', crawlDelayMs: null, reason: 'answered 503' },
  { origin: 'https://c.example', status: 404, outcome: 'allow-all', crawlDelayMs: null, reason: null },
];

afterEach(() => {
  i18n.global.locale.value = 'en';
});

describe('robotsLine', () => {
  it('says in English what the CLI says', () => {
    for (const report of REPORTS) expect(robotsLine(report)).toBe(describeRobots(report));
  });

  it('says it in Dutch, with a Dutch decimal comma in the delay', () => {
    i18n.global.locale.value = 'nl';
    expect(REPORTS.map(robotsLine)).toEqual([
      'robots.txt van https://a.example: gevolgd, Crawl-delay 1,5 s',
      'robots.txt van https://b.example: alles geblokkeerd (answered 503)',
      'robots.txt van https://c.example: alles toegestaan (geen reden)',
    ]);
  });
});
