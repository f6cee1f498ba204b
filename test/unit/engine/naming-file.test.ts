import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { namingFile } from '../../../electron/engine/naming-file';
import { describeError } from '../../../shared/describe-error';
import { setActiveLocale } from '../../../shared/i18n/active-locale';

/** What the kernel says to a write on a full disk: /dev/full's ENOSPC, an error of an open file that names none. */
function fullDiskError(): NodeJS.ErrnoException {
  const fd = openSync('/dev/full', 'w');
  try {
    writeSync(fd, Buffer.from('sitemap'));
  } catch (error) {
    return error as NodeJS.ErrnoException;
  } finally {
    closeSync(fd);
  }
  throw new Error('a write to /dev/full succeeded');
}

afterEach(() => setActiveLocale('en'));

describe('namingFile', () => {
  it('names the file a write on a full disk was for, as Node names a path, so that the disk is told in words', () => {
    const error = fullDiskError();
    expect(error).toMatchObject({ code: 'ENOSPC', syscall: 'write' });
    expect(error.path).toBeUndefined();
    const named = namingFile(error, '/srv/out/sitemap-1.xml.gz');
    expect(named).toMatchObject({
      code: 'ENOSPC',
      syscall: 'write',
      path: '/srv/out/sitemap-1.xml.gz',
      message: "ENOSPC: no space left on device, write '/srv/out/sitemap-1.xml.gz'",
      cause: error,
    });
    expect(describeError(named)).toBe('the disk of /srv/out/sitemap-1.xml.gz is full');
    setActiveLocale('nl');
    expect(describeError(named)).toMatch(/\/srv\/out\/sitemap-1\.xml\.gz/);
  });

  it('tells a refused rename of a staged file as about the file it was to replace, once, and an I/O error in words', () => {
    const staged = '/srv/out/.sitemap-studio-staging-1/new/sitemap_index.xml';
    const target = '/srv/out/sitemap_index.xml';
    const error = Object.assign(new Error(`EIO: i/o error, rename '${staged}' -> '${target}'`), {
      code: 'EIO',
      syscall: 'rename',
      path: staged,
      dest: target,
    });
    const named = namingFile(error, target, (path) => path === staged) as Error;
    expect(named.message).toBe(`EIO: i/o error, rename '${target}'`);
    expect(describeError(named)).toBe(
      `the disk failed to read or write ${target} (an input/output error: the drive or its connection may be failing)`,
    );
  });

  it('tells an error naming a file of its own making (a temporary file, a lock) as about the file or folder named', () => {
    let refused: NodeJS.ErrnoException | undefined;
    try {
      mkdirSync('/nonexistent-parent/.shop.sitemapstudio.42.tmp');
    } catch (error) {
      refused = error as NodeJS.ErrnoException;
    }
    const temporary = '/nonexistent-parent/.shop.sitemapstudio.42.tmp';
    const named = namingFile(refused, '/nonexistent-parent/shop.sitemapstudio', (path) => path === temporary);
    expect(named).toMatchObject({
      code: 'ENOENT',
      path: '/nonexistent-parent/shop.sitemapstudio',
      message: "ENOENT: no such file or directory, mkdir '/nonexistent-parent/shop.sitemapstudio'",
    });
    expect(namingFile(refused, '/elsewhere', () => false)).toBe(refused);
  });

  it('leaves an error that names its file, and any error of the program, as they are', () => {
    let missing: unknown;
    try {
      mkdirSync('/nonexistent-parent/child');
    } catch (error) {
      missing = error;
    }
    expect(namingFile(missing, '/elsewhere')).toBe(missing);
    const bug = new Error('the rows came to 10 bytes, not the 12 measured');
    expect(namingFile(bug, '/srv/out/a.xml')).toBe(bug);
    expect(namingFile('thrown text', '/srv/out/a.xml')).toBe('thrown text');
  });
});
