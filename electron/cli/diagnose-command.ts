import { diagnoseUrl } from '../engine';
import {
  COMPARED_FIELDS,
  comparedValue,
  finalUrlOf,
  VENDOR_NAMES,
  type AgentFetch,
  type ChallengePage,
  type ComparedField,
  type Diagnosis,
} from '../../shared/diagnose/diagnosis';
import { formatCount } from '../../shared/format';
import { isAbsoluteHttpUrl } from '../../shared/http-url';
import { translateMessage as t } from '../../shared/i18n/translator';
import { deadlineMsFrom } from '../../shared/import-limits';
import { EXIT, parseCommandLine, usageError, type CliIo } from './cli-io';

const DEFAULT_TIMEOUT_S = 30;

/** `diagnose`'s usage, in the active language. */
export const diagnoseUsage = (): string => t('cli.diagnose.usage', { timeout: DEFAULT_TIMEOUT_S });

/** `sitemap-studio diagnose <url>`: the URL as Googlebot and as a browser get it, side by side. */
export async function runDiagnose(args: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseCommandLine(
    args,
    io,
    { json: { type: 'boolean' }, timeout: { type: 'string' } },
    diagnoseUsage(),
  );
  if (typeof parsed === 'number') return parsed;
  const fail = (message: string): number => usageError(io, message, diagnoseUsage());
  const { values, positionals } = parsed;
  const [url, ...more] = positionals;
  if (url === undefined || more.length > 0 || !isAbsoluteHttpUrl(url)) return fail(t('cli.diagnose.needUrl'));
  const timeoutMs = values.timeout === undefined ? DEFAULT_TIMEOUT_S * 1000 : deadlineMsFrom(values.timeout);
  if (timeoutMs === null) return fail(t('cli.diagnose.badTimeout', { value: values.timeout }));
  const diagnosis = await diagnoseUrl(url, { timeoutMs, ...(io.signal ? { signal: io.signal } : {}) });
  io.out(values.json ? `${JSON.stringify(diagnosis, null, 2)}\n` : diagnosisText(diagnosis));
  return googlebotGetsIt(diagnosis) ? EXIT.ok : EXIT.problems;
}

/** Googlebot gets the file: a 2xx with no challenge page, and robots.txt lets it. */
export function googlebotGetsIt({ googlebot, robots }: Diagnosis): boolean {
  const answered = googlebot.status !== null && googlebot.status >= 200 && googlebot.status < 300;
  return answered && googlebot.challenge === null && !('allowed' in robots && !robots.allowed);
}

const ROWS: readonly (ComparedField | 'time')[] = [...COMPARED_FIELDS, 'time'];

/** The two answers as a table, what differs, robots.txt's verdict and what it means for Googlebot. */
export function diagnosisText(diagnosis: Diagnosis): string {
  const cells = (fetch: AgentFetch): string[] => ROWS.map((row) => cellText(fetch, row));
  const [bot, browser] = [cells(diagnosis.googlebot), cells(diagnosis.browser)];
  const labelWidth = Math.max(...ROWS.map((row) => rowLabel(row).length)) + 2;
  const botWidth = Math.max(t('cli.diagnose.googlebot').length, ...bot.map((cell) => cell.length)) + 2;
  const lines = [t('cli.diagnose.heading', { url: diagnosis.url }), ''];
  lines.push(`${''.padEnd(labelWidth)}${t('cli.diagnose.googlebot').padEnd(botWidth)}${t('cli.diagnose.browser')}`);
  ROWS.forEach((row, index) =>
    lines.push(`${rowLabel(row).padEnd(labelWidth)}${bot[index]!.padEnd(botWidth)}${browser[index]}`),
  );
  for (const fetch of [diagnosis.googlebot, diagnosis.browser]) {
    const skipped = fetch.redirectNotFollowed;
    if (skipped)
      lines.push(
        `${t(`cli.diagnose.${fetch.agent}`)}: ${t('cli.diagnose.notFollowed', { to: skipped.to, why: t(`cli.diagnose.why.${skipped.why}`) })}`,
      );
  }
  lines.push('');
  lines.push(
    diagnosis.differences.length === 0
      ? t('cli.diagnose.same')
      : t('cli.diagnose.differs', { fields: diagnosis.differences.map(rowLabel).join(', ') }),
  );
  lines.push(robotsText(diagnosis.robots), verdictText(diagnosis));
  return `${lines.join('\n')}\n`;
}

function rowLabel(row: ComparedField | 'time'): string {
  return t(`cli.diagnose.${row}`);
}

function cellText(fetch: AgentFetch, row: ComparedField | 'time'): string {
  if (row === 'time') return t('cli.diagnose.ms', { ms: formatCount(fetch.ms) });
  if (row === 'bytes') {
    if (fetch.status === null) return t('cli.diagnose.none');
    const size = t('cli.diagnose.bytesValue', { n: formatCount(fetch.bytes) }, { count: fetch.bytes });
    return fetch.cut ? t('cli.diagnose.cutValue', { size }) : size;
  }
  if (row === 'finalUrl') return finalUrlOf(fetch) ?? t('cli.diagnose.none');
  if (row === 'redirects')
    return fetch.hops.length < 2 ? t('cli.diagnose.none') : fetch.hops.map((hop) => hop.status).join(' → ');
  if (row === 'challenge')
    return fetch.challenge
      ? `${vendorName(fetch.challenge.vendor)} (${fetch.challenge.evidence})`
      : t('cli.diagnose.none');
  return comparedValue(fetch, row) || t('cli.diagnose.none');
}

function robotsText(robots: Diagnosis['robots']): string {
  if ('unreadable' in robots) return t('cli.diagnose.robotsUnreadable', { reason: robots.unreadable });
  if (!robots.allowed) return t('cli.diagnose.robotsBlocked', { rule: robots.rule ?? '' });
  const line = robots.line === null ? '' : t('cli.diagnose.robotsLine', { line: robots.line, rule: robots.rule ?? '' });
  return t('cli.diagnose.robotsAllowed', { line });
}

function verdictText(diagnosis: Diagnosis): string {
  const { googlebot, robots } = diagnosis;
  if (googlebot.error !== null) return t('cli.diagnose.verdictError', { error: googlebot.error });
  if (googlebot.challenge !== null)
    return t('cli.diagnose.verdictChallenge', { vendor: vendorName(googlebot.challenge.vendor) });
  if (googlebot.status === null || googlebot.status < 200 || googlebot.status > 299)
    return t('cli.diagnose.verdictStatus', { status: googlebot.status ?? '' });
  if ('allowed' in robots && !robots.allowed) return t('cli.diagnose.verdictBlocked');
  return t('cli.diagnose.verdictOk');
}

function vendorName(vendor: ChallengePage['vendor']): string {
  return vendor === 'unknown' ? t('cli.diagnose.unknownVendor') : VENDOR_NAMES[vendor];
}
