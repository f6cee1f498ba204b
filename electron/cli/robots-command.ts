import { writeJson } from './write-json';
import { createRobotsMatcher, isValidRobotsAgent, type RobotsMatcher } from '../../shared/robots/robots-matcher';
import { isAbsoluteHttpUrl } from '../../shared/http-url';
import { parseRobotsLines } from '../../shared/robots/robots-lines';
import { translateMessage as t } from '../../shared/i18n/translator';
import { readRobotsFile } from './argument-file';
import { EXIT, usageError, parseCommandLine, type CliIo } from './cli-io';

/** `robots`'s usage, in the active language. */
export const robotsUsage = (): string => t('cli.robots.usage');

/** `sitemap-studio robots`: allowed or blocked for each URL, with the deciding line. */
export async function runRobots(args: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseCommandLine(
    args,
    io,
    {
      agent: { type: 'string', default: 'Googlebot' },
      json: { type: 'boolean' },
    },
    robotsUsage,
  );
  if (typeof parsed === 'number') return parsed;
  const fail = (message: string): number => usageError(io, message, robotsUsage());
  const { values, positionals } = parsed;
  const [file, ...urls] = positionals;
  if (!file || urls.length === 0) return fail(t('cli.robots.needFileAndUrls'));
  if (!isValidRobotsAgent(values.agent)) return fail(t('cli.robots.badAgent', { agent: values.agent }));
  const text = await readRobotsFile(`robots.txt ${file}`, file);
  // A file of other bytes (a binary, the wrong file named) allows everything: said, not only obeyed.
  // Blank lines and comments alone are a robots.txt that says nothing.
  const said = text.split(/\r\n|\r|\n/).some((line) => line.replace(/#.*/, '').trim() !== '');
  const lines = parseRobotsLines(text);
  if (said && lines.directives.length === 0) io.err(`${t('cli.robots.noLines', { file })}\n`);
  // A rule past the cap decides nothing: said, or "no rule matches" hides it.
  if (lines.truncated) io.err(`${t('cli.robots.truncated', { file })}\n`);
  // A bad URL is named, and the others still get their verdicts.
  const bad = urls.flatMap((url, index) =>
    isAbsoluteHttpUrl(url) ? [] : [t('cli.robots.badUrl', { n: index + 1, url })],
  );
  // The file is read as the robots.txt of each URL's own site.
  // The file is read once for each origin the URLs name, not once for each URL.
  const matchers = new Map<string, RobotsMatcher>();
  const matcherFor = (url: string): RobotsMatcher => {
    const robotsUrl = new URL('/robots.txt', url).href;
    let matcher = matchers.get(robotsUrl);
    if (!matcher) matchers.set(robotsUrl, (matcher = createRobotsMatcher(robotsUrl, text)));
    return matcher;
  };
  const verdicts = urls.filter(isAbsoluteHttpUrl).map((url) => {
    const verdict = matcherFor(url).verdict(url, values.agent)!;
    return { url, allowed: verdict.allowed, line: verdict.line, rule: verdict.rule };
  });
  if (values.json) {
    writeJson(
      io,
      verdicts.map(({ url, allowed, line }) => ({ url, allowed, line })),
    );
  } else {
    for (const { url, allowed, line, rule } of verdicts) {
      const verdict = t(allowed ? 'cli.robots.allowed' : 'cli.robots.blocked');
      const decides = line === null ? t('cli.robots.noRule') : t('cli.robots.line', { line, rule });
      io.out(`${verdict}  ${url}  (${decides})\n`);
    }
  }
  if (bad.length === 0) return EXIT.ok;
  io.err(`${bad.join('\n')}\n`);
  return EXIT.usage;
}
