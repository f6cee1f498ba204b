import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { htmlparser2, undici } from '../../../../electron/engine/http/on-demand-modules';

const ROOT = resolve(__dirname, '../../../..');

/** The packages a fresh process holds after importing `entry` (run from source, as `npm run cli` runs). */
function packagesAfterImporting(entry: string): string[] {
  const script =
    `require(${JSON.stringify(resolve(ROOT, entry))});` +
    `const names = Object.keys(require.cache).filter((f) => f.includes('/node_modules/')).map((f) => f.split('/node_modules/').pop().split('/')[0]);` +
    `console.log(JSON.stringify([...new Set(names)]));`;
  return JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', '-e', script], { cwd: ROOT, encoding: 'utf8' }));
}

describe('the HTTP client and the HTML parser load on demand', () => {
  it('are not loaded by importing the CLI, so a command that makes no request does not start with them', () => {
    const loaded = packagesAfterImporting('electron/cli/run-cli.ts');
    expect(loaded).not.toContain('undici');
    expect(loaded).not.toContain('htmlparser2');
  }, 60_000);

  it('load when first asked for, once', () => {
    expect(typeof undici().request).toBe('function');
    expect(undici()).toBe(undici());
    expect(typeof htmlparser2().Parser).toBe('function');
  });
});
