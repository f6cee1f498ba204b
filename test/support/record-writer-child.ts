// Run in its own process (tsx), maybe under a file-size limit (ulimit -f): writes `count` records of
// 100 bytes to the file `path` in one buffer, then prints how many it reads back; a failure is printed
// as its code and the file it names, on stderr, and exits 1.
import { readRecords, RecordWriter } from '../../electron/engine/stream/spill-records';

const [path, count] = process.argv.slice(2);
try {
  const file = new RecordWriter(path!, 1024 * 1024);
  for (let i = 0; i < Number(count); i++) {
    file.begin();
    file.text('x'.repeat(92));
    file.end();
  }
  file.close();
  let read = 0;
  for (const _ of readRecords(path!)) read++;
  process.stdout.write(`${read}\n`);
} catch (error) {
  const { code, path: named } = error as { code?: string; path?: string };
  process.stderr.write(`${code} ${named}\n`);
  process.exitCode = 1;
}
