import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { phaseClock, PHASES_VARIABLE } from '../../../electron/cli/phase-clock';
import { runCli } from '../../../electron/cli/run-cli';
import { saveProjectFile } from '../../../electron/engine/project/project-file';
import { DEFAULT_EXPORT_SETTINGS } from '../../../shared/export-settings';
import { emptyRow } from '../../../shared/url-table';
import { EXPORT_BASE_URL } from '../../support/cli-run';
import { useTempDir } from '../../support/use-temp-dir';

const PHASE_LINE = /^phase (\w+): (\d+\.\d{3}) s wall, (\d+\.\d{3}) s CPU$/;

/** The phases written, each with its wall and CPU seconds. */
const phasesIn = (text: string): { phase: string; wall: number; cpu: number }[] =>
  text
    .split('\n')
    .filter((line) => line.startsWith('phase '))
    .map((line) => {
      const [, phase, wall, cpu] = PHASE_LINE.exec(line)!;
      return { phase: phase!, wall: Number(wall), cpu: Number(cpu) };
    });

describe('phaseClock', () => {
  it('says nothing unless SITEMAP_STUDIO_PHASES is set', () => {
    let err = '';
    phaseClock({ err: (text) => void (err += text), env: {} })('opened');
    expect(err).toBe('');
  });

  it('writes when each phase ended: wall and CPU seconds since the process started, never going back', () => {
    let err = '';
    const phase = phaseClock({ err: (text) => void (err += text), env: { [PHASES_VARIABLE]: '1' } });
    phase('one');
    for (let spin = Date.now(); Date.now() - spin < 30;);
    phase('two');
    const [one, two] = phasesIn(err);
    expect([one!.phase, two!.phase]).toEqual(['one', 'two']);
    expect(two!.wall).toBeGreaterThan(one!.wall);
    expect(two!.cpu).toBeGreaterThan(one!.cpu);
  });
});

describe('sitemap-studio export with SITEMAP_STUDIO_PHASES', () => {
  const temp = useTempDir();

  it("times an export of a project's phases in order, its report unchanged", async () => {
    const path = join(temp.path(), 'pages.sitemapstudio');
    await saveProjectFile(path, {
      name: 'Pages',
      robotsTxt: null,
      exportSettings: DEFAULT_EXPORT_SETTINGS,
      tables: [{ id: 't', name: 'pages', source: null, rows: [emptyRow('https://example.com/a')] }],
      siteChecks: [],
    });
    let out = '';
    let err = '';
    const args = ['export', path, '--out', join(temp.path(), 'out'), '--base-url', EXPORT_BASE_URL];
    const io = { out: (text: string) => void (out += text), err: (text: string) => void (err += text) };
    expect(await runCli(args, { ...io, env: { [PHASES_VARIABLE]: '1' } })).toBe(0);
    const phases = phasesIn(err);
    expect(phases.map((item) => item.phase)).toEqual(['started', 'opened', 'built', 'exported', 'closed']);
    expect(err.split('\n').filter(Boolean)).toHaveLength(5);
    expect(phases.map((item) => item.wall)).toEqual([...phases.map((item) => item.wall)].sort((a, b) => a - b));
    expect(out).toMatch(/^Wrote 2 files \(1 URL\)/);
  }, 60_000);
});
