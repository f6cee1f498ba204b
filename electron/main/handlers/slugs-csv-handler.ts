import { basename } from 'node:path';
import { formatBytes } from '../../../shared/format';
import type { InvokeHandlers } from '../../../shared/ipc-contract';
import { translateMessage } from '../../../shared/i18n/translator';
import { NotARegularFileError, readRegularFile } from '../../engine/startup';

/** The largest CSV of slugs read: ample for a million translated pages, bounded for the message that carries it. */
export const SLUGS_CSV_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Reads a CSV of translated slugs the person chose, as UTF-8: refused when larger than
 * SLUGS_CSV_MAX_BYTES, when it is a pipe, socket or device (its read would never end), or when it
 * is gzip or holds NUL bytes (not a CSV), with the file named.
 */
export const readSlugsCsv: InvokeHandlers['readSlugsCsv'] = async ({ path }) => {
  const name = basename(path);
  // A regular file only: a pipe chosen (or put where the file was) would hold the read for ever.
  const bytes = await readRegularFile(path, {
    refuse: (size) => {
      if (size <= SLUGS_CSV_MAX_BYTES) return;
      const limit = formatBytes(SLUGS_CSV_MAX_BYTES);
      throw new Error(translateMessage('dialogs.errors.slugsCsvTooLarge', { name, size: formatBytes(size), limit }));
    },
  }).catch((error: unknown) => {
    throw error instanceof NotARegularFileError
      ? new Error(translateMessage('dialogs.errors.slugsCsvNotAFile', { name }))
      : error;
  });
  if ((bytes[0] === 0x1f && bytes[1] === 0x8b) || bytes.includes(0)) {
    throw new Error(translateMessage('dialogs.errors.slugsCsvNotText', { name }));
  }
  return { name, text: bytes.toString('utf8') };
};
