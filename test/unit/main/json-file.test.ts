import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readJsonFile, writeJsonFile } from '../../../electron/main/json-file';
import { useTempDir } from '../../support/use-temp-dir';

const temp = useTempDir();

const isNumberList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'number');

describe('json-file', () => {
  it('round-trips a value', async () => {
    const file = join(temp.path(), 'settings.json');
    await writeJsonFile(file, [1, 2, 3]);
    expect(await readJsonFile(file, isNumberList)).toEqual([1, 2, 3]);
  });

  it('creates missing folders', async () => {
    const file = join(temp.path(), 'a', 'b', 'settings.json');
    await writeJsonFile(file, [7]);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual([7]);
  });

  it('replaces an earlier value and leaves no temporary file', async () => {
    const dir = temp.path();
    const file = join(dir, 'settings.json');
    await writeJsonFile(file, [1, 2, 3, 4, 5, 6, 7, 8, 9]);
    await writeJsonFile(file, [1]);
    expect(await readJsonFile(file, isNumberList)).toEqual([1]);
    expect(await readdir(dir)).toEqual(['settings.json']);
  });

  it('survives writes that overlap, ending with one whole value', async () => {
    const dir = temp.path();
    const file = join(dir, 'settings.json');
    const long = Array.from({ length: 2000 }, (_, index) => index);
    const values = Array.from({ length: 20 }, (_, index) => (index % 2 ? long : [index]));
    await expect(Promise.all(values.map((value) => writeJsonFile(file, value)))).resolves.toBeDefined();
    // Which overlapping write renames last is up to the disk; what matters is one whole value that was written.
    const value = await readJsonFile(file, isNumberList);
    expect(values.map((written) => JSON.stringify(written))).toContain(JSON.stringify(value));
    expect(await readdir(dir)).toEqual(['settings.json']);
  });

  it('reads a missing file as null', async () => {
    expect(await readJsonFile(join(temp.path(), 'absent.json'), isNumberList)).toBeNull();
  });

  it.each(['', '[1, 2', '{"bounds":', 'not json', '\u0000\u0000'])('reads damaged content %j as null', async (text) => {
    const file = join(temp.path(), 'settings.json');
    await writeFile(file, text);
    expect(await readJsonFile(file, isNumberList)).toBeNull();
  });

  it('reads valid JSON of the wrong shape as null', async () => {
    const file = join(temp.path(), 'settings.json');
    await writeFile(file, '["a", "b"]');
    expect(await readJsonFile(file, isNumberList)).toBeNull();
  });

  it('reads a folder in place of the file as null', async () => {
    expect(await readJsonFile(temp.path(), isNumberList)).toBeNull();
  });
});
