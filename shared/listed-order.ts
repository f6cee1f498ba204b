import type { UnreadSource } from './import-types';

/** A file read or a source not read, in the order they were named and listed. */
export type ListedSlot<File> = { file: File } | { unread: UnreadSource };

/**
 * The files read and the sources not read as one list, in the order they were named and listed:
 * each source not read goes where `UnreadSource.after` puts it among the files, and one with no
 * place after them all.
 */
export function inListedOrder<File>(files: readonly File[], unread: readonly UnreadSource[]): ListedSlot<File>[] {
  const waiting = [...unread].sort((a, b) => (a.after ?? Infinity) - (b.after ?? Infinity));
  const slots: ListedSlot<File>[] = [];
  let next = 0;
  files.forEach((file, at) => {
    while (next < waiting.length && (waiting[next]!.after ?? Infinity) <= at) slots.push({ unread: waiting[next++]! });
    slots.push({ file });
  });
  for (const source of waiting.slice(next)) slots.push({ unread: source });
  return slots;
}

/** The files and the sources not read of `slots` (inListedOrder's inverse), each source with its place. */
export function fromListedOrder<File>(slots: readonly ListedSlot<File>[]): { files: File[]; unread: UnreadSource[] } {
  const files: File[] = [];
  const unread: UnreadSource[] = [];
  for (const slot of slots) {
    if ('file' in slot) files.push(slot.file);
    else unread.push({ ...slot.unread, after: files.length });
  }
  return { files, unread };
}
