import { constants as bufferConstants } from 'node:buffer';
import { translateMessage as t } from '../../shared/i18n/translator';
import { ROBOTS_MAX_BYTES } from '../../shared/robots/robots-lines';
import { readRegularFile } from '../engine/startup';
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
    const refuse = (size: number): void => {
      if (head === undefined && size > bufferConstants.MAX_STRING_LENGTH)
        throw new BadArgumentError(
          `${argument}: ${t('cli.args.fileTooLarge', { path, size: countOf('bytes', size), most: countOf('bytes', bufferConstants.MAX_STRING_LENGTH) })}`,
        );
    };
    return (await readRegularFile(path, { most: head, refuse })).toString('utf8');
  });
}

/**
 * The robots.txt a command line names, as a crawler reads it: its first ROBOTS_MAX_BYTES (a few bytes
 * more, so the matcher can tell it was cut), the rest ignored as Google ignores it.
 */
export const readRobotsFile = (argument: string, path: string): Promise<string> =>
  readArgumentFile(argument, path, ROBOTS_MAX_BYTES + 4);
