import type { BuildOptions, FinishedBytes } from './build-export';

const UNWRITTEN: FinishedBytes = { bytes: Buffer.alloc(0), holds: null };

/**
 * A build's finishing of its files, left out once `refused()` says the export is refused whatever its
 * files: each is still packed and measured (so the build's own problems are found), but not gzipped,
 * written or read back.
 */
export function unwrittenOnceRefused(
  options: Pick<BuildOptions, 'finishFile' | 'onFile'>,
  refused: () => boolean,
): Pick<BuildOptions, 'finishFile' | 'onFile'> {
  const { finishFile, onFile } = options;
  return {
    finishFile: (bytes, request) => (refused() ? Promise.resolve(UNWRITTEN) : finishFile(bytes, request)),
    onFile: onFile && ((file) => (refused() ? Promise.resolve() : onFile(file))),
  };
}
