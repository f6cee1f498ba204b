import { translateMessage } from './i18n/translator';
import type { UiMessageKey } from './i18n/catalogues';

/** System errors a person meets on a disk or a network, worded by the catalogues (`common.systemError`). */
const WORDED = [
  'ENOENT',
  'ENOTDIR',
  'EISDIR',
  'EACCES',
  'EPERM',
  'EROFS',
  'ENOSPC',
  'EDQUOT',
  'EEXIST',
  'EBUSY',
  'EMFILE',
  'ENAMETOOLONG',
  'EXDEV',
] as const;
type WordedCode = (typeof WORDED)[number];

const isWorded = (code: unknown): code is WordedCode => (WORDED as readonly unknown[]).includes(code);

/**
 * An error as a person reads it, in the active language: a system error (its `code`, and the `path`
 * it was about, as Node's errors and the IPC's carry them) worded by the catalogues; any other error,
 * or a system error whose path is unknown, by its own message.
 */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { code, path } = error as { code?: unknown; path?: unknown };
  if (!isWorded(code) || typeof path !== 'string') return error.message;
  return translateMessage(`common.systemError.${code}` satisfies UiMessageKey, { path });
}
