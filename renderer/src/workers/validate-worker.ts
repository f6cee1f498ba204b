// Whole-table validation, off the main thread: every row rule, duplicates and robots.txt.
import { validateTables } from '../../../shared/validation/validate-rows';
import { rowContext, type ValidationSettings } from '../grid/validation-context';
import { decodeTable, encodeProblems, type WireTable } from '../grid/validation-wire';

export interface ValidateRequest {
  id: number;
  tables: WireTable[];
  now: number;
  settings: ValidationSettings;
}

self.onmessage = (event: MessageEvent<ValidateRequest>) => {
  const { id, tables, now, settings } = event.data;
  const problems = validateTables(tables.map(decodeTable), rowContext(settings, now));
  self.postMessage({
    id,
    problems: encodeProblems(
      problems,
      tables.map((table) => table.name),
    ),
  });
};
