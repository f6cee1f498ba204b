import type { UrlRow } from '../../../shared/url-table';
import { validateTables } from '../../../shared/validation/validate-rows';
import { rowContext, type ValidationSettings } from './validation-context';
import { applyPatch, type WirePatch } from './validation-patches';
import { decodeTable, encodeProblems, type WireProblems, type WireTable } from './validation-wire';

/** What the main thread sends the validation worker, in order: its copies follow the tables edit by edit. */
export type ValidateRequest =
  | { type: 'load'; tableId: string; table: WireTable }
  | { type: 'patch'; tableId: string; patches: WirePatch[] }
  | { type: 'drop'; tableId: string }
  | { type: 'check'; id: number; tables: { id: string; name: string }[]; now: number; settings: ValidationSettings };

export interface ValidateResponse {
  id: number;
  problems: WireProblems;
}

/** The worker's side: a copy of each table, kept by the requests, and checked on request. */
export function createTableCopies() {
  const copies = new Map<string, UrlRow[]>();

  /** Carries out a request; a check returns its problems. */
  function receive(request: ValidateRequest): ValidateResponse | null {
    switch (request.type) {
      case 'load':
        copies.set(request.tableId, decodeTable(request.table).rows);
        return null;
      case 'patch': {
        const rows = copies.get(request.tableId);
        if (rows) request.patches.forEach((patch) => applyPatch(rows, patch));
        return null;
      }
      case 'drop':
        copies.delete(request.tableId);
        return null;
      case 'check': {
        const named = request.tables.map(({ id, name }) => ({ name, rows: copies.get(id) ?? [] }));
        const problems = validateTables(named, rowContext(request.settings, request.now));
        return {
          id: request.id,
          problems: encodeProblems(
            problems,
            request.tables.map((table) => table.name),
          ),
        };
      }
    }
  }

  return { receive, copyOf: (tableId: string): readonly UrlRow[] | undefined => copies.get(tableId) };
}
