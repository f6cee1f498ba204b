import { translateMessage } from './i18n/translator';
import type { UiMessageKey } from './i18n/catalogues';

/**
 * System errors a person meets on a disk or a network, worded by the catalogues (`common.systemError`),
 * each with what it says: that the place named is wrong (missing, a file for a folder: the person names
 * another), that the system refuses it (no permission, a read-only disk: the place is right, the
 * system says no) or that the work could not go on there (a full disk, a busy file).
 */
const SYSTEM_ERRORS = {
  ENOENT: 'wrong-place',
  ENOTDIR: 'wrong-place',
  EISDIR: 'wrong-place',
  EACCES: 'refused',
  EPERM: 'refused',
  EROFS: 'refused',
  EEXIST: 'wrong-place',
  ENAMETOOLONG: 'wrong-place',
  ELOOP: 'wrong-place',
  ENOSPC: 'stopped',
  EDQUOT: 'stopped',
  EFBIG: 'stopped',
  EBUSY: 'stopped',
  EMFILE: 'stopped',
  EXDEV: 'stopped',
  EIO: 'stopped',
} as const satisfies Record<string, 'wrong-place' | 'refused' | 'stopped'>;
type WordedCode = keyof typeof SYSTEM_ERRORS;

const isWorded = (code: unknown): code is WordedCode => typeof code === 'string' && Object.hasOwn(SYSTEM_ERRORS, code);

/** True for an error the system raised (a Node error's code: ENOSPC, EFBIG, EIO…), not one of the program's. */
export function isSystemError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^E[A-Z0-9]+$/.test(code);
}

/** True when the error is a system error saying the place it was about is wrong, not that the work broke. */
export function isWrongPlace(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return isWorded(code) && SYSTEM_ERRORS[code] === 'wrong-place';
}

/** True when the error is the system refusing the place (no permission, a read-only disk), which may be right. */
export function isRefused(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return isWorded(code) && SYSTEM_ERRORS[code] === 'refused';
}

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

/**
 * describeError for a message that stands alone (a prompt, a notice), not inside another: a system
 * error's words start as a sentence ("The system does not allow this on …", not "the system…") and
 * end with a full stop. Words that start with the path keep it as it is.
 */
export function describeErrorAlone(error: unknown): string {
  const text = describeError(error);
  const { path } = (error ?? {}) as { path?: unknown };
  if (!isWorded((error as { code?: unknown } | null)?.code) || typeof path !== 'string') return text;
  const started = text.startsWith(path) ? text : text.charAt(0).toLocaleUpperCase() + text.slice(1);
  return /[.!?]$/.test(started) ? started : `${started}.`;
}
