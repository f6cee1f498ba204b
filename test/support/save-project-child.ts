// Run by tsx in its own process: saves a large generated project with the engine's real save, so a
// test can SIGKILL it mid-write. Prints "saving" just before the save starts and "saved" when it ends.
import { saveProjectFile } from '../../electron/engine/project/project-file';
import { largeProject } from './large-project';

const [path, rows, label] = process.argv.slice(2);
const project = largeProject(Number(rows), label ?? 'new');
process.stdout.write('saving\n');
saveProjectFile(path!, project).then(
  () => process.stdout.write('saved\n'),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
