import { describe, expect, it } from 'vitest';
import { createLaunchQueue, pathsFromArgv } from '../../../electron/main/launch-paths';

const cwd = '/home/ana/sites';

describe('pathsFromArgv', () => {
  it('takes every argument after the executable in a packaged app', () => {
    const argv = ['/opt/Sitemap Studio/sitemap-studio', 'sitemap.xml', '/srv/www/robots.txt'];
    expect(pathsFromArgv(argv, { defaultApp: false, cwd })).toEqual([
      '/home/ana/sites/sitemap.xml',
      '/srv/www/robots.txt',
    ]);
  });

  it('skips the runtime and the entry when run as `electron .`', () => {
    const argv = ['/usr/lib/electron/electron', '.', 'sitemap.xml'];
    expect(pathsFromArgv(argv, { defaultApp: true, cwd })).toEqual(['/home/ana/sites/sitemap.xml']);
  });

  it('finds nothing when only the executable (or runtime and entry) is given', () => {
    expect(pathsFromArgv(['/opt/app/sitemap-studio'], { defaultApp: false, cwd })).toEqual([]);
    expect(pathsFromArgv(['/usr/bin/electron', '/opt/app'], { defaultApp: true, cwd })).toEqual([]);
  });

  it('ignores switches, including the ones Chromium and macOS add', () => {
    const argv = [
      '/opt/app/sitemap-studio',
      '--no-sandbox',
      '-psn_0_123',
      '--enable-logging=file',
      '--inspect',
      '-v',
      'a.xml',
    ];
    expect(pathsFromArgv(argv, { defaultApp: false, cwd })).toEqual(['/home/ana/sites/a.xml']);
  });

  it('ignores empty arguments', () => {
    expect(pathsFromArgv(['/opt/app/sitemap-studio', '', 'a.xml'], { defaultApp: false, cwd })).toEqual([
      '/home/ana/sites/a.xml',
    ]);
  });

  it('resolves relative paths against the given working directory, not the process one', () => {
    const argv = ['/opt/app/sitemap-studio', '../other/b.xml.gz', './c.txt', 'nested/d.xml'];
    expect(pathsFromArgv(argv, { defaultApp: false, cwd: '/srv/work' })).toEqual([
      '/srv/other/b.xml.gz',
      '/srv/work/c.txt',
      '/srv/work/nested/d.xml',
    ]);
  });

  it('keeps absolute paths and http(s) URLs as given', () => {
    const argv = [
      '/opt/app/sitemap-studio',
      '/var/www/sitemap.xml',
      'https://example.com/sitemap_index.xml',
      'http://example.com/robots.txt',
      'HTTPS://EXAMPLE.COM/Upper.xml',
    ];
    expect(pathsFromArgv(argv, { defaultApp: false, cwd })).toEqual(argv.slice(1));
  });

  it('keeps the order of the command line', () => {
    const argv = ['/opt/app/sitemap-studio', 'z.xml', '/a.xml', 'https://m.example/', 'b.xml'];
    expect(pathsFromArgv(argv, { defaultApp: false, cwd: '/w' })).toEqual([
      '/w/z.xml',
      '/a.xml',
      'https://m.example/',
      '/w/b.xml',
    ]);
  });
});

describe('createLaunchQueue', () => {
  it('hands out what was added, in order, once', () => {
    const queue = createLaunchQueue();
    queue.add(['/a.xml', '/b.xml']);
    queue.add(['/c.xml']);
    expect(queue.take()).toEqual(['/a.xml', '/b.xml', '/c.xml']);
    expect(queue.take()).toEqual([]);
  });

  it('starts empty', () => {
    expect(createLaunchQueue().take()).toEqual([]);
  });

  it('collects again after a take', () => {
    const queue = createLaunchQueue();
    queue.add(['/a.xml']);
    queue.take();
    queue.add(['/b.xml']);
    expect(queue.take()).toEqual(['/b.xml']);
  });

  it('is not changed by changes to the lists passed in or handed out', () => {
    const queue = createLaunchQueue();
    const given = ['/a.xml'];
    queue.add(given);
    given.push('/sneaked-in.xml');
    const taken = queue.take();
    expect(taken).toEqual(['/a.xml']);
    taken.push('/pushed-back.xml');
    expect(queue.take()).toEqual([]);
  });
});
