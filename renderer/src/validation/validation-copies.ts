import { appendSlice, sliceFault, type UrlColumnsSlice } from '../../../shared/columnar/transfer-slice';
import { UrlColumns } from '../../../shared/columnar/url-columns';
import { validateTables } from '../../../shared/validation/validate-rows';
import { rowContext, type ValidationSettings } from './validation-context';
import { applyPatch, patchFault, type WirePatch } from './validation-patches';
import { encodeProblems, type WireProblems } from './validation-wire';

/**
 * What the main thread sends the validation worker, in order: a table's copy is loaded as `load`
 * then its rows in `append` slices, and follows the table edit by edit after that.
 */
export type ValidateRequest =
  | { type: 'load'; tableId: string; name: string }
  | { type: 'append'; tableId: string; slice: UrlColumnsSlice }
  | { type: 'patch'; tableId: string; patches: WirePatch[] }
  | { type: 'drop'; tableId: string }
  | {
      type: 'check';
      id: number;
      /** The tables in order, each with its row count, which its copy must have. */
      tables: { id: string; name: string; rows: number }[];
      now: number;
      settings: ValidationSettings;
    };

/** A check's problems; or that the worker refused rows (its copies are then of no use). */
export type ValidateResponse =
  { type: 'problems'; id: number; problems: WireProblems } | { type: 'failed'; message: string };

/** The worker's side: a columnar copy of each table, kept by the requests, and checked on request. */
export function createTableCopies() {
  const copies = new Map<string, { name: string; rows: UrlColumns }>();

  /** A copy that cannot be trusted is dropped, and the person is told through the store. */
  function refuse(tableId: string, why: string, name = copies.get(tableId)?.name ?? tableId): ValidateResponse {
    copies.delete(tableId);
    return { type: 'failed', message: `the rows of "${name}" could not be copied for the check (${why})` };
  }

  /** Carries out a request; a check, or rows refused, return an answer. */
  function receive(request: ValidateRequest): ValidateResponse | null {
    switch (request.type) {
      case 'load':
        copies.set(request.tableId, { name: request.name, rows: new UrlColumns() });
        return null;
      case 'append': {
        const copy = copies.get(request.tableId);
        if (!copy) return null; // dropped meanwhile
        const fault = sliceFault(request.slice);
        if (fault) return refuse(request.tableId, fault);
        appendSlice(copy.rows, request.slice);
        return null;
      }
      case 'patch': {
        const copy = copies.get(request.tableId);
        if (!copy) return null;
        for (const patch of request.patches) {
          const fault = patchFault(patch);
          if (fault) return refuse(request.tableId, fault);
          applyPatch(copy.rows, patch);
        }
        return null;
      }
      case 'drop':
        copies.delete(request.tableId);
        return null;
      case 'check':
        return check(request);
    }
  }

  function check(request: Extract<ValidateRequest, { type: 'check' }>): ValidateResponse {
    const named = [];
    for (const { id, name, rows } of request.tables) {
      const copy = copies.get(id);
      // A copy out of step with its table would put problems on the wrong rows.
      if (copy?.rows.rowCount !== rows) return refuse(id, `it holds ${copy?.rows.rowCount ?? 0} rows of ${rows}`, name);
      named.push({ name, rows: copy.rows });
    }
    const problems = validateTables(named, rowContext(request.settings, request.now));
    return {
      type: 'problems',
      id: request.id,
      problems: encodeProblems(
        problems,
        named.map((table) => table.name),
      ),
    };
  }

  return { receive, copyOf: (tableId: string): UrlColumns | undefined => copies.get(tableId)?.rows };
}
