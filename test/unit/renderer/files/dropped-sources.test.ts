import { describe, expect, it } from 'vitest';
import { droppedSources, pathFromFileUri } from '../../../../renderer/src/files/dropped-sources';

describe('what a drop onto the window carried', () => {
  it('imports dropped file paths and http(s) links, once each, and opens projects as projects', () => {
    const dropped = droppedSources(
      ['/home/ana/site/sitemap.xml', '/home/ana/site', '/home/ana/Shop.SITEMAPSTUDIO'],
      [
        '# a comment line',
        'file:///home/ana/site/sitemap.xml',
        'https://example.com/robots.txt',
        'ftp://example.com/sitemap.xml',
        '',
        'http://example.com/',
      ].join('\r\n'),
    );
    expect(dropped).toEqual({
      projects: ['/home/ana/Shop.SITEMAPSTUDIO'],
      sources: [
        { location: '/home/ana/site/sitemap.xml', kind: 'file' },
        { location: '/home/ana/site', kind: 'file' },
        { location: 'https://example.com/robots.txt', kind: 'url' },
        { location: 'http://example.com/', kind: 'url' },
      ],
      refused: ['ftp://example.com/sitemap.xml'],
      withoutPath: 0,
    });
  });

  it('counts files that came without a path, and takes their file:// URIs instead', () => {
    const dropped = droppedSources(['', ''], 'file:///tmp/a%20b/sitemap.xml.gz\nfile:///tmp/x.csv');
    expect(dropped.withoutPath).toBe(2);
    expect(dropped.sources.map((source) => source.location)).toEqual(['/tmp/a b/sitemap.xml.gz', '/tmp/x.csv']);
  });

  it('turns file URIs into the paths of each system', () => {
    expect(pathFromFileUri('file:///C:/Users/ana/sitemap.xml')).toBe('C:/Users/ana/sitemap.xml');
    expect(pathFromFileUri('file://server/share/sitemap.xml')).toBe('//server/share/sitemap.xml');
    expect(pathFromFileUri('file://localhost/etc/sitemap.xml')).toBe('/etc/sitemap.xml');
    expect(pathFromFileUri('file:///home/%C3%BC/s.xml')).toBe('/home/ü/s.xml');
  });
});
