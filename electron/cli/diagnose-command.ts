import { diagnoseUrl } from '../engine';
import type { AgentFetch, Diagnosis } from '../../shared/diagnose/diagnosis';
import {
  cellText,
  DIAGNOSIS_ROWS,
  differencesText,
  googlebotGetsIt,
  notFollowedText,
  robotsText,
  rowLabel,
  verdictText,
} from '../../shared/diagnose/diagnosis-words';
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

/** The two answers as a table, what differs, robots.txt's verdict and what it means for Googlebot. */
export function diagnosisText(diagnosis: Diagnosis): string {
  const cells = (fetch: AgentFetch): string[] => DIAGNOSIS_ROWS.map((row) => cellText(fetch, row));
  const [bot, browser] = [cells(diagnosis.googlebot), cells(diagnosis.browser)];
  const labelWidth = Math.max(...DIAGNOSIS_ROWS.map((row) => rowLabel(row).length)) + 2;
  const botWidth = Math.max(t('cli.diagnose.googlebot').length, ...bot.map((cell) => cell.length)) + 2;
  const lines = [t('cli.diagnose.heading', { url: diagnosis.url }), ''];
  lines.push(`${''.padEnd(labelWidth)}${t('cli.diagnose.googlebot').padEnd(botWidth)}${t('cli.diagnose.browser')}`);
  DIAGNOSIS_ROWS.forEach((row, index) =>
    lines.push(`${rowLabel(row).padEnd(labelWidth)}${bot[index]!.padEnd(botWidth)}${browser[index]}`),
  );
  for (const fetch of [diagnosis.googlebot, diagnosis.browser]) {
    const skipped = notFollowedText(fetch);
    if (skipped) lines.push(skipped);
  }
  lines.push('', differencesText(diagnosis));
  lines.push(robotsText(diagnosis.robots), verdictText(diagnosis));
  return `${lines.join('\n')}\n`;
}
