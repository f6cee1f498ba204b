import { constants as bufferConstants } from 'node:buffer';
import { stat } from 'node:fs/promises';
import { translateMessage as t } from '../../shared/i18n/translator';
import { ROBOTS_MAX_BYTES } from '../../shared/robots/robots-lines';
import { NotARegularFileError, openRegularFile } from '../engine/startup';
import { atArgumentPlace, BadArgumentError } from './bad-argument';
import { countOf } from './count-of';

/**
 * The text of a file a command line names (`argument`, as "--pair-csv <path>"): a regular file only,
 * a pipe, socket or device refused at once (read whole, a FIFO without a writer held the command past
 * Ctrl-C, and /dev/zero ended it with an uncaught "Invalid string length"); `head` bytes of it at most
 * when given, else all of it, refused by name when no string can hold it.
 */
export function readArgumentFile(argument: string, path: string, head?: number): Promise<string> {
  return atArgumentPlace(argument, async () => {
    const { file, info } = await openRegularFile(path).catch(async (error: unknown) => {
      // A folder opens too: told as one (a wrong place, as reading it says), not as a pipe or device.
      if (error instanceof NotARegularFileError && (await stat(path).catch(() => null))?.isDirectory())
        throw Object.assign(new Error(`EISDIR: illegal operation on a directory, read '${path}'`), {
          code: 'EISDIR',
          path,
        });
      throw error;
    });
    try {
      if (head === undefined && info.size > bufferConstants.MAX_STRING_LENGTH)
        throw new BadArgumentError(
          `${argument}: ${t('cli.args.fileTooLarge', { path, size: countOf('bytes', info.size), most: countOf('bytes', bufferConstants.MAX_STRING_LENGTH) })}`,
        );
      const bytes = Buffer.alloc(Math.min(head ?? info.size, info.size));
      let filled = 0;
      while (filled < bytes.length) {
        const { bytesRead } = await file.read(bytes, filled, bytes.length - filled, filled);
        if (bytesRead === 0) break; // shorter than it was when stat'ed
        filled += bytesRead;
      }
      return bytes.subarray(0, filled).toString('utf8');
    } finally {
      await file.close();
    }
  });
}

/**
 * The robots.txt a command line names, as a crawler reads it: its first ROBOTS_MAX_BYTES (a few bytes
 * more, so the matcher can tell it was cut), the rest ignored as Google ignores it.
 */
export const readRobotsFile = (argument: string, path: string): Promise<string> =>
  readArgumentFile(argument, path, ROBOTS_MAX_BYTES + 4);
