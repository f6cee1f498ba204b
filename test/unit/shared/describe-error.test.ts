import { mkdir, readFile, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { describeError, describeErrorAlone, isRefused, isWrongPlace } from '../../../shared/describe-error';
import { setActiveLocale } from '../../../shared/i18n/active-locale';
import { settle, unwrap } from '../../../shared/ipc-result';
import { useTempDir } from '../../support/use-temp-dir';

const dir = useTempDir();

/** A real system error: a folder made inside a file. */
async function notADirectory(): Promise<{ error: unknown; path: string }> {
  const file = await dir.write('busy.txt', 'x');
  const path = join(file, 'public');
  try {
    await mkdir(path);
  } catch (error) {
    return { error, path };
  }
  throw new Error('mkdir inside a file succeeded');
}

afterEach(() => setActiveLocale('en'));

describe('describeError', () => {
  it('words a system error from its code and path, in the active language', async () => {
    const { error, path } = await notADirectory();
    expect(describeError(error)).toBe(`a part of ${path} is a file, not a folder`);
    setActiveLocale('nl');
    expect(describeError(error)).toBe(`een deel van ${path} is een bestand, geen map`);
  });

  it('words it the same after it crossed the IPC as a value', async () => {
    const { error, path } = await notADirectory();
    const crossed = await settle(() => Promise.reject(error));
    expect(crossed).toMatchObject({ ok: false, error: { code: 'ENOTDIR', path, syscall: 'mkdir' } });
    setActiveLocale('nl');
    expect(() => unwrap(crossed)).toThrow(expect.objectContaining({ code: 'ENOTDIR', path }));
    try {
      unwrap(crossed);
    } catch (received) {
      expect(describeError(received)).toBe(`een deel van ${path} is een bestand, geen map`);
    }
  });

  it("keeps an error's own message where it has no system code and path, and names anything else", () => {
    expect(describeError(new Error('The export failed: disk on fire'))).toBe('The export failed: disk on fire');
    expect(describeError(Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' }))).toBe(
      'EACCES: permission denied',
    );
    expect(describeError('a string')).toBe('a string');
  });

  it('tells a wrong place (missing, a loop of links) from work that could not go on (a full disk)', async () => {
    const { error } = await notADirectory();
    expect(isWrongPlace(error)).toBe(true);
    const loop = join(dir.path(), 'loop');
    await symlink(loop, loop);
    const looped = await readFile(loop).catch((failure: unknown) => failure);
    expect(isWrongPlace(looped)).toBe(true);
    expect(describeError(looped)).toBe(`${loop} goes round a loop of symbolic links`);
    expect(isWrongPlace(Object.assign(new Error('no space'), { code: 'ENOSPC', path: '/x' }))).toBe(false);
    expect(isWrongPlace(Object.assign(new Error('odd'), { code: 'toString' }))).toBe(false);
    expect(isWrongPlace(null)).toBe(false);
  });

  it('tells the system refusing a place (no permission, read-only) from a wrong place', () => {
    for (const code of ['EACCES', 'EPERM', 'EROFS']) {
      const refused = Object.assign(new Error(code), { code, path: '/x' });
      expect([isRefused(refused), isWrongPlace(refused)]).toEqual([true, false]);
    }
    expect(isRefused(Object.assign(new Error('missing'), { code: 'ENOENT', path: '/x' }))).toBe(false);
    expect(isRefused(Object.assign(new Error('no space'), { code: 'ENOSPC', path: '/x' }))).toBe(false);
    expect(isRefused(null)).toBe(false);
  });
});

// The UI probe: a save refused by a read-only folder was told "the system does not allow this on …", a
// clause with no capital, in a prompt of its own.
describe('describeErrorAlone', () => {
  const systemError = (code: string, path: string) => Object.assign(new Error(code), { code, path });
  it('words a system error as a sentence of its own; one that starts with its path keeps it; others as they are', () => {
    expect(describeErrorAlone(systemError('EPERM', '/srv/site.sitemapstudio'))).toBe(
      'The system does not allow this on /srv/site.sitemapstudio.',
    );
    expect(describeErrorAlone(systemError('ENOENT', 'exp/site.sitemapstudio'))).toBe(
      'exp/site.sitemapstudio does not exist.',
    );
    expect(describeErrorAlone(new Error('Saving was cancelled.'))).toBe('Saving was cancelled.');
  });
});
