import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// The bin's own helper, plain CommonJS: what `npx sitemap-studio` runs before the CLI's modules load.
import { compileCacheFolder, startCompileCache } from '../../../bin/compile-cache.js';

const STATUS = { FAILED: 0, ENABLED: 1, ALREADY_ENABLED: 2, DISABLED: 3 };

/** A `node:module` of Node 22 or later, answering `status` and recording the folder asked for. */
function nodeModuleAnswering(status: number, asked: string[] = []) {
  return {
    constants: { compileCacheStatus: STATUS },
    enableCompileCache(folder: string) {
      asked.push(folder);
      return { status, directory: folder };
    },
  };
}

describe('the compile cache folder', () => {
  it("is the user's own cache folder on each system, never the shared temp folder", () => {
    expect(compileCacheFolder({}, 'linux', '/home/ann')).toBe('/home/ann/.cache/sitemap-studio/compile-cache');
    expect(compileCacheFolder({}, 'darwin', '/Users/ann')).toBe(
      '/Users/ann/Library/Caches/sitemap-studio/compile-cache',
    );
    expect(compileCacheFolder({ LOCALAPPDATA: join('C:', 'Users', 'ann', 'Local') }, 'win32', '/x')).toBe(
      join('C:', 'Users', 'ann', 'Local', 'sitemap-studio', 'compile-cache'),
    );
    expect(compileCacheFolder({}, 'win32', '/home/ann')).toBe(
      join('/home/ann', 'AppData', 'Local', 'sitemap-studio', 'compile-cache'),
    );
  });

  it('follows XDG_CACHE_HOME when it is an absolute path, as the XDG rules ask, and not a relative one', () => {
    expect(compileCacheFolder({ XDG_CACHE_HOME: '/var/cache/ann' }, 'linux', '/home/ann')).toBe(
      '/var/cache/ann/sitemap-studio/compile-cache',
    );
    expect(compileCacheFolder({ XDG_CACHE_HOME: 'cache' }, 'linux', '/home/ann')).toBe(
      '/home/ann/.cache/sitemap-studio/compile-cache',
    );
  });
});

describe('starting the compile cache', () => {
  it('does nothing where Node has no compile cache (before 22.1)', () => {
    const env: Record<string, string> = {};
    expect(startCompileCache({}, env, () => '/c')).toBeNull();
    expect(env).toEqual({});
  });

  it('turns it on in its folder, and names that folder to the workers and children it starts', () => {
    const asked: string[] = [];
    const env: Record<string, string> = {};
    const answer = startCompileCache(nodeModuleAnswering(STATUS.ENABLED, asked), env, () => '/home/ann/.cache/c');
    expect(answer).toEqual({ status: STATUS.ENABLED, directory: '/home/ann/.cache/c' });
    expect(asked).toEqual(['/home/ann/.cache/c']);
    expect(env['NODE_COMPILE_CACHE']).toBe('/home/ann/.cache/c');
  });

  it('keeps the folder the user named, and names none once the cache is off or failed', () => {
    const named = { NODE_COMPILE_CACHE: '/mine' };
    startCompileCache(nodeModuleAnswering(STATUS.ALREADY_ENABLED), named, () => '/c');
    expect(named.NODE_COMPILE_CACHE).toBe('/mine');
    for (const status of [STATUS.DISABLED, STATUS.FAILED]) {
      const env: Record<string, string> = {};
      expect(startCompileCache(nodeModuleAnswering(status), env, () => '/c')?.status).toBe(status);
      expect(env).toEqual({});
    }
  });

  it('never fails the command: a folder that cannot be made is a failed cache, told, not thrown', () => {
    const throwing = {
      constants: { compileCacheStatus: STATUS },
      enableCompileCache(): never {
        throw new Error('EACCES: permission denied');
      },
    };
    const env: Record<string, string> = {};
    expect(startCompileCache(throwing, env, () => '/c')).toEqual({
      status: STATUS.FAILED,
      message: 'Error: EACCES: permission denied',
    });
    expect(env).toEqual({});
  });
});
