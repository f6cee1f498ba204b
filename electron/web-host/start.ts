// `npm run preview:web [-- FILE…]`: the built renderer in any browser, against the real engine.
import { join } from 'node:path';
import { pathsFromArgv } from '../main/launch-paths';
import { nodeAppInfo } from '../engine';
import { startWebHost } from './server';

async function main(): Promise<void> {
  const host = await startWebHost({
    rendererDir: join(__dirname, '../../out/renderer'),
    appInfo: { ...nodeAppInfo(), systemDialogs: false },
    launchPaths: pathsFromArgv(process.argv, { defaultApp: true, cwd: process.env['INIT_CWD'] ?? process.cwd() }),
    port: process.env['PORT'] ? Number(process.env['PORT']) : 0,
  });
  console.log(`Sitemap Studio web preview: ${host.url}`);
  console.log(
    'Open that address in Chromium. System dialogs are not available here: type the path of a file when asked, or name files on the command line.',
  );
  const stop = (): void => void host.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
