import { writeJson } from './write-json';
import { createRobotsMatcher, isValidRobotsAgent, type RobotsMatcher } from '../../shared/robots/robots-matcher';
import { isAbsoluteHttpUrl } from '../../shared/http-url';
import { robotsTextOddities } from '../../shared/robots/robots-lines';
import { translateMessage as t } from '../../shared/i18n/translator';
import { readRobotsFile } from './argument-file';
import { EXIT, usageError, parseCommandLine, type CliIo } from './cli-io';
import type { RobotsReading } from '../engine';
import { describeRobots } from '../../shared/site-check/describe-robots';
import { DEFAULT_TIMEOUT_S, timeoutOption } from './timeout-option';

/** `robots`'s usage, in the active language. */
export const robotsUsage = (): string => t('cli.robots.usage', { timeout: DEFAULT_TIMEOUT_S });

/** `sitemap-studio robots`: allowed or blocked for each URL, with the deciding line. */
export async function runRobots(args: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseCommandLine(
    args,
    io,
    {
      agent: { type: 'string', default: 'Googlebot' },
      json: { type: 'boolean' },
      timeout: { type: 'string' },
    },
    robotsUsage,
  );
  if (typeof parsed === 'number') return parsed;
  const fail = (message: string): number => usageError(io, message, robotsUsage());
  const { values, positionals } = parsed;
  const [file, ...urls] = positionals;
  if (!file || urls.length === 0) return fail(t('cli.robots.needFileAndUrls'));
  if (!isValidRobotsAgent(values.agent)) return fail(t('cli.robots.badAgent', { agent: values.agent }));
  const timeout = timeoutOption(values.timeout);
  if ('refused' in timeout) return fail(timeout.refused);
  const live = isAbsoluteHttpUrl(file) ? new URL(file) : null;
  if (live !== null && (live.pathname !== '/robots.txt' || live.search !== ''))
    return fail(t('cli.robots.notAtRoot', { url: file, robots: `${live.origin}/robots.txt` }));
  const reading: RobotsReading =
    live === null
      ? { outcome: 'rules', status: 200, text: await readRobotsFile(`robots.txt ${file}`, file) }
      : // The engine (its HTTP pool) loaded only for a site's address: a robots.txt file needs none of it.
        await (
          await import('../engine')
        ).readLiveRobotsTxt(live.origin, {
          timeoutMs: timeout.ms,
          signal: io.signal,
        });
  // A site that gave no rules (a 4xx, a 5xx, no answer) decides every URL alike: said once, as the check says it.
  const outcome =
    reading.outcome === 'rules' ? null : describeRobots({ ...reading, origin: live!.origin, crawlDelayMs: null });
  if (outcome !== null) io.err(`${outcome}\n`);
  const text = reading.outcome === 'rules' ? reading.text : '';
  if (reading.outcome === 'rules') warnOfOddText(text, file, io);
  // A bad URL is named, and the others still get their verdicts; a site's own robots.txt decides only its URLs.
  const unjudged = urls.map((url, index) =>
    !isAbsoluteHttpUrl(url)
      ? t('cli.robots.badUrl', { n: index + 1, url })
      : live !== null && new URL(url).origin !== live.origin
        ? t('cli.robots.otherSite', { n: index + 1, url, origin: live.origin })
        : null,
  );
  const bad = unjudged.filter((why) => why !== null);
  // The file is read as the robots.txt of each URL's own site.
  // The file is read once for each origin the URLs name, not once for each URL.
  const matchers = new Map<string, RobotsMatcher>();
  const matcherFor = (url: string): RobotsMatcher => {
    const robotsUrl = new URL('/robots.txt', url).href;
    let matcher = matchers.get(robotsUrl);
    if (!matcher) matchers.set(robotsUrl, (matcher = createRobotsMatcher(robotsUrl, text)));
    return matcher;
  };
  const verdictOf = (url: string): { url: string; allowed: boolean; line: number | null; rule: string | null } => {
    if (reading.outcome !== 'rules') return { url, allowed: reading.outcome === 'allow-all', line: null, rule: null };
    const verdict = matcherFor(url).verdict(url, values.agent)!;
    return { url, allowed: verdict.allowed, line: verdict.line, rule: verdict.rule };
  };
  const results = urls.map((url, index) => (unjudged[index] === null ? verdictOf(url) : null));
  const verdicts = results.filter((result) => result !== null);
  if (values.json) {
    // Every URL given, in order: one that got no verdict says why (`allowed: null`).
    writeJson(
      io,
      urls.map((url, index) => {
        const result = results[index];
        // A site that gave no rules decides by what it answered: said with each verdict (`decidedBy`).
        const decidedBy = outcome === null ? {} : { decidedBy: outcome };
        return result
          ? { url, allowed: result.allowed, line: result.line, ...decidedBy }
          : { url, allowed: null, line: null, error: unjudged[index] };
      }),
    );
  } else {
    for (const { url, allowed, line, rule } of verdicts) {
      const verdict = t(allowed ? 'cli.robots.allowed' : 'cli.robots.blocked');
      const decides = outcome ?? (line === null ? t('cli.robots.noRule') : t('cli.robots.line', { line, rule }));
      io.out(`${verdict}  ${url}  (${decides})\n`);
    }
  }
  if (bad.length > 0) {
    io.err(`${bad.join('\n')}\n`);
    return EXIT.usage;
  }
  // No answer from the site: every URL blocked, as Google reads it, but the file itself was not read.
  return reading.outcome === 'disallow-all' && reading.status === null ? EXIT.problems : EXIT.ok;
}

/** A file of other bytes (a binary, the wrong file named) allows everything, and one past the cap is cut: said, not only obeyed. */
function warnOfOddText(text: string, file: string, io: CliIo): void {
  const odd = robotsTextOddities(text);
  if (odd.noLines) io.err(`${t('cli.robots.noLines', { file })}\n`);
  // A rule past the cap decides nothing: said, or "no rule matches" hides it.
  if (odd.truncated) io.err(`${t('cli.robots.truncated', { file })}\n`);
}
