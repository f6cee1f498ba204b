// A project worker: writes runs of a project's records as gzip members, and reads members back into
// rows (see project-pool.ts). Its own entry, emitted beside index.js and cli.js (worker-script.ts).
import { appendSlice, sliceBuffers, type UrlColumnsSlice } from '../../../shared/columnar/transfer-slice';
import { exportedUrl, type ExportedUrl } from '../../../shared/last-export/exported-urls';
import { UrlColumns } from '../../../shared/columnar/url-columns';
import { translateMessage } from '../../../shared/i18n/translator';
import { compactRow } from '../../../shared/project-json';
import { compactCheck } from '../../../shared/site-check/page-check-shape';
import type { UrlRow } from '../../../shared/url-table';
import { compactRowsBetween } from './compact-columns';
import { encodeColumnMember } from './column-member';
import { workerFailure } from '../worker-failure';
import { gzipMember } from './project-members';
import { rememberedRecords } from './remembered-records';
import { unpackMember } from './unpack-member';
import { CHECKS_PER_RECORD, EXPORTED_PER_RECORD, ROWS_PER_RECORD } from './project-stream-format';
import { boundedRecords } from './project-stream-write';
import type { FromProjectWorker, PackRecords, ProjectJob, Unpacked } from './project-work-messages';
import { takeMessages } from '../take-messages';
import { speakStartersLanguage } from '../worker-language';
import { detachOneBuffer } from '../detach-early';

speakStartersLanguage();
detachOneBuffer(); // its replies transfer their buffers

/** The records of a run deflated into one member: a run of column slices as a column member when asked (`columns`), else as lines. */
function pack(job: PackRecords): Buffer {
  if (job.of === 'rows' && job.columns) {
    const member = encodeColumnMember(job.table, job.from, job.slice);
    if (member) return gzipMember(member);
  }
  if (job.of === 'remembered') {
    const lines = rememberedRecords(appendedSlice(job), job.skip, job.from);
    if (lines) return gzipMember(lines);
  }
  const lines = ((): Generator<Buffer> => {
    switch (job.of) {
      case 'rows':
      case 'row-objects': {
        const { table, from: first } = job;
        const rows = job.of === 'rows' ? appendedSlice(job) : job.rows;
        const between =
          rows instanceof UrlColumns
            ? (from: number, to: number): Partial<UrlRow>[] => compactRowsBetween(rows, from, to)
            : (from: number, to: number): Partial<UrlRow>[] => rows.slice(from, to).map(compactRow);
        return boundedRecords(
          rows instanceof UrlColumns ? rows.rowCount : rows.length,
          ROWS_PER_RECORD,
          (from, to) => ({ table, from: first + from, rows: between(from, to) }),
          (from) => translateMessage('dialogs.errors.saveParts.row', { row: first + from + 1, table: table + 1 }),
        );
      }
      case 'checks':
        return boundedRecords(
          job.checks.length,
          CHECKS_PER_RECORD,
          (from, to) => ({ from: job.from + from, checks: job.checks.slice(from, to).map(compactCheck) }),
          (from) => translateMessage('dialogs.errors.saveParts.check', { n: job.from + from + 1 }),
        );
      case 'exported':
      case 'remembered': {
        const exported = job.of === 'exported' ? job.exported : rememberedUrls(job.slice, job.skip);
        return boundedRecords(
          exported.length,
          EXPORTED_PER_RECORD,
          (from, to) => ({ from: job.from + from, exported: exported.slice(from, to) }),
          (from) => translateMessage('dialogs.errors.saveParts.exported', { n: job.from + from + 1 }),
        );
      }
    }
  })();
  return gzipMember(Buffer.concat([...lines]));
}

function appendedSlice({ slice }: { slice: UrlColumnsSlice }): UrlColumns {
  const table = new UrlColumns();
  appendSlice(table, slice);
  return table;
}

/** The slice's rows as an export remembers them (exportedUrl), but those at `skip`: each row built as it is hashed. */
function rememberedUrls(slice: UrlColumnsSlice, skip: readonly number[]): ExportedUrl[] {
  const rows = appendedSlice({ slice });
  const left = new Set(skip);
  const urls: ExportedUrl[] = [];
  for (let i = 0; i < rows.rowCount; i++) if (!left.has(i)) urls.push(exportedUrl(rows.rowAt(i)));
  return urls;
}

const transferable = (result: Buffer | Unpacked): ArrayBuffer[] =>
  Buffer.isBuffer(result)
    ? []
    : 'runs' in result
      ? result.runs.flatMap((run) => ('slice' in run ? sliceBuffers(run.slice) : []))
      : [];

const port = takeMessages('project-worker', (job: ProjectJob & { id: number }) => {
  let reply: FromProjectWorker;
  try {
    const result =
      job.type === 'pack' ? pack(job) : unpackMember(job.member, job.columns, job.exported, 'own', job.locsInto);
    reply = { id: job.id, type: 'done', result };
    port.postMessage(reply, transferable(result));
  } catch (error) {
    reply = { id: job.id, type: 'failed', ...workerFailure(error) };
    port.postMessage(reply);
  }
});
