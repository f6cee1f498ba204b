import { open, rename, rm, type FileHandle } from 'node:fs/promises';
import { basename } from 'node:path';
import { randomUUID } from 'node:crypto';
import { formatCount } from '../../../shared/format';
import type { InvokeHandlers } from '../../../shared/ipc-contract';
import { CHECK_REPORT_COLUMNS } from '../../../shared/site-check/check-report';
import { neutraliseFormula } from '../../../shared/spreadsheet-cell';
import { tableTextFormat, textLines } from '../../../shared/table-text';
import { TRANSFER_GONE, TRANSFER_IDLE_MS, UPLOAD_REFUSED } from '../../../shared/transfer/transfer-types';
import { temporaryBeside } from '../table-text-file';
import { namingSaved } from '../../engine';
import { translateMessage } from '../../../shared/i18n/translator';

/** Records one put may carry: about a megabyte of text. */
export const CHECK_REPORT_MAX_RECORDS = 2_000;
/** The text one put may carry, in characters (a record's URLs may be long). */
const MAX_CHARS = 16 * 1024 * 1024;

interface OpenReport {
  path: string;
  temporary: string;
  handle: FileHandle;
  next: number;
  records: number;
  bytes: number;
  busy: boolean;
  timer: ReturnType<typeof setTimeout>;
}

const coded = (code: string, message: string): Error => Object.assign(new Error(message), { code });

/**
 * The site check report as CSV (shared/site-check/check-report.ts), written a put of records at a
 * time to a temporary file beside the chosen name and renamed over it once whole: a failure, a
 * cancel or a crash leaves no half file, and an older report whole. A report left unfinished for
 * `idleMs` is removed.
 */
export function createCheckReportHandlers(
  idleMs = TRANSFER_IDLE_MS,
): Pick<InvokeHandlers, 'openCheckReport' | 'putCheckReport' | 'finishCheckReport'> {
  const reports = new Map<string, OpenReport>();

  async function discard(id: string): Promise<void> {
    const report = reports.get(id);
    if (!report) return;
    reports.delete(id);
    clearTimeout(report.timer);
    await report.handle.close().catch(() => undefined);
    await rm(report.temporary, { force: true });
  }

  function take(id: string): OpenReport {
    const report = reports.get(id);
    if (!report) throw coded(TRANSFER_GONE, `The report ${id} is not being written (finished, or left too long).`);
    clearTimeout(report.timer);
    report.timer = idle(id);
    return report;
  }

  const idle = (id: string): ReturnType<typeof setTimeout> => {
    const timer = setTimeout(() => void discard(id), idleMs);
    (timer as { unref?: () => void }).unref?.();
    return timer;
  };

  async function write(report: OpenReport, text: string): Promise<void> {
    report.bytes += Buffer.byteLength(text);
    await report.handle.writeFile(text);
  }

  /** Refuses a put that breaks the rules, dropping the report (its temporary file) first. */
  async function refuse(id: string, message: string): Promise<never> {
    await discard(id);
    throw coded(UPLOAD_REFUSED, `The report was not saved: ${message}`);
  }

  return {
    openCheckReport: async ({ path }) => {
      if (tableTextFormat(path) !== 'csv' || /\.gz$/i.test(path)) {
        throw new Error(translateMessage('dialogs.errors.reportNotCsv', { name: basename(path) }));
      }
      const temporary = temporaryBeside(path);
      const handle = await open(temporary, 'w').catch(async (error: unknown) => {
        throw await namingSaved(error, path, temporary);
      });
      const id = randomUUID();
      const report: OpenReport = {
        path,
        temporary,
        handle,
        next: 0,
        records: 0,
        bytes: 0,
        busy: false,
        timer: idle(id),
      };
      reports.set(id, report);
      try {
        await write(report, textLines([[...CHECK_REPORT_COLUMNS]], 'csv'));
      } catch (error) {
        await discard(id);
        throw error;
      }
      return { id, maxRecords: CHECK_REPORT_MAX_RECORDS };
    },

    putCheckReport: async ({ id, index, records }) => {
      const report = take(id);
      if (report.busy || index !== report.next) {
        return refuse(id, `part ${index} came where part ${report.next} was expected (parts go once each, in order).`);
      }
      if (records.length === 0 || records.length > CHECK_REPORT_MAX_RECORDS) {
        return refuse(id, `a part holds 1 to ${formatCount(CHECK_REPORT_MAX_RECORDS)} records.`);
      }
      let chars = 0;
      for (const record of records) {
        if (record.length !== CHECK_REPORT_COLUMNS.length)
          return refuse(id, `a record must be ${CHECK_REPORT_COLUMNS.length} cells of text.`);
        for (const cell of record) chars += cell.length;
      }
      if (chars > MAX_CHARS)
        return refuse(id, `a part of ${formatCount(chars)} characters came; the limit is ${formatCount(MAX_CHARS)}.`);
      report.busy = true;
      report.next += 1;
      try {
        await write(
          report,
          textLines(
            records.map((record) => record.map(neutraliseFormula)),
            'csv',
          ),
        );
      } catch (error) {
        await discard(id);
        // A full disk met at the temporary file: told as the report's own file, in the catalogue's words.
        throw await namingSaved(error, report.path, report.temporary);
      }
      report.busy = false;
      report.records += records.length;
      return { records: report.records };
    },

    finishCheckReport: async ({ id, keep }) => {
      const report = take(id);
      const { records, bytes } = report;
      if (!keep || report.busy) {
        await discard(id);
        return { bytes: 0, records: 0 };
      }
      reports.delete(id);
      clearTimeout(report.timer);
      try {
        await report.handle.sync();
        await report.handle.close();
        await rename(report.temporary, report.path);
      } catch (error) {
        await report.handle.close().catch(() => undefined);
        await rm(report.temporary, { force: true });
        throw await namingSaved(error, report.path, report.temporary);
      }
      return { bytes, records };
    },
  };
}
