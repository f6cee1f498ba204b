import { afterEach, describe, expect, it } from 'vitest';
import { setActiveLocale } from '../../../../shared/i18n/active-locale';
import type { RobotsReport } from '../../../../shared/site-check/check-job-report';
import { describeRobots } from '../../../../shared/site-check/describe-robots';

const REPORTS: RobotsReport[] = [
  { origin: 'https://a.example', status: 200, outcome: 'rules', crawlDelayMs: 1500, reason: null },
  { origin: 'https://b.example', status: 503, outcome: 'disallow-all', crawlDelayMs: null, reason: { answered: 503 } },
  { origin: 'https://c.example', status: 404, outcome: 'allow-all', crawlDelayMs: null, reason: null },
  {
    origin: 'https://d.example',
    status: null,
    outcome: 'disallow-all',
    crawlDelayMs: null,
    reason: { timeoutMs: 10000 },
  },
  {
    origin: 'https://e.example',
    status: null,
    outcome: 'disallow-all',
    crawlDelayMs: null,
    reason: { error: 'ECONNREFUSED' },
  },
];

afterEach(() => setActiveLocale('en'));

describe('describeRobots', () => {
  it('says in English what a robots.txt said', () => {
    expect(REPORTS.map(describeRobots)).toEqual([
      'robots.txt of https://a.example: obeyed, Crawl-delay 1.5 s',
      'robots.txt of https://b.example: disallow all (answered 503)',
      'robots.txt of https://c.example: allow all (no reason)',
      'robots.txt of https://d.example: disallow all (no answer within 10,000 ms)',
      'robots.txt of https://e.example: disallow all (the connection was refused, ECONNREFUSED)',
    ]);
  });

  it('says it in Dutch, the reasons too, with a Dutch decimal comma in the delay', () => {
    setActiveLocale('nl');
    expect(REPORTS.map(describeRobots)).toEqual([
      'robots.txt van https://a.example: gevolgd, Crawl-delay 1,5 s',
      'robots.txt van https://b.example: alles geblokkeerd (antwoordde met 503)',
      'robots.txt van https://c.example: alles toegestaan (geen reden)',
      'robots.txt van https://d.example: alles geblokkeerd (geen antwoord binnen 10.000 ms)',
      'robots.txt van https://e.example: alles geblokkeerd (de verbinding werd geweigerd, ECONNREFUSED)',
    ]);
  });

  it('says a Crawl-delay past a minute, and the minute waited, in English and Dutch', () => {
    const report: RobotsReport = {
      origin: 'https://f.example',
      status: 200,
      outcome: 'rules',
      crawlDelayMs: 99_999_999_000,
      reason: null,
    };
    expect(describeRobots(report)).toBe(
      'robots.txt of https://f.example: obeyed, Crawl-delay 99,999,999 s, of which 60 s was waited between requests (no search engine waits longer)',
    );
    setActiveLocale('nl');
    expect(describeRobots(report)).toBe(
      'robots.txt van https://f.example: gevolgd, Crawl-delay 99.999.999 s, waarvan 60 s is gewacht tussen verzoeken (geen zoekmachine wacht langer)',
    );
  });
});
