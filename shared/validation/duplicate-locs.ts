import { SpareArrays } from '../spare-arrays';
import { asciiForm, NOT_ASCII } from './ascii-url';
import { fitsUtf8 } from '../columnar/utf8-text';
import type { UrlRow } from '../url-table';
import { fieldProblem, type FieldProblem } from './field-problem';
import { sitemapKind, type SitemapKind } from './sitemap-kind';
import { locAt, rowCount, type TableRows } from './table-rows';

const ABSOLUTE = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)(.*)$/is;
const DEFAULT_PORTS: Record<string, string> = { http: '80', https: '443' };
/**
 * Lower-case scheme and host, no port or user, a path of ASCII with no escape: nothing for normalising
 * to change but a dot segment, which `/.` anywhere sends the long way. One pass, the common case's cost.
 */
const ALREADY_NORMAL = /^https?:\/\/[a-z0-9.-]+\/[^%\u0080-\uffff]*$/;
/** A path's `.` or `..` segment (RFC 3986, 5.2.4): `/a/./b` and `/a/c/../b` are `/a/b`. */
const DOT_SEGMENT = /\/\.\.?(?:\/|$)/;
/** A `%` that is not the start of an escape (two hex digits after it). */
const STRAY_PERCENT = /%(?![0-9A-Fa-f]{2})/;
const STRAY_PERCENTS = new RegExp(STRAY_PERCENT.source, 'g');

/**
 * The form two locs are compared in (RFC 3986, section 6): scheme and host in lower case, the
 * default port dropped, an empty path as "/", percent-escapes in upper case and those of unreserved
 * characters decoded (`%7E` is `~`); what is not ASCII
 * written as a browser sends it (asciiForm: `…/über` is `…/%C3%BCber`, which split one hreflang
 * cluster in two). Written by hand rather than with the URL parser, which also rewrites paths and
 * would cost more than the rest of validation.
 */
export function normaliseLoc(loc: string): string {
  if (ALREADY_NORMAL.test(loc) && !loc.includes('/.')) return loc;
  // Half a UTF-16 pair has no UTF-8 to encode (a browser sends U+FFFD): such a loc, an error of its
  // own, is kept as it is, apart from the others.
  if (NOT_ASCII.test(loc) && fitsUtf8(loc)) loc = asciiForm(loc);
  const match = ABSOLUTE.exec(loc);
  if (!match) return upperEscapes(loc);
  const scheme = match[1]!.toLowerCase();
  const authority = match[2]!;
  const at = authority.lastIndexOf('@');
  const userinfo = authority.slice(0, at + 1);
  let host = authority.slice(at + 1).toLowerCase();
  const port = /:(\d*):*$/.exec(host);
  if (port) {
    // A port is a number: `:0443` is `:443`, which is https's own and dropped.
    const number = port[1]!.replace(/^0+(?=\d)/, '');
    // Empty ports before it go with it (`a.com::`), or a second pass would drop them one by one.
    const name = host.slice(0, port.index).replace(/:+$/, '');
    host = name + (number === '' || number === DEFAULT_PORTS[scheme] ? '' : `:${number}`);
  }
  const rest = upperEscapes(match[3] === '' || /^[?#]/.test(match[3]!) ? `/${match[3]}` : match[3]!);
  const query = rest.search(/[?#]/);
  const path = query === -1 ? rest : rest.slice(0, query);
  const normalPath = DOT_SEGMENT.test(path) ? withoutDotSegments(path) : path;
  return `${scheme}://${userinfo}${host}${normalPath}${query === -1 ? '' : rest.slice(query)}`;
}

/** An absolute path with its `.` and `..` segments taken out, as a browser resolves it (RFC 3986, 5.2.4). */
function withoutDotSegments(path: string): string {
  const segments = path.split('/');
  const kept: string[] = [];
  for (let at = 1; at < segments.length; at++) {
    const segment = segments[at]!;
    if (segment === '.' || segment === '..') {
      if (segment === '..') kept.pop();
      // A dot segment last leaves the path ending in "/": `/a/b/..` is `/a/`.
      if (at === segments.length - 1) kept.push('');
    } else kept.push(segment);
  }
  return `/${kept.join('/')}`;
}

/**
 * Whether a loc's UTF-8 (`bytes[start, end)`) is its own key (normaliseLoc gives it back) as
 * ALREADY_NORMAL tells it, for a reader that holds locs as bytes; false says only "not sure".
 */
export function isNormalLocUtf8(bytes: Uint8Array, start: number, end: number): boolean {
  let at = start + 4;
  if (end - start < 9 || bytes[start] !== 0x68 || bytes[start + 1] !== 0x74 || bytes[start + 2] !== 0x74) return false;
  if (bytes[start + 3] !== 0x70) return false;
  if (bytes[at] === 0x73) at++; // https
  if (bytes[at] !== 0x3a || bytes[at + 1] !== 0x2f || bytes[at + 2] !== 0x2f) return false;
  at += 3;
  const hostStart = at;
  for (; at < end; at++) {
    const byte = bytes[at]!;
    if (!((byte >= 0x61 && byte <= 0x7a) || (byte >= 0x30 && byte <= 0x39) || byte === 0x2e || byte === 0x2d)) break;
  }
  if (at === hostStart || at === end || bytes[at] !== 0x2f) return false;
  // No "%" anywhere, nor a byte past ASCII (a character normaliseLoc percent-encodes), nor "/." (a
  // dot segment, maybe); looked for by hand, as a view of the bytes made for each loc cost more.
  for (; at < end; at++) {
    const byte = bytes[at]!;
    if (byte === 0x25 || byte >= 0x80 || (byte === 0x2e && bytes[at - 1] === 0x2f)) return false;
  }
  return true;
}

/** An escape with a hex digit in lower case: what upperEscapes changes (most escapes, asciiForm's among them, have none). */
const LOWER_ESCAPE = /%(?:[a-f][0-9a-fA-F]|[0-9A-F][a-f])/;

/**
 * An escape of an unreserved character (RFC 3986, 2.3: a letter, a digit, "-", ".", "_" or "~"),
 * which is the character itself (6.2.2.2): `…/%7Eana` and `…/~ana` are one page.
 */
const UNRESERVED_ESCAPE = /%(?:3[0-9]|4[1-9a-f]|5[0-9a]|6[1-9a-f]|7[0-9a]|2[de]|5f|7e)/i;
const UNRESERVED_ESCAPES = new RegExp(UNRESERVED_ESCAPE.source, 'gi');

/** Escapes in their one form: an unreserved character's decoded, every other's hex digits in upper case. */
function upperEscapes(text: string): string {
  // A `%` that starts no escape stands for itself, `%25`: decoding `%%34%31` must not leave an escape
  // (`%41`) that a second pass would decode again.
  const escaped = STRAY_PERCENT.test(text) ? text.replace(STRAY_PERCENTS, '%25') : text;
  const upper = LOWER_ESCAPE.test(escaped)
    ? escaped.replace(/%[0-9a-f]{2}/gi, (escape) => escape.toUpperCase())
    : escaped;
  return UNRESERVED_ESCAPE.test(upper)
    ? upper.replace(UNRESERVED_ESCAPES, (escape) => String.fromCharCode(Number.parseInt(escape.slice(1), 16)))
    : upper;
}

const RELEASED = new Uint32Array(0);

export interface LocTable {
  name: string;
  /** The loc, and the extensions the table's kind of sitemap is read from; read one row at a time. */
  rows: TableRows<Pick<UrlRow, 'loc' | 'news' | 'videos' | 'images'>>;
}

/** The codes of the duplicate warnings. */
export const DUPLICATE_CODES = ['loc-duplicate', 'loc-duplicate-normalised'] as const;

/**
 * Each kind's part of a key's hash, so that the same loc in two kinds of sitemap lands in different
 * slots: a page and the news, video or image sitemap that lists it again are never compared.
 */
export const KIND_SALT: Record<SitemapKind, number> = {
  page: 0,
  image: 0x9e3779b9 | 0,
  video: 0x3c6ef372,
  news: 0xdaa66d2b | 0,
};

export interface DuplicateProblem extends FieldProblem {
  table: number;
  row: number;
}

/**
 * Finds every loc listed before, in the same table or an earlier one of the same kind of sitemap
 * (see sitemapKind), exactly or after normalisation. The first listing is the original; each later
 * one gets a warning that says where.
 */
export function findDuplicateLocs(tables: readonly LocTable[]): DuplicateProblem[] {
  const finder = new DuplicateFinder(tables);
  const problems: DuplicateProblem[] = [];
  tables.forEach(({ rows }, table) => {
    for (let row = 0, count = rowCount(rows); row < count; row += 1) {
      const duplicate = finder.add(table, row, locAt(rows, row));
      if (duplicate) problems.push(duplicate);
    }
  });
  finder.release();
  return problems;
}

/** Slots come in bands of this many: a table's size changes only when its rows change by thousands. */
const SLOT_BAND = 65_536;

/** The finder's tables, kept between passes (see SpareArrays); slots must start empty (zero). */
const SPARE_SLOTS = new SpareArrays<Uint32Array>(
  (length) => new Uint32Array(length),
  (array) => array.fill(0),
);

/**
 * The same check one loc at a time, in table and row order, for a caller that visits the rows anyway.
 * Where each distinct loc was first seen is kept in an open-addressing hash table over one typed
 * array: over ten million locs it costs a fraction of a Map of strings and allocates nothing per row.
 * A slot is one 32-bit word: the first place (its row counted across all the tables, + 1) in the
 * bits that place needs, and in the rest a tag of the key's hash (its table's kind mixed in), 8 bits
 * for up to 16 million rows. The key itself is read again from that row only when the tags agree
 * (one time in 256 for another loc). Slots are at most two-thirds full (60 MB for ten million rows).
 * The rows must not change while the finder is in use; `release` when done.
 */
export class DuplicateFinder {
  /** Per slot, (the first place's row across the tables + 1) << tagBits | the hash's tag; 0 for an empty slot. */
  private slots: Uint32Array;
  /** The bits of a slot that hold the tag: those its places do not need, at most 16. */
  private readonly tagBits: number;
  private readonly tagMask: number;
  /** Slots in the table: half again the rows, so it is at most two-thirds full. */
  private readonly size: number;
  /** Each table's first row counted across the tables. */
  private readonly tableStarts: number[] = [];
  private readonly capacity: number;
  private places = 0;
  /** Each table's kind, as its part of the hash (KIND_SALT). */
  private readonly salts: readonly number[];

  /** `kinds`: each table's sitemapKind, for a caller that has them already. */
  constructor(
    private readonly tables: readonly LocTable[],
    kinds: readonly SitemapKind[] = tables.map((table) => sitemapKind(table.rows)),
  ) {
    this.salts = kinds.map((kind) => KIND_SALT[kind]);
    let capacity = 0;
    for (const table of tables) {
      this.tableStarts.push(capacity);
      capacity += rowCount(table.rows);
    }
    if (capacity >= 2 ** 31 - 1) throw new RangeError('More rows than a duplicate finder can count.');
    this.capacity = capacity;
    // Rounded up to a whole band of slots, not to a power of two (which could nearly double the
    // table): a few rows more or fewer keep the size, so the next pass reuses the memory (SpareArrays).
    this.size = Math.ceil((capacity * 1.5 + 1) / SLOT_BAND) * SLOT_BAND;
    this.slots = SPARE_SLOTS.take(this.size);
    this.tagBits = Math.min(16, 32 - Math.ceil(Math.log2(capacity + 2)));
    this.tagMask = (1 << this.tagBits) - 1;
  }

  /** Gives the finder's memory back for the next pass; the finder cannot be used after. */
  release(): void {
    SPARE_SLOTS.give(this.slots);
    this.slots = RELEASED;
  }

  /** The warning for this loc when it was listed before, else null (and it is remembered). */
  add(table: number, row: number, loc: string): DuplicateProblem | null {
    if (loc === '') return null;
    if (this.slots === RELEASED) throw new Error('This duplicate finder was released.');
    const key = normaliseLoc(loc);
    const salt = this.salts[table]!;
    const keyHash = locHash(key) ^ salt;
    // The tag from the low bits, the slot from the high ones: they are independent.
    const tag = keyHash & this.tagMask;
    const slots = this.slots;
    // The hash scaled to the table (Lemire's multiply-shift, no division), then the next slots in turn.
    const size = this.size;
    for (let slot = Math.floor(((keyHash >>> 0) * size) / 4_294_967_296); ; slot = slot + 1 === size ? 0 : slot + 1) {
      const word = slots[slot]!;
      if (word === 0) {
        if (this.places === this.capacity) throw new RangeError('More locs than the tables have rows.');
        slots[slot] = ((this.tableStarts[table]! + row + 1) << this.tagBits) | tag;
        this.places += 1;
        return null;
      }
      if ((word & this.tagMask) === tag) {
        const first = this.placeOf((word >>> this.tagBits) - 1);
        const firstLoc = locAt(this.tables[first.table]!.rows, first.row);
        if (this.salts[first.table] === salt && normaliseLoc(firstLoc) === key) {
          return duplicateProblem(
            (index) => this.tables[index]!.name,
            { ...first, loc: firstLoc },
            { table, row, loc },
          );
        }
      }
    }
  }

  /** The table and row of a row counted across the tables (the last table starting at or before it). */
  private placeOf(place: number): { table: number; row: number } {
    let low = 0;
    let high = this.tableStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.tableStarts[mid]! <= place) low = mid;
      else high = mid - 1;
    }
    return { table: low, row: place - this.tableStarts[low]! };
  }
}

/**
 * MurmurHash3 (x86, 32-bit) over every code unit, two to a block. Locs of one site share long
 * prefixes and often long endings too: hashing only some characters, or mixing weakly, lets such a
 * site pile its locs into a few chains.
 */
export function locHash(text: string): number {
  const length = text.length;
  let hash = length;
  let index = 0;
  for (; index + 1 < length; index += 2)
    hash = murmurRound(hash, text.charCodeAt(index) | (text.charCodeAt(index + 1) << 16));
  if (index < length) hash ^= murmurBlock(text.charCodeAt(index));
  return murmurFinish(hash, length * 2);
}

/** One block of MurmurHash3 (x86, 32-bit) mixed into `hash`. */
export function murmurRound(hash: number, block: number): number {
  hash ^= murmurBlock(block);
  hash = (hash << 13) | (hash >>> 19);
  return (Math.imul(hash, 5) + 0xe6546b64) | 0;
}

/** MurmurHash3's last step over a key of `bytes` bytes, after its tail block was mixed in (murmurBlock). */
export function murmurFinish(hash: number, bytes: number): number {
  hash ^= bytes;
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  return hash ^ (hash >>> 16);
}

export function murmurBlock(block: number): number {
  const mixed = Math.imul(block, 0xcc9e2d51);
  return Math.imul((mixed << 15) | (mixed >>> 17), 0x1b873593);
}

/** The warning for a later listing of the loc first listed at `first` (tables by index, rows 0-based). */
export function duplicateProblem(
  tableName: (table: number) => string,
  first: { table: number; row: number; loc: string },
  later: { table: number; row: number; loc: string },
): DuplicateProblem {
  const where = {
    row: first.row + 1,
    ...(first.table === later.table ? {} : { table: tableName(first.table) }),
  };
  const found =
    first.loc === later.loc
      ? fieldProblem('loc-duplicate', { where })
      : fieldProblem('loc-duplicate-normalised', { where, first: first.loc });
  return { table: later.table, row: later.row, ...found };
}
