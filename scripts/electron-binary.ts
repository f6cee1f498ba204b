import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The Node the `electron` package's launcher and download ask for (its `engines`). */
const ELECTRON_NODE = [22, 12] as const;

export interface LaunchCheck {
  /** The Electron executable, when it is installed. */
  binary: string | null;
  /** What stands in the way, in words a person acts on; null when nothing does. */
  problem: string | null;
  /** A warning that does not stop the start (an older Node than `electron` asks for). */
  warning: string | null;
}

/**
 * Whether `npm start` can launch Electron here: its binary is downloaded from GitHub at install, which
 * a machine without that access (or with ELECTRON_SKIP_BINARY_DOWNLOAD) never gets. Read as the
 * `electron` package itself finds it (path.txt, ELECTRON_OVERRIDE_DIST_PATH), without its attempt to
 * download, whose failure is a stack trace.
 */
export function checkElectronLaunch(
  env: NodeJS.ProcessEnv = process.env,
  nodeVersion = process.versions.node,
): LaunchCheck {
  const packageDir = dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  const pathFile = join(packageDir, 'path.txt');
  const name = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : '';
  const distDir = env['ELECTRON_OVERRIDE_DIST_PATH'] ?? join(packageDir, 'dist');
  const binary = name === '' && !env['ELECTRON_OVERRIDE_DIST_PATH'] ? null : join(distDir, name || 'electron');
  const [major = 0, minor = 0] = nodeVersion.split('.').map(Number);
  const oldNode = major < ELECTRON_NODE[0] || (major === ELECTRON_NODE[0] && minor < ELECTRON_NODE[1]);
  const warning = oldNode
    ? `Node ${nodeVersion} is older than the ${ELECTRON_NODE.join('.')} the electron package asks for; its launcher may fail. The command line, the tests and npm run preview:web need only Node 20.19.`
    : null;
  if (binary && existsSync(binary)) return { binary, problem: null, warning };
  return {
    binary: null,
    problem: [
      'Sitemap Studio cannot start in Electron here: the Electron binary is not installed',
      `(${binary ?? join(distDir, '…')} is missing). npm install downloads it from GitHub, which this machine`,
      'could not reach or was told to skip (ELECTRON_SKIP_BINARY_DOWNLOAD=1).',
      '',
      'Run the same app in your browser instead:  npm run preview:web',
      'Or, where GitHub is reachable:              rm -rf node_modules/electron && npm install',
    ].join('\n'),
    warning,
  };
}
