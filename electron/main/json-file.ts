import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Reads a small settings file; a missing, damaged or unexpected file reads as null. */
export async function readJsonFile<T>(file: string, isValid: (value: unknown) => value is T): Promise<T | null> {
  try {
    const value: unknown = JSON.parse(await readFile(file, 'utf8'));
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

/** A JSON array of strings: the shape of the small lists kept in settings files. */
export const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string');

let writes = 0;

/** Writes through a temporary file and a rename, so a crash never leaves half a file. */
export async function writeJsonFile(file: string, value: unknown): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  // One temporary file per write: two writes in flight (resize, then close) must not share one.
  const temporary = `${file}.${process.pid}.${(writes += 1)}.tmp`;
  await writeFile(temporary, JSON.stringify(value));
  await rename(temporary, file);
}
