import { writeJson } from './write-json';
import { translateMessage as t } from '../../shared/i18n/translator';
import {
  changesAgainst,
  lastExportOf,
  type ChangesSinceExport,
  type LastExport,
} from '../../shared/last-export/exported-urls';
import { DEFAULT_ROBOTS_AGENT } from '../../shared/robots/robots-matcher';
import { notIndexableUrls } from '../../shared/site-check/leave-out';
import { openProjectColumns } from '../engine/saved-project-export';
import { atArgumentPlace } from './bad-argument';
import { EXIT, oneLine, type CliIo } from './cli-io';
import { countOf } from './count-of';

/** What an export of a project would write now against what its last one wrote (`export --dry-run`). */
export interface DryRunChanges {
  /** When the last export ran and the files it wrote; null when the project remembers none. */
  lastExport: LastExport | null;
  changes: ChangesSinceExport;
  /** How many URLs the export would write. */
  rows: number;
}

/**
 * The changes since the project's last export, read from columns (opened on the project workers, as
 * `export` opens it) rather than from a row object per URL: each row the export would write (all, but
 * those its checks find not indexable when they are left out: null, as its export settings say) is
 * made and hashed one at a time. With
 * `countOnly`, a project that remembers no export has its rows counted, not each listed as added: the
 * text says only how many (10M rows: 2.4 GB of RSS for that one line).
 */
export async function changesOfProject(
  path: string,
  leaveOutNonIndexable: boolean | null,
  signal?: AbortSignal,
  { countOnly = false }: { countOnly?: boolean } = {},
): Promise<DryRunChanges> {
  const opened = await atArgumentPlace(path, () => openProjectColumns(path, { exported: true, signal }));
  const { header, tables, siteChecks } = opened;
  const counting = countOnly && header.lastExport === undefined;
  const left =
    (leaveOutNonIndexable ?? header.exportSettings.leaveOutNonIndexable)
      ? new Set(notIndexableUrls(siteChecks, DEFAULT_ROBOTS_AGENT).map((found) => found.url))
      : new Set<string>();
  const changes = changesAgainst(opened.exported ?? []);
  let rows = 0;
  for (const table of tables) {
    for (let i = 0; i < table.rowCount; i++) {
      if (counting) {
        if (!left.has(table.locs.get(i))) rows++;
        continue;
      }
      const row = table.rowAt(i);
      if (left.has(row.loc)) continue;
      changes.add(row);
      rows++;
    }
  }
  const last = header.lastExport;
  return { lastExport: last ? lastExportOf(last) : null, changes: changes.result(), rows };
}

/** The dry run in words: since when, how many of each, then each URL (+ added, - removed, ~ changed with its fields). */
export function changesText({ lastExport: last, changes, rows }: DryRunChanges): string[] {
  if (!last) return [t('cli.export.noLastExport', { urls: countOf('urls', rows) })];
  const head = t(last.folder === undefined ? 'cli.export.sinceLast' : 'cli.export.sinceLastIn', {
    at: new Date(last.at).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    folder: oneLine(last.folder ?? ''),
    files: countOf('files', last.files.length),
    added: countOf('urls', changes.added.length),
    removed: countOf('urls', changes.removed.length),
    changed: countOf('urls', changes.changed.length),
  });
  // Each URL on its line, whatever a project file from elsewhere holds.
  return [
    head,
    ...changes.added.map((loc) => `  + ${oneLine(loc)}`),
    ...changes.removed.map((loc) => `  - ${oneLine(loc)}`),
    ...changes.changed.map(
      ({ loc, fields }) => `  ~ ${t('cli.export.changedFields', { loc: oneLine(loc), fields: fields.join(', ') })}`,
    ),
  ];
}

/**
 * `export --dry-run`: nothing written; the URLs added, removed and changed since the project's last
 * export, the rows its site check found not indexable left out as `leaveOut` says (null: as the
 * project's export settings say).
 */
export async function dryRun(path: string, leaveOut: boolean | null, json: boolean, io: CliIo): Promise<number> {
  const found = await changesOfProject(path, leaveOut, io.signal, { countOnly: !json });
  if (json) writeJson(io, { lastExport: found.lastExport, urls: found.rows, ...found.changes });
  else io.out(`${changesText(found).join('\n')}\n`);
  return EXIT.ok;
}
