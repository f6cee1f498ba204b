import { writeJson } from './write-json';
import { diagnoseUrl } from '../engine';
import { moreTimeWouldTell, type Diagnosis } from '../../shared/diagnose/diagnosis';
import { shellWord } from './shell-word';
import { diagnosisLines, diagnosisNotes, googlebotGetsIt, verdictText } from '../../shared/diagnose/diagnosis-words';
import { isAbsoluteHttpUrl } from '../../shared/http-url';
import { translateMessage as t } from '../../shared/i18n/translator';
import { DEFAULT_TIMEOUT_S, timeoutOption } from './timeout-option';
import { EXIT, parseCommandLine, usageError, type CliIo } from './cli-io';

/** `diagnose`'s usage, in the active language. */
export const diagnoseUsage = (): string => t('cli.diagnose.usage', { timeout: DEFAULT_TIMEOUT_S });

/** `sitemap-studio diagnose <url>`: the URL as Googlebot and as a browser get it, side by side. */
export async function runDiagnose(args: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseCommandLine(args, io, { json: { type: 'boolean' }, timeout: { type: 'string' } }, diagnoseUsage);
  if (typeof parsed === 'number') return parsed;
  const fail = (message: string): number => usageError(io, message, diagnoseUsage());
  const { values, positionals } = parsed;
  const [url, ...more] = positionals;
  if (url === undefined || more.length > 0 || !isAbsoluteHttpUrl(url)) return fail(t('cli.diagnose.needUrl'));
  const timeout = timeoutOption(values.timeout);
  if ('refused' in timeout) return fail(timeout.refused);
  const timeoutMs = timeout.ms;
  const diagnosis = await diagnoseUrl(url, { timeoutMs, ...(io.signal ? { signal: io.signal } : {}) });
  // What the exit code says, and in words: a reader of the JSON need not work it out again.
  if (values.json)
    writeJson(io, { ...diagnosis, googlebotGetsIt: googlebotGetsIt(diagnosis), verdict: verdictText(diagnosis) });
  else io.out(diagnosisText(diagnosis));
  return googlebotGetsIt(diagnosis) ? EXIT.ok : EXIT.problems;
}

/** The two answers as a table, what differs, robots.txt's verdict and what it means for Googlebot. */
export function diagnosisText(diagnosis: Diagnosis): string {
  const table = diagnosisLines(diagnosis);
  const labelWidth = Math.max(...table.map((line) => line.label.length)) + 2;
  const botWidth = Math.max(t('cli.diagnose.googlebot').length, ...table.map((line) => line.googlebot.length)) + 2;
  const lines = [t('cli.diagnose.heading', { url: diagnosis.url }), ''];
  lines.push(`${''.padEnd(labelWidth)}${t('cli.diagnose.googlebot').padEnd(botWidth)}${t('cli.diagnose.browser')}`);
  for (const line of table)
    lines.push(`${line.label.padEnd(labelWidth)}${line.googlebot.padEnd(botWidth)}${line.browser}`);
  const { notFollowed, differences, robots } = diagnosisNotes(diagnosis);
  lines.push(...notFollowed, '', differences, robots, verdictText(diagnosis));
  // Only the command line can give it more time.
  if (moreTimeWouldTell(diagnosis.googlebot) || moreTimeWouldTell(diagnosis.browser))
    lines.push(t('cli.diagnose.moreTime', { url: shellWord(diagnosis.url) }));
  return `${lines.join('\n')}\n`;
}
