import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEMP_MARKER } from '../../../../electron/engine/own-temp-folder';
import { cliRun } from '../../../support/cli-run';
import { useOwnTmpdir, useTempDir } from '../../../support/use-temp-dir';

describe('a CLI command', () => {
  const tmpdir = useOwnTmpdir();
  const temp = useTempDir();

  it('removes, by its end, the temp folders a killed run of ours left', async () => {
    const ended = spawnSync(process.execPath, ['-e', '']).pid!;
    const stale = join(tmpdir(), 'sitemap-studio-check-kiLLed');
    mkdirSync(stale);
    writeFileSync(join(stale, TEMP_MARKER), JSON.stringify({ app: 'sitemap-studio', pid: ended, host: hostname() }));
    writeFileSync(join(stale, 'p0'), 'spilled rows');
    const urls = await temp.write('urls.txt', 'https://example.com/a\n');
    const { code } = await cliRun('validate', urls);
    expect(code).toBe(0);
    expect(existsSync(stale)).toBe(false);
  }, 60_000);
});
