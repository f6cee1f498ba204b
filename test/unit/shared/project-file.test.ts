import { describe, expect, it } from 'vitest';
import { hasProjectExtension, projectNameOf, withProjectExtension } from '../../../shared/project-file';

describe('project file names', () => {
  it('adds the extension only when it is missing, in any case', () => {
    expect(withProjectExtension('/home/ana/shop')).toBe('/home/ana/shop.sitemapstudio');
    expect(withProjectExtension('/home/ana/shop.sitemapstudio')).toBe('/home/ana/shop.sitemapstudio');
    expect(withProjectExtension('C:\\Sites\\Shop.SitemapStudio')).toBe('C:\\Sites\\Shop.SitemapStudio');
    expect(hasProjectExtension('shop.sitemapstudio.tmp')).toBe(false);
  });

  it('names a project after its file, on any OS', () => {
    expect(projectNameOf('/home/ana/shop.sitemapstudio')).toBe('shop');
    expect(projectNameOf('C:\\Sites\\Shop.SitemapStudio')).toBe('Shop');
    expect(projectNameOf('/home/ana/my.site.v2.sitemapstudio')).toBe('my.site.v2');
    expect(projectNameOf('/home/ana/.sitemapstudio')).toBe('.sitemapstudio');
  });
});
