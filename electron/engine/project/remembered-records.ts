import { exportedHashes, fieldHash32 } from '../../../shared/last-export/exported-urls';
import { noExtensions } from '../../../shared/columnar/row-extensions';
import type { StringColumn } from '../../../shared/columnar/string-column';
import type { UrlColumns } from '../../../shared/columnar/url-columns';
import { EXPORTED_PER_RECORD, MAX_RECORD_BYTES } from './project-stream-format';

/** Hex digits of one field's hash. */
const HASH_DIGITS = 8;

/**
 * The hashes of a row's fields after lastmod, changefreq and priority (EXPORTED_FIELDS' first three)
 * when it has no extensions, as most rows: the same for every such row.
 */
const NO_EXTENSIONS_HASHES = Buffer.from(
  exportedHashes({ ...noExtensions(), lastmod: null, changefreq: null, priority: null }).slice(3 * HASH_DIGITS),
  'latin1',
);

/** The ASCII code of each hex digit. */
const HEX_DIGITS = Buffer.from('0123456789abcdef', 'latin1');

/** JSON's text between a URL's parts. */
const NEXT_URL = Buffer.from(',{"loc":', 'latin1');
const HASHES = Buffer.from(',"hashes":"', 'latin1');
const URL_END = Buffer.from('"}', 'latin1');
const QUOTE = 0x22;

/** Text as bytes, into one buffer that grows as it fills. */
class ByteWriter {
  bytes = Buffer.allocUnsafe(1 << 20);
  used = 0;

  room(more: number): void {
    if (this.used + more <= this.bytes.length) return;
    const grown = Buffer.allocUnsafe(Math.max(2 * this.bytes.length, this.used + more));
    this.bytes.copy(grown, 0, 0, this.used);
    this.bytes = grown;
  }

  /** ASCII text (JSON's punctuation, numbers). */
  ascii(text: string): void {
    this.room(text.length);
    this.used += this.bytes.write(text, this.used, 'latin1');
  }

  /** A few bytes (a byte loop: short, it beats set()'s call). */
  few(bytes: Uint8Array): void {
    this.room(bytes.length);
    for (let i = 0; i < bytes.length; i++) this.bytes[this.used++] = bytes[i]!;
  }

  byte(byte: number): void {
    this.room(1);
    this.bytes[this.used++] = byte;
  }

  /** A hash as 8 hex digits (hexHash). */
  hash(hash: number): void {
    this.room(HASH_DIGITS);
    for (let shift = 28; shift >= 0; shift -= 4) this.bytes[this.used++] = HEX_DIGITS[(hash >>> shift) & 15]!;
  }

  /** Bytes of UTF-8 as they are. */
  copy(from: Uint8Array, start: number, end: number): void {
    this.room(end - start);
    this.bytes.set(from.subarray(start, end), this.used);
    this.used += end - start;
  }

  /** Any text, as UTF-8. */
  utf8(text: string): void {
    this.room(3 * text.length);
    this.used += this.bytes.write(text, this.used, 'utf8');
  }
}

/** Whether the UTF-8 bytes `start…end-1` are written in JSON as they are: no control character, quote or backslash. */
function plainJson(bytes: Uint8Array, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const byte = bytes[i]!;
    if (byte < 0x20 || byte === 0x22 || byte === 0x5c) return false;
  }
  return true;
}

/** Row `row`'s loc as JSON writes a string: its stored UTF-8 copied between quotes when it needs no escape. */
function writeLoc(out: ByteWriter, locs: StringColumn, row: number): void {
  const length = locs.storedLength(row);
  if (length >= 0) {
    const chunk = locs.storedChunk(row);
    const start = locs.storedOffset(row);
    if (plainJson(chunk, start, start + length)) {
      out.byte(QUOTE);
      out.copy(chunk, start, start + length);
      out.byte(QUOTE);
      return;
    }
  }
  out.utf8(JSON.stringify(locs.get(row))); // escapes, or a lone surrogate (kept as a JS string)
}

/** Row `row`'s fields' hashes (exportedHashes), read from the columns without building the row. */
function writeHashes(out: ByteWriter, rows: UrlColumns, row: number): void {
  const lastmod = rows.lastmods.get(row);
  const changefreq = rows.changefreqs.get(row);
  const priority = rows.priorities.get(row);
  const extensions = rows.extensions.get(row);
  if (extensions) return out.ascii(exportedHashes({ ...extensions, lastmod, changefreq, priority }));
  out.hash(fieldHash32(lastmod));
  out.hash(fieldHash32(changefreq));
  out.hash(fieldHash32(priority));
  out.few(NO_EXTENSIONS_HASHES);
}

/**
 * The records of the URLs an export wrote from `rows` (all but those at `skip`, 0-based ascending),
 * numbered from `from`: the very bytes of the lines JSON.stringify makes of `{from, exported:
 * [{loc, hashes}]}` records of EXPORTED_PER_RECORD URLs (boundedRecords), written as each row is
 * hashed, its loc's stored UTF-8 copied, with no row, URL or record objects to build, walk and
 * collect. Null when a record would pass MAX_RECORD_BYTES (locs of kilobytes): boundedRecords then
 * makes it with fewer URLs.
 */
export function rememberedRecords(rows: UrlColumns, skip: readonly number[], from: number): Buffer | null {
  const out = new ByteWriter();
  let recordStart = 0;
  let inRecord = 0;
  let next = 0; // the first of `skip` not yet passed
  const close = (): boolean => {
    out.ascii(']}\n');
    from += inRecord;
    inRecord = 0;
    const fits = out.used - recordStart <= MAX_RECORD_BYTES;
    recordStart = out.used;
    return fits;
  };
  for (let i = 0; i < rows.rowCount; i++) {
    if (next < skip.length && skip[next] === i) {
      next += 1;
      continue;
    }
    if (inRecord === 0) out.ascii(`{"from":${from},"exported":[{"loc":`);
    else out.few(NEXT_URL);
    writeLoc(out, rows.locs, i);
    out.few(HASHES);
    writeHashes(out, rows, i);
    out.few(URL_END);
    if (++inRecord === EXPORTED_PER_RECORD && !close()) return null;
  }
  if (inRecord > 0 && !close()) return null;
  return out.bytes.subarray(0, out.used);
}
