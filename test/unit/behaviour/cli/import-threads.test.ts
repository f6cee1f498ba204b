import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openProjectFile } from '../../../../electron/engine/project/project-file';
import { cliRun as cli } from '../../../support/cli-run';
import { generateSet } from '../../../support/generated-set';
import { useTempDir } from '../../../support/use-temp-dir';
import { SITEMAP_NS } from '../../../support/sitemap-xml';

const IMAGE_NS = 'http://www.google.com/schemas/sitemap-image/1.1';

/** What a project file holds, without its name (its file's) and the ids each import makes up. */
async function projectAt(path: string) {
  const { name: _name, ...project } = await openProjectFile(path);
  return { ...project, tables: project.tables.map(({ id: _id, ...table }) => table) };
}

describe('sitemap-studio import --threads', () => {
  const temp = useTempDir();

  it('saves the same project from the parse threads, from one thread and from row objects (--rows)', async () => {
    const set = await generateSet(join(temp.path(), 'set'), 4, 2_000);
    const robots = join(temp.path(), 'robots.txt');
    await writeFile(robots, 'User-agent: *\nDisallow: /private/\n');
    const extensions = join(temp.path(), 'extensions.xml');
    await writeFile(
      extensions,
      `<urlset xmlns="${SITEMAP_NS}" xmlns:image="${IMAGE_NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml">` +
        '<url><loc>https://www.example.com/en/a</loc>' +
        '<image:image><image:loc>https://www.example.com/a.jpg</image:loc></image:image>' +
        '<xhtml:link rel="alternate" hreflang="nl" href="https://www.example.com/nl/a"/></url>' +
        '<url><loc>https://www.example.com/nl/a</loc><unknown>kept</unknown></url></urlset>',
    );
    const sources = [...set.files, extensions, robots];
    /** Each import makes a new project: the ids it gave, apart from what it saved. */
    const ids: string[] = [];
    const saved = async (name: string, ...options: string[]) => {
      const out = join(temp.path(), name);
      const { code, err } = await cli('import', ...sources, '--out', out, ...options);
      expect(code).toBe(0);
      expect(err).toBe(`Saved ${out}.sitemapstudio: 5 tables, 8,002 URLs.\n`);
      const { id, ...project } = await projectAt(`${out}.sitemapstudio`);
      ids.push(String(id));
      return project;
    };
    const onTwo = await saved('two', '--threads', '2');
    expect(onTwo.tables.map((table) => table.rows.length)).toEqual([2_000, 2_000, 2_000, 2_000, 2]);
    expect(onTwo.robotsTxt).toBe('User-agent: *\nDisallow: /private/\n');
    const [first, second] = onTwo.tables[4]!.rows;
    expect(first!.images).toEqual([expect.objectContaining({ loc: 'https://www.example.com/a.jpg' })]);
    expect(first!.alternates).toEqual([{ rel: 'alternate', hreflang: 'nl', href: 'https://www.example.com/nl/a' }]);
    expect(second!.extra).toHaveLength(1);
    expect(await saved('one', '--threads', '1')).toEqual(onTwo);
    expect(await saved('rows', '--json', '--rows')).toEqual(onTwo);
    expect(new Set(ids).size).toBe(3);
    // Three imports of 8,000 rows: past the default 5 s when the whole suite shares two cores.
  }, 60_000);

  it.each(['0', '-1', '2.5', 'many', '5000'])('refuses --threads %s with exit 2, naming it', async (value) => {
    const { code, err } = await cli('import', 'sitemap.xml', `--threads=${value}`);
    expect(code).toBe(2);
    expect(err).toContain(`--threads must be a whole number from 1 to 1024, not "${value}".`);
  });
});
