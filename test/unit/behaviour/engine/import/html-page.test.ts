import { afterEach, describe, expect, it } from 'vitest';
import { setActiveLocale } from '../../../../../shared/i18n/active-locale';
import { problemText } from '../../../../../shared/problems';
import { failedSources } from '../../../../../shared/read-failures';
import { importAll } from '../../../../support/import-helpers';
import { urlset } from '../../../../support/sitemap-xml';
import { serveForTest } from '../../../../support/serve-for-test';

/*
 * A web page where a sitemap was asked for (a soft 404, a login or error page, a moved sitemap whose
 * URL now serves the site's page) is said to be an HTML page, at its first line; a sitemap with a
 * DOCTYPE of its own is still refused for its entity declarations.
 */

const page = (head: string): { headers: Record<string, string>; body: string } => ({
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: `${head}<html lang="en"><head><title>Page not found</title></head><body><h1>Oops</h1></body></html>\n`,
});

// The local probe: `<!DOCTYPE urlset>`, which declares nothing, lost every row as "entity declarations".
describe('a sitemap with a DOCTYPE that declares nothing', () => {
  it('is read, every row, with a warning naming its root; one that declares entities is still refused', async () => {
    const { origin } = await serveForTest({
      '/named.xml': {
        headers: { 'content-type': 'application/xml' },
        body: `<?xml version="1.0"?>\n<!DOCTYPE urlset SYSTEM "urlset.dtd">\n${urlset('https://example.com/a').replace(/^<\?xml[^>]*>\n?/, '')}`,
      },
    });
    const result = await importAll([`${origin}/named.xml`]);
    expect(result.files.flatMap((file) => file.rows).map((row) => row.loc)).toEqual(['https://example.com/a']);
    expect(result.problems.map((item) => [item.code, item.severity, item.place.line, item.message])).toEqual([
      [
        'doctype-ignored',
        'warning',
        2,
        'The file has a DOCTYPE (<!DOCTYPE urlset>), which a sitemap does not need and search engines may refuse; it was read as if it had none.',
      ],
    ]);
  });
});

describe('an HTML page read as a sitemap', () => {
  afterEach(() => setActiveLocale('en'));

  it('is named an HTML page, with or without its DOCTYPE, in English and Dutch; a sitemap’s DOCTYPE is refused as before', async () => {
    const { origin } = await serveForTest({
      '/with-doctype.xml': page('<!DOCTYPE html>\n'),
      '/lower-case.xml': page('<!doctype HTML>'),
      '/without.xml': page(''),
      '/doctype-urlset.xml': {
        headers: { 'content-type': 'application/xml' },
        body: '<?xml version="1.0"?>\n<!DOCTYPE urlset [<!ENTITY x "y">]>\n<urlset/>',
      },
    });
    const names = ['with-doctype', 'lower-case', 'without', 'doctype-urlset'];
    const result = await importAll(names.map((name) => `${origin}/${name}.xml`));
    const errors = result.problems.filter((item) => item.severity === 'error');
    expect(errors.map((item) => [item.code, item.place.file, item.place.line, item.message])).toEqual([
      [
        'doctype-refused',
        `${origin}/with-doctype.xml`,
        1,
        'This is an HTML page (<!DOCTYPE html>), not a sitemap: a web page, or an error or login page served in its place.',
      ],
      [
        'doctype-refused',
        `${origin}/lower-case.xml`,
        1,
        'This is an HTML page (<!DOCTYPE html>), not a sitemap: a web page, or an error or login page served in its place.',
      ],
      [
        'root-not-sitemap',
        `${origin}/without.xml`,
        1,
        'This is an HTML page (<html>), not a sitemap: a web page, or an error or login page served in its place.',
      ],
      [
        'doctype-refused',
        `${origin}/doctype-urlset.xml`,
        2,
        'A DOCTYPE (entity declarations) is not allowed in a sitemap.',
      ],
    ]);
    expect(result.files.flatMap((file) => file.rows)).toEqual([]);
    // A web page may be the sitemap next time (a maintenance or login page): it could not be read, and
    // "Retry failed files" offers it; a sitemap refused for its DOCTYPE is what that file holds.
    expect(failedSources(result)).toEqual(names.slice(0, 3).map((name) => `${origin}/${name}.xml`));
    setActiveLocale('nl');
    expect(problemText(errors[0]!)).toMatch(/^Dit is een HTML-pagina \(<!DOCTYPE html>\), geen sitemap/);
    expect(problemText(errors[2]!)).toMatch(/^Dit is een HTML-pagina \(<html>\), geen sitemap/);
  });
});
