import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MANIFEST_NAME, readManifest } from './export-manifest';

export interface OutputFile {
  name: string;
  bytes: Uint8Array;
}

export interface SafeWriteOptions {
  /** Whose files these are: the files this project wrote last time and no longer writes are removed. */
  projectId: string;
  /** Opens a file for writing; injected so tests can make the disk fail. */
  openWrite?: (path: string) => Writable;
  /** Checks the staged files before anything in the target folder changes. */
  verify?: (stagingFolder: string) => Promise<void>;
  signal?: AbortSignal;
  now?: () => Date;
}

const exists = (path: string): Promise<boolean> =>
  stat(path).then(
    () => true,
    () => false,
  );

/**
 * Writes a set of files into `target` all or nothing. They are written and verified in a staging
 * folder beside the target (same disk, so moves are renames); then the files they replace, and this
 * project's files from its last export, are moved aside, the new ones moved in, and the manifest
 * updated. Any failure or cancel before the end puts the folder back exactly as it was.
 */
export async function writeFolderSafely(
  target: string,
  files: readonly OutputFile[],
  options: SafeWriteOptions,
): Promise<void> {
  const openWrite = options.openWrite ?? ((path: string) => createWriteStream(path));
  const targetExisted = await exists(target);
  await mkdir(dirname(target), { recursive: true });
  const staging = await mkdtemp(join(dirname(target), `.${basename(target)}.sitemap-studio-`));
  const incoming = join(staging, 'new');
  const displaced = join(staging, 'old');
  const movedIn: string[] = [];
  const movedAside: string[] = [];
  try {
    await mkdir(incoming);
    await mkdir(displaced);
    const manifest = await readManifest(target);
    const previous = manifest.projects[options.projectId]?.files ?? [];
    manifest.projects[options.projectId] = {
      files: files.map((file) => file.name),
      exportedAt: (options.now?.() ?? new Date()).toISOString(),
    };
    const staged: OutputFile[] = [
      ...files,
      { name: MANIFEST_NAME, bytes: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`) },
    ];
    for (const file of staged) {
      options.signal?.throwIfAborted();
      await pipeline(Readable.from([file.bytes]), openWrite(join(incoming, file.name)));
    }
    await options.verify?.(incoming);
    options.signal?.throwIfAborted();

    if (!targetExisted) await mkdir(target, { recursive: true });
    const leaving = new Set([...previous, ...staged.map((file) => file.name)]);
    for (const name of leaving) {
      if (await exists(join(target, name))) {
        await rename(join(target, name), join(displaced, name));
        movedAside.push(name);
      }
    }
    for (const file of staged) {
      await rename(join(incoming, file.name), join(target, file.name));
      movedIn.push(file.name);
    }
  } catch (error) {
    await putBack(target, incoming, displaced, movedIn, movedAside);
    if (!targetExisted) await rm(target, { recursive: true, force: true });
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function putBack(
  target: string,
  incoming: string,
  displaced: string,
  movedIn: string[],
  movedAside: string[],
): Promise<void> {
  for (const name of movedIn.reverse()) await rename(join(target, name), join(incoming, name));
  for (const name of movedAside.reverse()) await rename(join(displaced, name), join(target, name));
}
