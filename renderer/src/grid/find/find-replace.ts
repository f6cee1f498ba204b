import type { UrlColumns } from '../../../../shared/columnar/url-columns';
import { textToValue, type EditableField } from '../../table/columns';
import { actionLabel } from '../../table/action-label';
import { CellChanges, type SetCells } from '../../table/edit-commands';
import { escapeRegExp } from '../../../../shared/escape-regexp';

export interface FindQuery {
  text: string;
  regex: boolean;
  matchCase: boolean;
}

export type CompiledQuery = { ok: true; pattern: RegExp } | { ok: false; reason: string };

/** A find query as one global RegExp; a regular expression that does not compile says why. */
export function compileQuery(query: FindQuery): CompiledQuery {
  const flags = query.matchCase ? 'gu' : 'giu';
  try {
    return { ok: true, pattern: new RegExp(query.regex ? query.text : escapeRegExp(query.text), flags) };
  } catch (error) {
    return { ok: false, reason: (error as Error).message };
  }
}

/** Where to look: stored row indices (in view order) and the fields to search. */
export interface FindScope {
  rows: ArrayLike<number>;
  fields: readonly EditableField[];
}

function matches(pattern: RegExp, value: string | null): boolean {
  if (value === null || value === '') return false;
  pattern.lastIndex = 0;
  return pattern.test(value);
}

/** A cell of the scope: `at`, an index into scope.rows, and `field`, an index into scope.fields. */
export interface ScopeCell {
  at: number;
  field: number;
}

/** How many cells in the scope match: all of them, or those up to and with the cell `upTo` (its ordinal when it matches). */
export function countMatches(rows: UrlColumns, scope: FindScope, pattern: RegExp, upTo?: ScopeCell): number {
  let count = 0;
  const lastRow = upTo === undefined ? scope.rows.length - 1 : upTo.at;
  for (let i = 0; i <= lastRow; i += 1) {
    const row = scope.rows[i]!;
    const fields = i === upTo?.at ? upTo.field + 1 : scope.fields.length;
    for (let f = 0; f < fields; f += 1) if (matches(pattern, rows.get(row, scope.fields[f]!))) count += 1;
  }
  return count;
}

/**
 * The next matching cell after position (`from` = index into scope.rows, `field`), wrapping
 * around; -1 in `at` when nothing matches. `backwards` searches the other way.
 */
export function findNext(
  rows: UrlColumns,
  scope: FindScope,
  pattern: RegExp,
  from: ScopeCell,
  backwards = false,
): ScopeCell {
  const fields = scope.fields.length;
  const total = scope.rows.length * fields;
  const start = from.at * fields + from.field;
  for (let step = 1; step <= total; step += 1) {
    const cell = (((start + (backwards ? -step : step)) % total) + total) % total;
    const at = Math.floor(cell / fields);
    const field = cell % fields;
    if (matches(pattern, rows.get(scope.rows[at]!, scope.fields[field]!))) return { at, field };
  }
  return { at: -1, field: 0 };
}

/**
 * A cell's value with its matches replaced (the first only, for a pattern without the g flag; `$1`
 * and `$&` work in regular-expression mode), read as typed text is: trimmed, empty as absent, a
 * Dutch decimal comma in a priority as its point.
 */
export function replacedValue(
  field: EditableField,
  value: string,
  pattern: RegExp,
  replacement: string,
  regex: boolean,
): string | null {
  pattern.lastIndex = 0;
  return textToValue(field, value.replace(pattern, regex ? replacement : replacement.replace(/\$/g, '$$$$')));
}

/** Every replacement in the scope as one command. */
export function replaceAll(
  rows: UrlColumns,
  scope: FindScope,
  pattern: RegExp,
  replacement: string,
  regex: boolean,
): SetCells {
  const changes = new CellChanges(rows);
  for (let i = 0; i < scope.rows.length; i += 1) {
    const row = scope.rows[i]!;
    for (const field of scope.fields) {
      const value = rows.get(row, field);
      if (matches(pattern, value)) changes.add(row, field, replacedValue(field, value!, pattern, replacement, regex));
    }
  }
  return changes.command(actionLabel('replaceAll'));
}
