import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import robotsParser from 'robots-parser';
import { describe, expect, it } from 'vitest';
import { parseRobotsLines, decodeUnreserved } from '../../shared/robots/robots-lines';
import { createRobotsMatcher } from '../../shared/robots/robots-matcher';
import { CORPUS_MISSING, corpusDir } from '../support/corpus';

const corpus = corpusDir();
if (!corpus) console.warn(CORPUS_MISSING);

const SITE = 'https://www.example.com';
const AGENTS = ['Googlebot', 'googlebot-image', 'Bingbot/2.0', 'GPTBot', 'FooBot'];

/** Paths that take each road through the matcher: plain, escaped, dot segments, quotes, non-ASCII, queries. */
function pathsToTry(robotsText: string): string[] {
  const fromRules = parseRobotsLines(robotsText)
    .directives.filter((directive) => directive.key === 'allow' || directive.key === 'disallow')
    .map((directive) => directive.value.replace(/\$$/, '').replace(/\*/g, 'x'))
    .filter((value) => value.startsWith('/'));
  const variants = fromRules.flatMap((path) => [path, `${path}/child.html`, `${path}?q=1`, `${path}.php`]);
  return [
    ...variants,
    '/',
    '/index.html',
    '/a/./b/../c',
    '/.well-known/security.txt',
    '/%7Euser/%61bc',
    "/it's?who='me'",
    '/café/ünïcode',
    '/search?q=a b',
    '/p{1}',
    '/wp-admin/admin-ajax.php',
  ];
}

describe.skipIf(!corpus)('the compiled matcher gives robots-parser’s own verdicts', () => {
  const dir = join(corpus ?? '', 'robots');
  const files = corpus ? readdirSync(dir).filter((name) => name.endsWith('robots.txt')) : [];

  it('finds robots.txt files in the corpus', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files)('%s', (name) => {
    const text = readFileSync(join(dir, name), 'utf8');
    const parsed = parseRobotsLines(text);
    const reference = robotsParser(`${SITE}/robots.txt`, parsed.text);
    const matcher = createRobotsMatcher(`${SITE}/robots.txt`, text);
    let compared = 0;
    for (const path of pathsToTry(text)) {
      const url = SITE + path;
      for (const agent of AGENTS) {
        const line = reference.getMatchingLineNumber(decodeUnreserved(url), agent);
        const expected = line > 0 ? parsed.originalLine[line - 1] : null;
        const verdict = matcher.verdict(url, agent);
        expect({ url, agent, line: verdict?.line ?? null, allowed: verdict?.allowed }).toEqual({
          url,
          agent,
          line: expected,
          allowed: reference.isAllowed(decodeUnreserved(url), agent),
        });
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(0);
  });
});
