import { describe, expect, it } from 'vitest';
import { wantsFewArenas } from '../../../electron/cli/few-malloc-arenas';

const SET = ['export', 'a.xml.gz', 'b.xml.gz', '--out', 'out', '--base-url', 'https://example.com/'];

/** The decision, and whether it asked for the C library. */
function decide(commandLine: readonly string[], env: Record<string, string> = {}, glibc = true) {
  let asked = false;
  const wants = wantsFewArenas(commandLine, env, () => {
    asked = true;
    return glibc;
  });
  return { wants, asked };
}

describe('wantsFewArenas', () => {
  it('relaunches a streaming export on glibc: sets, a CSV, a folder, a project with other sources, --lang anywhere', () => {
    expect(decide(SET)).toEqual({ wants: true, asked: true });
    expect(decide(['export', 'shop.csv', '--out', 'o', '--threads', '16']).wants).toBe(true);
    expect(decide(['export', 'folder/', '--out', 'o']).wants).toBe(true);
    expect(decide(['export', 'a.sitemapstudio', 'b.xml', '--out', 'o']).wants).toBe(true);
    expect(decide(['--lang', 'nl', ...SET]).wants).toBe(true);
  });

  it('not where the C library is not glibc', () => {
    expect(decide(SET, {}, false)).toEqual({ wants: false, asked: true });
  });

  it("keeps a user's MALLOC_ARENA_MAX (even 8) and never relaunches the relaunch, without asking for the C library", () => {
    expect(decide(SET, { MALLOC_ARENA_MAX: '8' })).toEqual({ wants: false, asked: false });
    expect(decide(SET, { SITEMAP_STUDIO_FEW_ARENAS: '1' })).toEqual({ wants: false, asked: false });
  });

  it('runs in process, without asking for the C library: a lone project, --help, --dry-run, no sources, a bad option, other commands', () => {
    for (const commandLine of [
      ['export', 'shop.sitemapstudio', '--out', 'o'],
      ['export', '--help'],
      ['export', 'shop.sitemapstudio', '--dry-run'],
      ['export', '--out', 'o'],
      ['export', 'a.xml', '--frobnicate'],
      ['import', 'a.xml', '--out', 'p.sitemapstudio'],
      ['validate', 'a.xml'],
      ['--version'],
      [],
    ])
      expect(decide(commandLine), commandLine.join(' ')).toEqual({ wants: false, asked: false });
  });
});
