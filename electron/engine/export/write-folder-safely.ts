import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, open, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MANIFEST_NAME, readManifest } from './export-manifest';

export interface StagingOptions {
  /** Opens a file for writing; injected so tests can make the disk fail. */
  openWrite?: (path: string) => Writable;
  signal?: AbortSignal;
}

export interface CommitOptions {
  /** Whose files these are: the files this project wrote last time and no longer writes are removed. */
  projectId: string;
  /** The files to move in, in the order the manifest lists them; each must have been written. */
  names: readonly string[];
  now?: () => Date;
}

/** Read back in pieces this size: a file-sized buffer per file would add up to the whole export in memory. */
const READ_BACK_CHUNK = 256 * 1024;

/** Whether the file at `path` holds exactly `bytes`, compared as it is read back. */
async function holdsExactly(path: string, bytes: Uint8Array): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    if ((await file.stat()).size !== bytes.length) return false;
    const chunk = Buffer.allocUnsafe(Math.min(READ_BACK_CHUNK, bytes.length));
    const expected = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    for (let at = 0; at < bytes.length;) {
      const { bytesRead } = await file.read(chunk, 0, Math.min(chunk.length, bytes.length - at), at);
      if (bytesRead === 0 || !chunk.subarray(0, bytesRead).equals(expected.subarray(at, at + bytesRead))) return false;
      at += bytesRead;
    }
    return true;
  } finally {
    await file.close();
  }
}

const exists = (path: string): Promise<boolean> =>
  stat(path).then(
    () => true,
    () => false,
  );

/**
 * Writes a set of files into `target` all or nothing. Each file is written into a staging folder
 * beside the target (same disk, so moves are renames) as soon as it is ready, and read back there to
 * check that the disk holds exactly its bytes. Only `commit` changes the target: the files the new
 * ones replace, and this project's files from its last export, are moved aside, the new ones moved
 * in, and the manifest updated. A failure or `discard` before the end leaves the folder exactly as it was.
 */
export class StagedFolder {
  private staging: Promise<string> | null = null;
  private readonly written = new Set<string>();
  private readonly inFlight = new Set<Promise<unknown>>();
  /** Set once commit or discard begins: no file may be written after (it could make a folder nobody removes). */
  private closed = false;

  constructor(
    private readonly target: string,
    private readonly options: StagingOptions = {},
  ) {}

  /** Writes one file into the staging folder and reads it back; rejects unless the disk has exactly `bytes`. */
  write(name: string, bytes: Uint8Array): Promise<void> {
    if (this.closed) return Promise.reject(new Error(`${name} came after the export had ended.`));
    const work = this.writeAndReadBack(name, bytes);
    this.inFlight.add(work);
    const settle = (): void => void this.inFlight.delete(work);
    work.then(settle, settle);
    return work;
  }

  /** Moves every written file into the target, with the manifest; undoes every move if one fails. */
  async commit(options: CommitOptions): Promise<void> {
    await Promise.all(this.inFlight);
    this.closed = true;
    const incoming = join(await this.ready(), 'new');
    const displaced = join(await this.ready(), 'old');
    const target = this.target;
    const targetExisted = await exists(target);
    const manifest = await readManifest(target);
    const previous = manifest.projects[options.projectId]?.files ?? [];
    const names = options.names;
    const missing = names.find((name) => !this.written.has(name));
    if (missing !== undefined) throw new Error(`${missing} was never written to the staging folder.`);
    manifest.projects[options.projectId] = {
      files: [...names],
      exportedAt: (options.now?.() ?? new Date()).toISOString(),
    };
    await this.writeAndReadBack(MANIFEST_NAME, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    this.options.signal?.throwIfAborted();

    const movedIn: string[] = [];
    const movedAside: string[] = [];
    try {
      if (!targetExisted) await mkdir(target, { recursive: true });
      for (const name of new Set([...previous, ...names, MANIFEST_NAME])) {
        if (await exists(join(target, name))) {
          await rename(join(target, name), join(displaced, name));
          movedAside.push(name);
        }
      }
      for (const name of [...names, MANIFEST_NAME]) {
        await rename(join(incoming, name), join(target, name));
        movedIn.push(name);
      }
    } catch (error) {
      for (const name of movedIn.reverse()) await rename(join(target, name), join(incoming, name));
      for (const name of movedAside.reverse()) await rename(join(displaced, name), join(target, name));
      if (!targetExisted) await rm(target, { recursive: true, force: true });
      throw error;
    } finally {
      await this.discard();
    }
  }

  /** Removes the staging folder and all it holds, once the writes under way have ended. */
  async discard(): Promise<void> {
    this.closed = true;
    await Promise.allSettled(this.inFlight);
    if (this.staging === null) return;
    const folder = await this.staging.catch(() => null);
    this.staging = null;
    if (folder !== null) await rm(folder, { recursive: true, force: true });
  }

  private async writeAndReadBack(name: string, bytes: Uint8Array): Promise<void> {
    this.options.signal?.throwIfAborted();
    const path = join(await this.ready(), 'new', name);
    const openWrite = this.options.openWrite ?? ((file: string) => createWriteStream(file));
    await pipeline(Readable.from([bytes]), openWrite(path));
    if (!(await holdsExactly(path, bytes))) throw new Error(`${name} was not written as built.`);
    if (name !== MANIFEST_NAME) this.written.add(name);
  }

  /** The staging folder, made on the first write (so an export that writes nothing makes nothing). */
  private ready(): Promise<string> {
    this.staging ??= (async () => {
      await mkdir(dirname(this.target), { recursive: true });
      const folder = await mkdtemp(join(dirname(this.target), `.${basename(this.target)}.sitemap-studio-`));
      await mkdir(join(folder, 'new'));
      await mkdir(join(folder, 'old'));
      return folder;
    })();
    return this.staging;
  }
}
