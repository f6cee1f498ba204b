import { afterAll, beforeAll, onTestFinished } from 'vitest';
import { makeTempDir, removeTempDir, writeInto } from './temp-dir';

export interface TempDir {
  /** The running test's folder, made on first use. */
  path: () => string;
  /** Writes a file into the folder (sub-folders made as needed) and returns its path. */
  write: (name: string, content: string | Buffer) => Promise<string>;
}

/**
 * A fresh temporary folder for each test that uses it, removed when that test finishes (after what
 * the test itself set up to undo then, such as a mount inside it). A test that needs two separate
 * folders takes two of these.
 */
export function useTempDir(): TempDir {
  let current: string | null = null;
  const path = (): string => {
    if (current) return current;
    const made = makeTempDir();
    current = made;
    onTestFinished(() => {
      current = null;
      removeTempDir(made);
    });
    return made;
  };
  return {
    path,
    write: async (name, content) => writeInto(path(), name, content),
  };
}

/**
 * Points the OS temp folder (os.tmpdir(), read from TMPDIR) at a fresh folder for the tests of this
 * file, so the temp folders the engine makes there are theirs alone to look at (test files running side
 * by side share one otherwise). Returns that folder, removed after the file.
 */
export function useOwnTmpdir(): () => string {
  let folder = '';
  let before: string | undefined;
  beforeAll(() => {
    before = process.env.TMPDIR;
    folder = makeTempDir();
    process.env.TMPDIR = folder;
  });
  afterAll(() => {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
  });
  return () => folder;
}
