import { build } from 'esbuild';
import { join } from 'node:path';

/** Bundles the browser-side bridge from source when the host starts (a few milliseconds). */
export async function bundleBridge(): Promise<string> {
  const result = await build({
    entryPoints: [join(__dirname, 'bridge', 'index.ts')],
    bundle: true,
    format: 'iife',
    target: 'chrome120',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}
