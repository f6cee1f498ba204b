import { ROBOTS_MAX_BYTES } from '../../shared/robots/robots-lines';
import { openRegularFile } from '../engine/open-regular-file';
import { atArgumentPlace } from './bad-argument';

/**
 * The robots.txt a command line names (`argument`, as "--robots <path>"), as a crawler reads it: its
 * first ROBOTS_MAX_BYTES (a few bytes more, so the matcher can tell it was cut), the rest ignored as
 * Google ignores it. A pipe, socket or device is refused without waiting on it: read whole, a FIFO
 * without a writer held the command past Ctrl-C, and /dev/zero ended it with a string too long.
 */
export function readRobotsFile(argument: string, path: string): Promise<string> {
  return atArgumentPlace(argument, async () => {
    const { file } = await openRegularFile(path);
    try {
      const head = Buffer.alloc(ROBOTS_MAX_BYTES + 4);
      const { bytesRead } = await file.read(head, 0, head.length, 0);
      return head.subarray(0, bytesRead).toString('utf8');
    } finally {
      await file.close();
    }
  });
}
