import { isCountField, type ColumnKey } from './columns';
import { compareLastmod, lastmodComparer } from './lastmod-order';
import { needsValue, type FilterOperator } from './filter-operators';

/** One column's filter: its operator and the value the person typed. */
export interface ColumnFilter {
  key: ColumnKey;
  operator: FilterOperator;
  text: string;
}

/** Why a filter's value cannot be used: the header says so beside it, and the filter is left out meanwhile. */
export type FilterProblem = 'regex' | 'date' | 'number';

/** A test of one cell's text, or why the value cannot make one. */
export type CellTest = { ok: true; test: (cell: string) => boolean } | { ok: false; problem: FilterProblem };

const valid = (test: (cell: string) => boolean): CellTest => ({ ok: true, test });
const invalid = (problem: FilterProblem): CellTest => ({ ok: false, problem });

/** A filter's value read as a number: a decimal comma is read as the point it means. */
function filterNumber(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? NaN : Number(trimmed);
}

/**
 * The test a filter makes of each cell's text. Text operators ignore case, as "contains" always did;
 * before/after compare W3C Datetimes (compareLastmod), greater/less numbers; an empty cell passes none of those.
 * A count column's cell (images, videos, alternates, news) is empty when it counts none: "0".
 */
export function cellTest(operator: FilterOperator, text: string, key?: ColumnKey): CellTest {
  const empty = key !== undefined && isCountField(key) ? '0' : '';
  const needle = text.toLowerCase();
  switch (operator) {
    case 'contains':
      return valid((cell) => cell.toLowerCase().includes(needle));
    case 'notContains':
      return valid((cell) => !cell.toLowerCase().includes(needle));
    case 'equals':
      return valid((cell) => cell.toLowerCase() === needle);
    case 'startsWith':
      return valid((cell) => cell.toLowerCase().startsWith(needle));
    case 'regex':
      return regexTest(text);
    case 'empty':
      return valid((cell) => cell === empty);
    case 'notEmpty':
      return valid((cell) => cell !== empty);
    case 'before':
    case 'after': {
      const date = text.trim();
      if (Number.isNaN(compareLastmod(date, date))) return invalid('date');
      const compare = lastmodComparer(date);
      const wanted = operator === 'before' ? -1 : 1;
      return valid((cell) => compare(cell) === wanted);
    }
    case 'greater':
    case 'less': {
      const limit = filterNumber(text);
      if (Number.isNaN(limit)) return invalid('number');
      const sign = operator === 'greater' ? 1 : -1;
      return valid((cell) => cell.trim() !== '' && sign * (Number(cell) - limit) > 0);
    }
  }
}

function regexTest(pattern: string): CellTest {
  try {
    const regex = new RegExp(pattern, 'i');
    return valid((cell) => regex.test(cell));
  } catch {
    return invalid('regex');
  }
}

/** Whether a filter filters anything: its value is filled, or its operator needs none. */
export const isActive = (filter: ColumnFilter): boolean => !needsValue(filter.operator) || filter.text !== '';
