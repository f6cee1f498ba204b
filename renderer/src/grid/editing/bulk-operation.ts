/** What bulk edit does to each selected cell or entry field; text is as typed, read as the field reads it. */
export type BulkOperation =
  | { kind: 'set'; text: string }
  | { kind: 'clear' }
  | { kind: 'replace'; find: string; with: string }
  | { kind: 'prefix'; text: string }
  | { kind: 'suffix'; text: string };

export type BulkOperationKind = BulkOperation['kind'];

/**
 * A value after the operation, the resulting text read by `toValue` (trimmed, empty as absent, as the
 * field reads typed text); an absent or empty value is only ever set.
 */
export function operated(
  operation: BulkOperation,
  old: string | null,
  toValue: (text: string) => string | null,
): string | null {
  if (operation.kind === 'clear') return toValue('');
  if (operation.kind === 'set') return toValue(operation.text);
  if (old === null || old === '') return old;
  if (operation.kind === 'prefix') return toValue(operation.text + old);
  if (operation.kind === 'suffix') return toValue(old + operation.text);
  return operation.find === '' ? old : toValue(old.split(operation.find).join(operation.with));
}
