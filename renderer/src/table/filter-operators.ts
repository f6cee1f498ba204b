import { isCountField, type ColumnKey } from './columns';

/** How a column filter compares each cell with its value; 'contains' unless the person picks another. */
export type FilterOperator =
  | 'contains'
  | 'notContains'
  | 'equals'
  | 'startsWith'
  | 'regex'
  | 'empty'
  | 'notEmpty'
  | 'before'
  | 'after'
  | 'greater'
  | 'less';

export const DEFAULT_OPERATOR: FilterOperator = 'contains';

const TEXT_OPERATORS: readonly FilterOperator[] = [
  'contains',
  'notContains',
  'equals',
  'startsWith',
  'regex',
  'empty',
  'notEmpty',
];

/**
 * The operators a column offers: every column the text ones, lastmod dates, and priority and the
 * counts of images, videos, alternates and news numbers too.
 */
export function operatorsFor(key: ColumnKey): readonly FilterOperator[] {
  if (key === 'lastmod') return [...TEXT_OPERATORS, 'before', 'after'];
  if (key === 'priority' || isCountField(key)) return [...TEXT_OPERATORS, 'greater', 'less'];
  return TEXT_OPERATORS;
}

/** Empty and not empty ask nothing of the value: they filter with the value box blank. */
export const needsValue = (operator: FilterOperator): boolean => operator !== 'empty' && operator !== 'notEmpty';

/** The short sign the header shows for an operator; its name is in the menu and the tooltip. */
export const OPERATOR_SIGNS: Readonly<Record<FilterOperator, string>> = {
  contains: '∋',
  notContains: '∌',
  equals: '=',
  startsWith: 'a…',
  regex: '.*',
  empty: '∅',
  notEmpty: '≠∅',
  before: '<',
  after: '>',
  greater: '>',
  less: '<',
};
