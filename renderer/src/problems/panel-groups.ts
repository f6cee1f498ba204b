import { SEVERITIES, type Severity } from '../../../shared/problem-catalogue';
import { groupKeyOf, groupProblems, inGroupOrder, type ProblemGroupKey } from '../../../shared/problem-groups';
import { countProblems, type Problem } from '../../../shared/problems';
import type { ProblemGroup, RowList } from '../validation';

/** A group as the problems panel shows it: the import's problems and the whole check's, by code. */
export interface PanelGroup extends ProblemGroupKey {
  key: string;
  count: number;
  /** Its problems listed one by one (the import's, and those on no row), shown before its rows. */
  listed: readonly Problem[];
  /** Per table name, the stored rows its problems are on. */
  rows: ReadonlyMap<string, RowList>;
}

/** One place of a group: a problem listed as it is, or a stored row of a table (its message read from the row). */
export type GroupPlace =
  { kind: 'problem'; problem: Problem } | { kind: 'row'; table: string; stored: number; occurrence: number };

/** What the panel shows: severities on, one table (null: all), and text a code must contain. */
export interface GroupFilter {
  severities: ReadonlySet<Severity>;
  table: string | null;
  code: string;
}

export const NO_FILTER: GroupFilter = { severities: new Set(SEVERITIES), table: null, code: '' };

/** The import's problems and the check's groups together, one group per code and severity, errors first. */
export function panelGroups(imported: readonly Problem[], checked: readonly ProblemGroup[]): PanelGroup[] {
  const groups = new Map<string, PanelGroup>();
  for (const { severity, code, problems } of groupProblems(imported)) {
    const key = groupKeyOf({ severity, code });
    groups.set(key, {
      key,
      severity,
      code,
      count: countProblems(problems)[severity],
      listed: problems,
      rows: new Map(),
    });
  }
  for (const group of checked) {
    const key = groupKeyOf(group);
    const before = groups.get(key);
    groups.set(
      key,
      before
        ? {
            ...before,
            count: before.count + group.count,
            listed: [...before.listed, ...group.listed],
            rows: group.rows,
          }
        : {
            key,
            severity: group.severity,
            code: group.code,
            count: group.count,
            listed: group.listed,
            rows: group.rows,
          },
    );
  }
  return inGroupOrder(groups.values());
}

/** The groups narrowed to one table and to codes containing the filter's text, before severities are applied. */
function narrowed(groups: readonly PanelGroup[], { table, code }: GroupFilter): PanelGroup[] {
  const text = code.trim().toLowerCase();
  const kept: PanelGroup[] = [];
  for (const group of groups) {
    if (text !== '' && !group.code.includes(text)) continue;
    if (table === null) {
      kept.push(group);
      continue;
    }
    const listed = group.listed.filter((item) => item.place.table === table);
    const rows = group.rows.get(table);
    const count = countProblems(listed)[group.severity] + (rows?.length ?? 0);
    if (count > 0) kept.push({ ...group, count, listed, rows: rows ? new Map([[table, rows]]) : new Map() });
  }
  return kept;
}

/** How many problems of each severity the table and code filters leave (the severity toggles' counts). */
export function severityCounts(groups: readonly PanelGroup[], filter: GroupFilter): Record<Severity, number> {
  const counts: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  for (const group of narrowed(groups, filter)) counts[group.severity] += group.count;
  return counts;
}

/** The groups a filter leaves, in group order. */
export function filterGroups(groups: readonly PanelGroup[], filter: GroupFilter): PanelGroup[] {
  return narrowed(groups, filter).filter((group) => filter.severities.has(group.severity));
}

/** How many places a group lists: its listed problems, then a place per problem on a row. */
export function placeCount(group: PanelGroup): number {
  let count = group.listed.length;
  for (const rows of group.rows.values()) count += rows.length;
  return count;
}

/**
 * The places `from` up to `to` (exclusive) of a group, for one page of the panel: only those are
 * read, whatever the group's size. A row met again right after itself (two images of one row with
 * the same fault) counts its occurrence, so each place reads its own message.
 */
export function placesOf(group: PanelGroup, from: number, to: number): GroupPlace[] {
  const places: GroupPlace[] = [];
  for (let i = from; i < Math.min(to, group.listed.length); i += 1) {
    places.push({ kind: 'problem', problem: group.listed[i]! });
  }
  let start = group.listed.length;
  for (const [table, rows] of group.rows) {
    const end = start + rows.length;
    for (let i = Math.max(from, start); i < Math.min(to, end); i += 1) {
      const at = i - start;
      const stored = rows.at(at);
      let occurrence = 0;
      while (at - occurrence > 0 && rows.at(at - occurrence - 1) === stored) occurrence += 1;
      places.push({ kind: 'row', table, stored, occurrence });
    }
    start = end;
    if (start >= to) break;
  }
  return places;
}
