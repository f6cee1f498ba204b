// Run in its own process (node --import tsx): exports a generated table with the engine's real export,
// so a test can SIGKILL it mid-commit, or run it under a low open-file limit or as another user.
// Usage: export-child.ts <folder> <rows> <max-urls> <label>. Prints "exporting" before it starts,
// "exported <n> files" when it ends, and the error's code and message (exit 1) when it fails.
import { exportProject } from '../../electron/engine/export/export-project';
import { exportChildInput } from './export-child-input';

const [folder, rows, maxUrls, label] = process.argv.slice(2);
process.stdout.write('exporting\n');
exportProject(exportChildInput(folder!, Number(rows), Number(maxUrls), label ?? 'new')).then(
  (outcome) => {
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
    process.stdout.write(`exported ${outcome.report.files.length} files\n`);
  },
  (error: NodeJS.ErrnoException) => {
    process.stdout.write(`failed ${error.code ?? ''} ${error.message}\n`);
    process.exit(1);
  },
);
