/**
 * How a long command's progress reaches stderr. On a terminal each line takes the place of the last
 * ("" clears it). Elsewhere (a CI log, a file) a line is written whole, at most once per `everyMs`
 * and the first only that long after the start, so a short run's output is its report alone and a
 * long one (a host answering 429 for minutes) still shows it is at work.
 */
export function progressLines(
  write: (text: string) => void,
  { terminal, everyMs = 30_000, now = Date.now }: { terminal: boolean; everyMs?: number; now?: () => number },
): (line: string) => void {
  if (terminal) return (line) => write(`\r\u001b[2K${line}`);
  let last = now();
  return (line) => {
    if (line === '' || now() - last < everyMs) return;
    last = now();
    write(`${line}\n`);
  };
}
