// `npm start`: builds the app and starts it in Electron, or says plainly why it cannot and what to run instead.
import { spawn } from 'node:child_process';
import { checkElectronLaunch } from './electron-binary';

const check = checkElectronLaunch();
if (check.warning) process.stderr.write(`${check.warning}\n`);
if (check.problem) {
  process.stderr.write(`${check.problem}\n`);
  process.exit(1);
}
const child = spawn('npx', ['electron-vite', 'preview', ...process.argv.slice(2)], { stdio: 'inherit' });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
