import { describe, expect, it } from 'vitest';
import { checkLoc } from '../../../../../shared/validation/loc-rules';
import { importAll } from '../../../../support/import-helpers';
import { urlsetDocument } from '../../../../support/sitemap-xml';
import { useTempDir } from '../../../../support/use-temp-dir';

// A field loses only the white space XML names (space, tab, LF, CR) at its ends. JavaScript's trim
// also took a no-break space, an ideographic space, a paragraph separator or a byte order mark: a loc
// ending in &#xA0; was read, exported and compared as another URL, and nothing was said.
describe("a field's ends", () => {
  const dir = useTempDir();

  it('lose XML white space only; any other space is kept and told', async () => {
    const file = await dir.write(
      'spaces.xml',
      urlsetDocument(
        '<url><loc>\n\t https://example.com/plain \r\n</loc><priority> 0.5\t</priority></url>\n' +
          '<url><loc>https://example.com/a&#xA0;</loc><changefreq>&#x3000;daily</changefreq>' +
          '<priority>0.5&#x2029;</priority></url>\n' +
          '<url><loc>&#xFEFF;https://example.com/b</loc></url>\n',
      ),
    );
    const result = await importAll([file]);
    const rows = result.files[0]!.rows;
    expect(rows.map((row) => row.loc)).toEqual([
      'https://example.com/plain',
      'https://example.com/a\u00a0',
      '\ufeffhttps://example.com/b',
    ]);
    expect(rows[0]!.priority).toBe('0.5');
    expect(rows[1]!.changefreq).toBe('\u3000daily');
    expect(rows[1]!.priority).toBe('0.5\u2029');
    // Kept as written, validation tells them (as a no-break space inside a loc was told).
    expect(rows.map((row) => checkLoc(row.loc, null)[0]?.code)).toEqual([
      undefined,
      'loc-whitespace',
      'loc-whitespace',
    ]);
  });

  it('of a text sitemap line lose space, tab and CR, not a no-break space', async () => {
    const file = await dir.write('spaces.txt', ' https://example.com/plain\t\r\nhttps://example.com/a\u00a0\n');
    const result = await importAll([file]);
    const locs = result.files[0]!.rows.map((row) => row.loc);
    expect(locs).toEqual(['https://example.com/plain', 'https://example.com/a\u00a0']);
    expect(checkLoc(locs[1]!, null)[0]?.code).toBe('loc-whitespace');
  });
});
