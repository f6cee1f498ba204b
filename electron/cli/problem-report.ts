import { formatPlace, type Problem } from '../../shared/problems';

const plural = (count: number, word: string): string =>
  `${count.toLocaleString('en')} ${word}${count === 1 ? '' : 's'}`;

/** Problems as a person reads them in a terminal: a count line, then one line each with its place and code. */
export function problemReport(problems: readonly Problem[]): string[] {
  const count = (severity: Problem['severity']): number => problems.filter((item) => item.severity === severity).length;
  return [
    `${plural(count('error'), 'error')}, ${plural(count('warning'), 'warning')}, ${plural(count('info'), 'note')}:`,
    ...problems.map(
      (item) => `  ${item.severity.padEnd(7)} ${formatPlace(item.place) || '-'}  [${item.code}] ${item.message}`,
    ),
  ];
}
