import { readFile } from 'node:fs/promises';
import { createRobotsMatcher, isValidRobotsAgent } from '../../shared/robots/robots-matcher';
import { isAbsoluteHttpUrl } from '../../shared/http-url';
import { atArgumentPlace } from './bad-argument';
import { EXIT, usageError, parseCommandLine, type CliIo } from './cli-io';

export const ROBOTS_USAGE = `Usage: sitemap-studio robots <robots.txt> [--agent NAME] [--json] <url...>

Says whether a crawler may fetch each URL under a robots.txt file (RFC 9309, read as Google
reads it), and which line decides.

Options:
  --agent NAME     The crawler's product token (default: Googlebot)
  --json           One JSON object per URL: url, allowed, line
  -h, --help       Show this help

Exit code: 0 when every URL got its verdict, 2 for bad arguments (a URL that is not absolute
http(s) is named, and the others still get their verdicts).
`;

/** `sitemap-studio robots`: allowed or blocked for each URL, with the deciding line. */
export async function runRobots(args: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseCommandLine(
    args,
    io,
    {
      agent: { type: 'string', default: 'Googlebot' },
      json: { type: 'boolean' },
    },
    ROBOTS_USAGE,
  );
  if (typeof parsed === 'number') return parsed;
  const { values, positionals } = parsed;
  const [file, ...urls] = positionals;
  if (!file || urls.length === 0) return usageError(io, 'Name a robots.txt file and at least one URL.', ROBOTS_USAGE);
  if (!isValidRobotsAgent(values.agent)) {
    return usageError(
      io,
      `"${values.agent}" is not a crawler name: use letters, "_" and "-" only, e.g. Googlebot.`,
      ROBOTS_USAGE,
    );
  }
  const text = await atArgumentPlace(`robots.txt ${file}`, () => readFile(file, 'utf8'));
  // A bad URL is named, and the others still get their verdicts.
  const bad = urls.flatMap((url, index) =>
    isAbsoluteHttpUrl(url) ? [] : [`URL ${index + 1}, "${url}", is not an absolute http(s) URL.`],
  );
  // The file is read as the robots.txt of each URL's own site.
  const verdicts = urls.filter(isAbsoluteHttpUrl).map((url) => {
    const verdict = createRobotsMatcher(new URL('/robots.txt', url).href, text).verdict(url, values.agent)!;
    return { url, allowed: verdict.allowed, line: verdict.line, rule: verdict.rule };
  });
  if (values.json) {
    io.out(
      `${JSON.stringify(
        verdicts.map(({ url, allowed, line }) => ({ url, allowed, line })),
        null,
        2,
      )}\n`,
    );
  } else {
    for (const { url, allowed, line, rule } of verdicts) {
      io.out(
        `${allowed ? 'allowed' : 'blocked'}  ${url}  (${line === null ? 'no rule matches' : `line ${line}: ${rule}`})\n`,
      );
    }
  }
  if (bad.length === 0) return EXIT.ok;
  io.err(`${bad.join('\n')}\n`);
  return EXIT.usage;
}
