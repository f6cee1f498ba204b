import { describe, expect, it } from 'vitest';
import { readExportArguments } from '../../../electron/cli/export-options';
import { exportSettingsFrom } from '../../../electron/cli/export-settings-from';
import { DEFAULT_EXPORT_SETTINGS, type ExportSettings } from '../../../shared/export-settings';

const valuesOf = (...args: string[]) => readExportArguments(['shop.sitemapstudio', ...args])!.values;

/** A project's settings as the app saves them, every one away from its default. */
const saved: ExportSettings = {
  baseUrl: 'https://shop.example/',
  outputFolder: '/srv/www/shop',
  fileNamePattern: 'shop-{table}-{n}.txt',
  tableFileNamePatterns: { t1: 'news-{n}.txt' },
  indexName: 'index.xml',
  gzip: false,
  format: 'text',
  maxBytes: 52_428_800,
  maxUrls: 1_000,
  splitNewsSitemaps: false,
  xslHref: '/sitemap.xsl',
  writeRobotsTxt: true,
  allowOtherHosts: true,
  leaveOutNonIndexable: false,
};

describe('an export’s settings from its command line over what a project saved', () => {
  it('are the saved ones where no option is given', () => {
    expect(exportSettingsFrom(valuesOf(), saved)).toEqual(saved);
  });

  it('take each option given over its saved setting', () => {
    const given = valuesOf(
      '--out',
      'public',
      '--base-url',
      'https://www.example.com/',
      '--index-name',
      'maps.xml',
      '--max-bytes',
      '10485760',
      '--max-urls',
      '50000',
      '--xsl',
      '/other.xsl',
      '--keep-non-indexable',
    );
    expect(exportSettingsFrom(given, { ...saved, leaveOutNonIndexable: true })).toEqual({
      ...saved,
      outputFolder: 'public',
      baseUrl: 'https://www.example.com/',
      indexName: 'maps.xml',
      maxBytes: 10_485_760,
      maxUrls: 50_000,
      xslHref: '/other.xsl',
      leaveOutNonIndexable: false,
    });
  });

  it('turn on what a project saved off, as the app’s switches would', () => {
    const off = {
      ...saved,
      format: 'xml',
      gzip: true,
      fileNamePattern: 'shop-{n}.xml.gz',
      tableFileNamePatterns: {},
      splitNewsSitemaps: true,
      writeRobotsTxt: false,
      allowOtherHosts: false,
    } as const;
    const settings = exportSettingsFrom(valuesOf('--no-news-split', '--robots-txt', '--allow-other-hosts'), off);
    expect(settings).toEqual({ ...off, splitNewsSitemaps: false, writeRobotsTxt: true, allowOtherHosts: true });
  });

  it('turn off what a project saved on, each setting by its own option', () => {
    const settings = exportSettingsFrom(
      valuesOf(
        '--news-split',
        '--xml',
        '--no-xsl',
        '--no-robots-txt',
        '--no-allow-other-hosts',
        '--leave-out-non-indexable',
      ),
      saved,
    );
    expect(settings).toEqual({
      ...saved,
      format: 'xml',
      fileNamePattern: 'shop-{table}-{n}.xml',
      tableFileNamePatterns: { t1: 'news-{n}.xml' },
      splitNewsSitemaps: true,
      xslHref: null,
      writeRobotsTxt: false,
      allowOtherHosts: false,
      leaveOutNonIndexable: true,
    });
  });

  it('switch every saved file name with the format or compression an option switches', () => {
    expect(exportSettingsFrom(valuesOf('--gzip'), saved)).toMatchObject({
      gzip: true,
      format: 'text',
      fileNamePattern: 'shop-{table}-{n}.txt.gz',
      tableFileNamePatterns: { t1: 'news-{n}.txt.gz' },
    });
    const xml = {
      ...saved,
      format: 'xml',
      fileNamePattern: 'shop-{n}.xml',
      tableFileNamePatterns: { t1: 'n-{n}.xml' },
    } as const;
    expect(exportSettingsFrom(valuesOf('--text', '--gzip'), xml)).toMatchObject({
      format: 'text',
      gzip: true,
      fileNamePattern: 'shop-{n}.txt.gz',
      tableFileNamePatterns: { t1: 'n-{n}.txt.gz' },
    });
  });

  it('name every file by --pattern, the tables’ own saved patterns with them', () => {
    expect(exportSettingsFrom(valuesOf('--pattern', 'all-{table}-{n}.txt'), saved)).toMatchObject({
      fileNamePattern: 'all-{table}-{n}.txt',
      tableFileNamePatterns: {},
    });
  });

  it('are the defaults under the options for other sources, the pattern switched as asked', () => {
    const settings = exportSettingsFrom(valuesOf('--out', 'o', '--base-url', 'https://example.com/', '--no-gzip'));
    expect(settings).toEqual({
      ...DEFAULT_EXPORT_SETTINGS,
      outputFolder: 'o',
      baseUrl: 'https://example.com/',
      gzip: false,
      fileNamePattern: 'sitemap-{table}-{n}.xml',
    });
  });

  it('refuse a folder or base URL neither given nor saved, contradicting options and counts out of range', () => {
    expect(exportSettingsFrom(valuesOf('--base-url', 'https://example.com/'))).toBe(
      '--out is required: the folder to write to.',
    );
    expect(exportSettingsFrom(valuesOf('--out', 'o'))).toBe(
      '--base-url is required: where the files will be published.',
    );
    expect(exportSettingsFrom(valuesOf(), { ...saved, baseUrl: '' })).toBe(
      '--base-url is required: where the files will be published.',
    );
    for (const [on, off] of [
      ['--gzip', '--no-gzip'],
      ['--xml', '--text'],
      ['--news-split', '--no-news-split'],
      ['--robots-txt', '--no-robots-txt'],
      ['--allow-other-hosts', '--no-allow-other-hosts'],
      ['--leave-out-non-indexable', '--keep-non-indexable'],
    ] as const)
      expect(exportSettingsFrom(valuesOf(off, on), saved)).toBe(`${on} and ${off} contradict each other.`);
    expect(exportSettingsFrom(valuesOf('--xsl', '/s.xsl', '--no-xsl'), saved)).toBe(
      '--xsl and --no-xsl contradict each other.',
    );
    expect(exportSettingsFrom(valuesOf('--max-urls', '50001'), saved)).toMatch(/--max-urls/);
    expect(exportSettingsFrom(valuesOf('--max-bytes', '1023'), saved)).toMatch(/--max-bytes/);
  });
});
