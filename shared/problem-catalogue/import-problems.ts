import { formatCount, formatDuration, formatSeconds } from '../format';
import { clip, type CatalogueEntry, type Severity } from './catalogue-entry';
import type { LooseSpelling } from './loose-spelling';
import { FOLDER_CANDIDATE_EXTENSIONS, mayHoldSitemap } from '../sitemap-name';
import { LIMITS } from '../protocol';
import { networkFaultOf } from '../network-fault';
import { inBrief, listed } from './export-problems';
import { notAUrlWords, type NotAUrl } from './row-problems';
import { noValues, part, specNumber, type WordValue, type Words } from './wording';
import { isReadBound, xmlFaultWords, type XmlFault } from './xml-fault';

/** A wait a server asked for, in whole seconds (an HTTP date's is some milliseconds off). */
const wholeSeconds = (ms: number): string => formatSeconds(Math.ceil(ms / 1000) * 1000);

/** `name`: how the file is named (its name or location); without it the message says "This file". */
type Named = { name?: string };

/** Why a folder's file was not imported: not one of ours, or not readable (the error's words). */
export type FolderSkipReason =
  | { fault: 'unrecognised' }
  /** `folder`: a folder inside the one imported that could not be listed, whatever it is called. */
  | { fault: 'unreadable'; reason: string; folder?: true }
  /** A pipe, socket or device, or a link to one: never opened. */
  | { fault: 'not-a-file' }
  /** A link to a file outside the folder imported (`target`, the file it leads to): not read. */
  | { fault: 'outside'; target: string }
  /** A link to a folder (`target`), inside the folder imported or not: never followed (it could loop). */
  | { fault: 'folder-link'; target: string }
  /** A path to a file the folder holds by another path, `readAs` (a link to it, a hard link): read once, by that one. */
  | { fault: 'same-file'; readAs: string }
  /** A file or folder whose name is not UTF-8: the name as decoded (U+FFFD for its bad bytes) opens nothing. */
  | { fault: 'name-not-utf8' }
  /** A file named like a sitemap of an ending a folder's files are never opened by (walk-folder.ts): never opened. */
  | { fault: 'unopened' };

/** How content is empty: nothing at all, only a byte order mark, or only white space. */
export type Emptiness = 'empty' | 'bom' | 'white-space';
/** The encodings a file may be in that are named rather than read (sitemaps.org asks for UTF-8 only). */
export type WideEncoding = 'UTF-16' | 'UTF-32';

/** How the sitemap namespace was miswritten: https:// for http://, a slash at the end, or both. */
export type NamespaceSlip = 'https' | 'slash' | 'https-and-slash';

/** An element and its attributes as a problem names them (`foo:id="42"`, each value clipped: writtenAttributes). */
const elementAttributesWords = (p: { element: string; attributes: string }): Words => ({
  values: { element: p.element, attributes: p.attributes },
});

/** The words of a folder's file skipped: the variant of its fault, with what that fault names. */
function folderSkipWords(name: string, why: FolderSkipReason): Words {
  switch (why.fault) {
    case 'unreadable':
      return { variant: 'unreadable', values: { name, reason: why.reason } };
    case 'outside':
      return { variant: 'outside', values: { name, target: why.target } };
    case 'folder-link':
      return { variant: 'folderLink', values: { name, target: why.target } };
    case 'not-a-file':
      return { variant: 'notAFile', values: { name } };
    case 'same-file':
      return { variant: 'sameFile', values: { name, readAs: why.readAs } };
    case 'unrecognised':
      return { variant: 'unrecognised', values: { name } };
    case 'name-not-utf8':
      return { variant: 'nameNotUtf8', values: { name } };
    case 'unopened':
      return { variant: 'unopened', values: { name, ...openedEndings() } };
  }
}

/** The endings a folder's files are opened by, for words that list them: all but the last, and the last. */
function openedEndings(): { endings: string; last: string } {
  const endings = FOLDER_CANDIDATE_EXTENSIONS.filter((ending) => ending !== '');
  return { endings: endings.slice(0, -1).join(', '), last: endings.at(-1)! };
}

const EMPTINESS: Record<Emptiness, string> = { empty: 'empty', bom: 'bom', 'white-space': 'whiteSpace' };

const NAMESPACE_SLIP: Record<NamespaceSlip, string> = {
  https: 'https',
  slash: 'slash',
  'https-and-slash': 'httpsAndSlash',
};

/** An element in a namespace that is `standard` miswritten (`how`), for the words of both such warnings. */
function namespaceSlipWords(p: { element: string; namespace: string; standard: string; how: NamespaceSlip }): Words {
  const how = part(`problemParts.namespaceSlip.${NAMESPACE_SLIP[p.how]}`);
  return { values: { element: p.element, namespace: p.namespace, standard: p.standard, how } };
}

/** The variant of each kind of answer no HTTP client takes. */
const HTTP_NOT_UNDERSTOOD = {
  'headers-too-large': 'headersTooLarge',
  'not-http': 'notHttp',
  'bare-lf': 'bareLf',
  'invalid-headers': 'invalidHeaders',
  'length-mismatch': 'lengthMismatch',
  'unasked-answer': 'unaskedAnswer',
  'coding-unknown': 'codingUnknown',
  'bad-chunks': 'badChunks',
} as const;

/** Names each in double quotes, listed: the first of a long list (of `total`), and how many more. */
const quotedInBrief = (names: readonly string[], total?: number): WordValue =>
  inBrief(
    names.map((name) => `"${name}"`),
    total ?? names.length,
  );

/**
 * What a CSV or TSV parser found wrong in a record: a quoted cell never closed, a quote inside a
 * quoted cell not doubled, or another fault in the parser's own words.
 */
export type TableTextFault = { quote: 'unterminated' | 'malformed' } | { parser: string };

/** A schema's order of children, as the `schema-order` problem names it. */
export interface SchemaOrderNames {
  order: readonly string[];
  /** Elements of other namespaces (extensions) follow the listed ones. */
  thenOthers?: boolean;
}

/** Getting a source's bytes: files, folders and URLs, and what an index or robots.txt lists. */
export const SOURCE_PROBLEMS = {
  'source-not-found': {
    severity: 'error',
    field: 'file',
    words: (p: { name: string }): Words => ({ values: { name: p.name } }),
  },
  'source-not-a-file': {
    severity: 'error',
    field: 'file',
    words: (p: { name: string }): Words => ({ values: { name: p.name } }),
  },
  'source-empty': {
    severity: 'error',
    field: 'file',
    words: (p: Named & { empty: Emptiness }): Words => ({
      variant: p.name === undefined ? 'unnamed' : 'named',
      values: { name: p.name ?? '', empty: part(`problemParts.emptiness.${EMPTINESS[p.empty]}`) },
    }),
  },
  'source-unrecognised': {
    severity: 'error',
    field: 'file',
    /**
     * With `name`: a path the person named (which may also be a table or a project); without: content
     * read. `gzipTwice`: its gzip inflates to gzip again (compressed twice), which crawlers do not undo.
     */
    words: (p: Named & { gzipTwice?: boolean }): Words => {
      const named = p.name !== undefined;
      if (p.gzipTwice) return { variant: named ? 'gzipTwiceNamed' : 'gzipTwice', values: { name: p.name ?? '' } };
      return named ? { variant: 'named', values: { name: p.name! } } : { variant: 'content' };
    },
  },
  'source-wide-encoding': {
    severity: 'error',
    field: 'file',
    /**
     * `encoding`: what its first bytes say it is (sniff-kind.ts wideEncoding); read as UTF-8 only.
     * `table`: a CSV or TSV table (known by its name), whose words speak of tables, not sitemaps.
     */
    words: (p: Named & { encoding: WideEncoding; table?: boolean }): Words => ({
      variant: (p.table ? ['tableUnnamed', 'tableNamed'] : ['unnamed', 'named'])[p.name === undefined ? 0 : 1]!,
      values: { name: p.name ?? '', encoding: p.encoding },
    }),
  },
  'source-unreadable': {
    severity: 'error',
    field: 'file',
    /** `reason`: the system's words (the error's message). */
    words: (p: Named & { reason: string }): Words => ({
      variant: p.name === undefined ? 'unnamed' : 'named',
      values: { name: p.name ?? '', reason: p.reason },
    }),
  },
  'source-is-project': { severity: 'error', field: 'file', words: noValues },
  'import-cancelled': { severity: 'info', field: 'file', words: noValues },
  'folder-empty': { severity: 'warning', field: 'file', words: noValues },
  'folder-files-skipped': {
    severity: 'info',
    field: 'file',
    words: (p: { names: readonly string[] }): Words => listed(p.names),
  },
  /**
   * What a folder holds that is not opened for its name (walk-folder.ts), named so none goes unsaid:
   * `names`, the first UNOPENED_NAMES_KEPT of them (a folder may hold images by the hundred thousand), of `count`.
   */
  'folder-files-unopened': {
    severity: 'info',
    field: 'file',
    words: (p: { names: readonly string[]; count: number }): Words => {
      const { values, count } = listed(p.names, p.count);
      return { values: { ...values, ...openedEndings() }, count };
    },
  },
  /**
   * An error where a file that may hold a sitemap (mayHoldSitemap), or a folder inside the one
   * imported, could not be read at all (no permission, a link that leads nowhere, a name not UTF-8): the set is incomplete, and an export of it stops, as at any
   * source not read whole.
   */
  'folder-sitemap-skipped': {
    severity: (p: { name: string; why: FolderSkipReason }): Severity =>
      (p.why.fault === 'unreadable' || p.why.fault === 'name-not-utf8') &&
      (mayHoldSitemap(p.name) || (p.why.fault === 'unreadable' && p.why.folder === true))
        ? 'error'
        : 'warning',
    field: 'file',
    words: (p: { name: string; why: FolderSkipReason }): Words => folderSkipWords(p.name, p.why),
  },
  'robots-no-sitemaps': { severity: 'info', field: 'file', words: noValues },
  /** A URL asked for that redirected to `to`, on another host, where it was read. */
  'redirected-off-host': {
    severity: 'info',
    field: 'file',
    words: (p: { url: string; to: string }): Words => ({ values: { url: p.url, to: p.to } }),
  },
  'robots-too-large': {
    severity: 'warning',
    field: 'file',
    /** `bytes`: the robots.txt's size; `max`: how much of it crawlers read (ROBOTS_MAX_BYTES). */
    words: (p: { bytes: number; max: number }): Words => ({
      values: { bytes: formatCount(p.bytes), max: formatCount(p.max) },
      count: p.bytes,
    }),
  },
  'home-page-fallback': {
    severity: 'info',
    field: 'file',
    words: (p: { robots: string; read: boolean; fallback: string }): Words => ({
      variant: p.read ? 'noSitemap' : 'unreadable',
      values: { robots: p.robots, fallback: p.fallback },
    }),
  },
  'index-loop': {
    severity: 'warning',
    field: 'file',
    words: (p: { location: string; parent: string | null }): Words => ({
      values: { location: p.location, parent: String(p.parent) },
    }),
  },
  /** An index listing another index, which sitemaps.org does not allow (followed all the same, as search engines do). */
  'index-lists-index': {
    severity: 'warning',
    field: 'file',
    words: (p: { location: string; parent: string }): Words => ({
      values: { location: p.location, parent: p.parent },
    }),
  },
  'already-imported': {
    severity: 'info',
    field: 'file',
    words: (p: { location: string }): Words => ({ values: { location: p.location } }),
  },
  'depth-limit': {
    severity: 'warning',
    field: 'file',
    /** `first`: the first of the sitemaps not read, as listed (placed on its line). */
    words: (p: { count: number; maxDepth: number; first: string }): Words => ({
      values: { count: formatCount(p.count), maxDepth: specNumber(p.maxDepth), first: p.first },
      count: p.count,
    }),
  },
  'import-file-limit': {
    severity: 'warning',
    field: 'file',
    /** `count` files of a folder, or sitemaps listed by an index or robots.txt, were not read. */
    words: (p: { limit: number; count: number; of: 'folder' | 'listed' }): Words => ({
      variant: p.of,
      values: { limit: formatCount(p.limit), count: formatCount(p.count) },
      count: p.count,
    }),
  },
  /** A sitemap read past the protocol's limits for one file: its URLs past 50,000, its bytes past 50 MiB (null: within). */
  'sitemap-over-limits': {
    severity: 'warning',
    field: 'file',
    words: (p: { urls: number | null; bytes: number | null }): Words => ({
      variant: p.urls !== null && p.bytes !== null ? 'both' : p.urls !== null ? 'urls' : 'bytes',
      values: {
        urls: formatCount(p.urls ?? 0),
        bytes: formatCount(p.bytes ?? 0),
        mostUrls: formatCount(LIMITS.urlsPerSitemap),
        mostBytes: formatCount(LIMITS.bytesPerFileLarge),
      },
    }),
  },
  'index-too-many-sitemaps': {
    severity: 'warning',
    field: 'file',
    words: (p: { count: number; limit: number }): Words => ({
      values: { count: formatCount(p.count), limit: formatCount(p.limit), over: formatCount(p.count - p.limit) },
      count: p.count - p.limit,
    }),
  },
  'child-loc-relative': {
    severity: 'warning',
    field: 'file',
    words: (p: { loc: string; parent: string }): Words => ({ values: { loc: p.loc, parent: p.parent } }),
  },
  'child-loc-not-url': {
    severity: 'warning',
    field: 'file',
    /** `why`: what makes it no URL at all. */
    words: (p: { loc: string; why: NotAUrl }): Words => ({ values: { loc: p.loc, why: notAUrlWords(p.why) } }),
  },
  'child-loc-invalid': {
    severity: 'error',
    field: 'file',
    /** `remote`: listed by a file read over http(s), where it was to be fetched. */
    words: (p: { loc: string; remote: boolean }): Words => ({
      variant: p.remote ? 'remote' : 'local',
      values: { loc: p.loc },
    }),
  },
  'child-missing': {
    severity: 'error',
    field: 'file',
    words: (p: { loc: string; folder: string }): Words => ({ values: { loc: p.loc, folder: p.folder } }),
  },
  /** A child on disk found by its listed path, but a folder or a pipe, socket or device: never opened. */
  'child-not-a-file': {
    severity: 'error',
    field: 'file',
    words: (p: { loc: string; path: string; kind: 'folder' | 'special' }): Words => ({
      variant: p.kind,
      values: { loc: p.loc, path: p.path },
    }),
  },
  /** A child on disk outside the folder of the file that lists it (a `file:` URL, `../`, a link leading out). */
  'child-outside-folder': {
    severity: 'error',
    field: 'file',
    words: (p: { loc: string; folder: string }): Words => ({ values: { loc: p.loc, folder: p.folder } }),
  },
  'url-scheme-refused': {
    severity: 'error',
    field: 'file',
    /**
     * `named`: a source the person named; `fetched`: a request (`url` is its protocol); `redirected`:
     * where `from` redirected; `listed`: a child of a remote file; `listed-local`: a child of a local
     * file, looked for on disk.
     */
    words: (p: {
      url: string;
      as: 'named' | 'fetched' | 'redirected' | 'listed' | 'listed-local';
      from?: string;
    }): Words => ({
      variant: p.as === 'listed-local' ? 'listedLocal' : p.as,
      values: { url: p.url, from: p.from ?? '' },
    }),
  },
  'url-invalid': {
    severity: 'error',
    field: 'file',
    /** `from`: the URL whose redirect named it (its Location header); absent for a URL given or listed. */
    words: (p: { url: string; from?: string }): Words =>
      p.from === undefined
        ? { variant: 'given', values: { url: p.url } }
        : { variant: 'redirected', values: { url: p.url, from: p.from } },
  },
  'http-status': {
    severity: 'error',
    field: 'file',
    /**
     * `redirect`: a redirect without a Location. `retryAfter`: a 429's or 503's Retry-After, as sent.
     * `waitAskedMs`: the wait it asked for was longer than the import waits (`waitCapMs`), so the
     * file was not read again.
     */
    words: (p: {
      url: string;
      status: number;
      statusText: string;
      redirect?: boolean;
      retryAfter?: string;
      waitAskedMs?: number;
      waitCapMs?: number;
    }): Words => ({
      variant: p.redirect
        ? 'redirectNowhere'
        : p.waitAskedMs !== undefined
          ? 'waitTooLong'
          : p.statusText === ''
            ? 'answeredStatus'
            : 'answered',
      values: {
        url: p.url,
        status: String(p.status),
        statusText: p.statusText,
        ...(p.waitAskedMs === undefined
          ? {}
          : { asked: wholeSeconds(p.waitAskedMs), cap: wholeSeconds(p.waitCapMs ?? 0) }),
      },
    }),
  },
  'http-too-many-redirects': {
    severity: 'error',
    field: 'file',
    words: (p: { url: string; max: number }): Words => ({ values: { url: p.url, max: specNumber(p.max) } }),
  },
  'http-timeout': {
    severity: 'error',
    field: 'file',
    words: (p: { url: string; waiting: 'answer' | 'data'; ms: number }): Words => ({
      variant: p.waiting,
      values: { url: p.url, seconds: formatSeconds(p.ms) },
    }),
  },
  'http-deadline': {
    severity: 'error',
    field: 'file',
    /** `waiting`: what had not come when the deadline passed, the answer itself or the rest of the body (older problems: the body). */
    words: (p: { url: string; ms: number; waiting?: 'answer' | 'data' }): Words => ({
      variant: p.waiting ?? 'data',
      values: { url: p.url, seconds: formatSeconds(p.ms) },
    }),
  },
  'http-failed': {
    severity: 'error',
    field: 'file',
    /** `reason`: the network error's code or words, worded by the fault it names (networkFaultOf) and given after. */
    words: (p: { url: string; reason: string }): Words => ({
      variant: networkFaultOf(p.reason),
      values: { url: p.url, reason: p.reason },
    }),
  },
  'http-not-understood': {
    severity: 'error',
    field: 'file',
    /**
     * An answer no HTTP client takes: headers over undici's 16 KiB, no HTTP status line at all, lines
     * ended by LF alone, headers llhttp refuses (`reason`: its words, "Invalid header token"), or a
     * body of another length than the Content-Length undici took (two that disagree), or chunks of a
     * body whose framing llhttp refuses (`reason`: "Invalid character in chunk size"), rows before kept.
     */
    words: (p: { url: string; why: keyof typeof HTTP_NOT_UNDERSTOOD; reason?: string }): Words => ({
      variant: HTTP_NOT_UNDERSTOOD[p.why],
      values: { url: p.url, reason: p.reason ?? '' },
    }),
  },
  'http-private-address': {
    severity: 'error',
    field: 'file',
    /** The host and the address it was found at: not public, and not an address of a site the person named. */
    words: (p: { url: string; host: string; address: string }): Words => ({ values: p }),
  },
  'http-too-large': {
    severity: 'error',
    field: 'file',
    words: (p: { url: string; max: number }): Words => ({ values: { url: p.url, max: formatCount(p.max) } }),
  },
  'size-cap-exceeded': {
    severity: 'error',
    field: 'file',
    words: (p: { max: number; gzip: boolean }): Words => ({
      variant: p.gzip ? 'decompressed' : 'read',
      values: { max: formatCount(p.max) },
    }),
  },
  'gzip-corrupt': {
    severity: 'error',
    field: 'file',
    /** `reason`: zlib's words. */
    words: (p: { reason: string }): Words => ({ values: { reason: p.reason } }),
  },
  'http-coding-corrupt': {
    severity: 'error',
    field: 'file',
    /** The body's Content-Encoding (gzip, deflate, br) could not be undone; `reason`: zlib's words. */
    words: (p: { url: string; coding: string; reason: string }): Words => ({ values: p }),
  },
  'http-body-short': {
    severity: 'error',
    field: 'file',
    /** The server promised `expected` bytes (Content-Length) and the body ended after `received`. */
    words: (p: { url: string; received: number; expected: number }): Words => ({
      values: { url: p.url, received: formatCount(p.received), expected: formatCount(p.expected) },
      count: p.expected,
    }),
  },
  'http-connection-lost': {
    severity: 'error',
    field: 'file',
    /** `reason`: the network error's code (ECONNRESET…) or words. */
    words: (p: { url: string; received: number; reason: string }): Words => ({
      values: { url: p.url, received: formatCount(p.received), reason: p.reason },
      count: p.received,
    }),
  },
  'gzip-truncated': {
    severity: 'error',
    field: 'file',
    /** `received`: compressed bytes that arrived; `inflated`: bytes they unpacked to. */
    words: (p: { received: number; inflated: number }): Words => ({
      values: { received: formatCount(p.received), inflated: formatCount(p.inflated) },
      count: p.received,
    }),
  },
  'gzip-trailing-bytes': {
    severity: 'warning',
    field: 'file',
    /** `bytes`: how many bytes followed the gzip data's end (not zero-valued padding), ignored. */
    words: (p: { bytes: number }): Words => ({ values: { bytes: formatCount(p.bytes) }, count: p.bytes }),
  },
  'transfer-incomplete': {
    severity: 'error',
    field: 'file',
    /** Bytes the reader sent to a parse worker and bytes that reached it. */
    words: (p: { sent: number; received: number }): Words => ({
      values: { sent: formatCount(p.sent), received: formatCount(p.received) },
      count: p.sent,
    }),
  },
  'read-retried': {
    severity: 'info',
    field: 'file',
    /**
     * A read that failed for a passing reason (`reason`: the first failure's code) was tried again,
     * the last time after `delayMs`; `asked`: that long because the server asked so (Retry-After),
     * longer than the usual pause; `reads`: how many reads it took, when more than two.
     */
    words: (p: { url: string; reason: string; delayMs: number; asked?: boolean; reads?: number }): Words => ({
      variant: `${p.asked ? 'asked' : 'paused'}${p.reads === undefined ? '' : 'Reads'}`,
      values: {
        url: p.url,
        reason: p.reason,
        seconds: p.asked ? wholeSeconds(p.delayMs) : formatSeconds(p.delayMs),
        ...(p.reads !== undefined && { reads: formatCount(p.reads) }),
      },
    }),
  },
  'host-refusing': {
    severity: 'error',
    field: 'file',
    /**
     * `refusals`: the reads of `host` refused in a row (429 or 503, paced, each pause longer up to
     * `capMs`), after which its files were no longer asked for.
     */
    words: (p: { url: string; host: string; refusals: number; capMs: number }): Words => ({
      values: { url: p.url, host: p.host, refusals: formatCount(p.refusals), cap: formatDuration(p.capMs) },
      count: p.refusals,
    }),
  },
  'host-asked-wait': {
    severity: 'error',
    field: 'file',
    /** `host` asked (Retry-After) to be left alone `askedMs`, longer than the import waits (`capMs`): its files were no longer asked for. */
    words: (p: { url: string; host: string; askedMs: number; capMs: number }): Words => ({
      values: { url: p.url, host: p.host, asked: formatDuration(p.askedMs), cap: formatDuration(p.capMs) },
    }),
  },
  'host-not-answering': {
    severity: 'error',
    field: 'file',
    /** `host`'s last `timeouts` reads in a row timed out (HostLimiter's TIMEOUTS_TO_GIVE_UP): its files were no longer asked for. */
    words: (p: { url: string; host: string; timeouts: number }): Words => ({
      values: { url: p.url, host: p.host, timeouts: formatCount(p.timeouts) },
    }),
  },
} as const satisfies Record<string, CatalogueEntry>;

/** Reading a file's content: XML, text sitemaps and CSV/TSV tables. */
export const CONTENT_PROBLEMS = {
  'invalid-utf8': {
    /** Bytes replaced (a robots.txt or a table, read leniently) is a warning; a sitemap stops there, an error. */
    severity: (p: { offset: number } | { replaced: 'robots' | 'table' }) => ('replaced' in p ? 'warning' : 'error'),
    field: 'file',
    words: (p: { offset: number } | { replaced: 'robots' | 'table' }): Words =>
      'replaced' in p ? { variant: p.replaced } : { variant: 'offset', values: { offset: specNumber(p.offset) } },
  },
  /** `html`: the DOCTYPE is a web page's (`<!DOCTYPE html>`): the file is an HTML page, not a sitemap. */
  'doctype-refused': {
    severity: 'error',
    field: 'file',
    words: (p: { html: boolean }): Words => ({ variant: p.html ? 'htmlPage' : 'entities' }),
  },
  'value-too-long': {
    severity: 'error',
    field: 'file',
    /**
     * A field's text past the characters an entry's field keeps (`max`); an element kept as written
     * past what the largest sitemap file holds (`written`), or that takes what its file keeps as
     * written past `max` in all (`file`, `chars` the element's): the entry is left out, the file read on.
     */
    words: (p: { element: string; chars: number; max: number; kept?: 'written' | 'file' }): Words => ({
      variant: p.kept ?? 'field',
      values: { element: p.element, chars: formatCount(p.chars), max: formatCount(p.max) },
      count: p.chars,
    }),
  },
  'bom-repeated': { severity: 'warning', field: 'file', words: noValues },
  'xml-char-invalid': {
    severity: 'warning',
    field: 'file',
    /** `codePoint`: `U+0001`. */
    words: (p: { codePoint: string }): Words => ({ values: { codePoint: p.codePoint } }),
  },
  /** `]]>` as it is in an element's text, where XML allows it only to end a CDATA section. */
  'xml-cdata-end-in-text': { severity: 'warning', field: 'file', words: noValues },
  /** What sax reads without a word though XML forbids it (sax-loose-spellings.ts): read on, as it reads it. */
  'xml-loosely-written': {
    severity: 'warning',
    field: 'file',
    words: (p: LooseSpelling): Words =>
      p.loose === 'cdata-case'
        ? { variant: 'cdataCase', values: { opening: clip(p.opening) } }
        : p.loose === 'doctype-case'
          ? { variant: 'doctypeCase', values: { opening: clip(p.opening) } }
          : p.loose === 'reserved-target'
            ? { variant: 'reservedTarget', values: { name: clip(p.name) } }
            : p.loose === 'version'
              ? { variant: 'version', values: { version: clip(p.version) } }
              : p.loose === 'second-declaration'
                ? { variant: 'secondDeclaration' }
                : { variant: 'lessThanInAttribute', values: { name: clip(p.name) } },
  },
  'xml-attribute-repeated': {
    severity: 'warning',
    field: 'file',
    /** `name`: the attribute given twice; `element`: the tag it is in, as written. */
    words: (p: { name: string; element: string }): Words => ({ values: { name: p.name, element: p.element } }),
  },
  'doctype-ignored': {
    severity: 'warning',
    field: 'file',
    /** `name`: the root the DOCTYPE names; it declares no entities (no internal subset). */
    words: (p: { name: string }): Words => ({ values: { name: clip(p.name) } }),
  },
  'encoding-not-utf8': {
    severity: 'warning',
    field: 'file',
    /**
     * `readIn`: read in the encoding declared (declaredEncoding), else as UTF-8 (a name no decoder knows;
     * absent in older results); `readAs`: the encoding it was read in where that has another name than
     * the one declared (browsers read US-ASCII and ISO-8859-1 as windows-1252); `turnedAt`: read as
     * UTF-8 up to a byte that is not, and in it from there.
     */
    words: (p: {
      encoding: string;
      readIn?: boolean;
      readAs?: string;
      turnedAt?: { line: number; column: number };
    }): Words => {
      const decoder = p.readAs ?? p.encoding;
      if (p.turnedAt) {
        const { line, column } = p.turnedAt;
        return { variant: 'turned', values: { encoding: p.encoding, decoder, line, column } };
      }
      if (!p.readIn) return { variant: 'asUtf8', values: { encoding: p.encoding } };
      return { variant: p.readAs ? 'readAs' : 'readIn', values: { encoding: p.encoding, decoder } };
    },
  },
  'xml-malformed': {
    severity: 'error',
    field: 'file',
    /** `fault`: the XML parser's refusal, as facts; a bound of this app's (isReadBound) is no fault of the XML's. */
    words: (p: { fault: XmlFault }): Words => ({
      variant: isReadBound(p.fault) ? 'bound' : 'malformed',
      values: { fault: xmlFaultWords(p.fault) },
    }),
  },
  'xml-declaration-not-first': {
    severity: 'warning',
    field: 'file',
    words: (p: { before: number }): Words => ({ values: { before: specNumber(p.before) }, count: p.before }),
  },
  'xml-no-root': { severity: 'error', field: 'file', words: noValues },
  'root-not-sitemap': {
    severity: 'error',
    field: 'file',
    /** `namespace`: the root is urlset or sitemapindex, but in this namespace. */
    words: (p: { element: string; namespace?: string }): Words =>
      p.namespace === undefined
        ? { variant: isHtmlRoot(p.element) ? 'htmlPage' : 'otherElement', values: { element: p.element } }
        : { variant: 'otherNamespace', values: { element: p.element, namespace: p.namespace } },
  },
  'sitemap-namespace-missing': {
    severity: 'warning',
    field: 'file',
    words: (p: { element: string }): Words => ({ values: { element: p.element } }),
  },
  'sitemap-namespace-old': {
    severity: 'warning',
    field: 'file',
    words: (p: { element: string; namespace: string; standard: string }): Words => ({
      values: { element: p.element, namespace: p.namespace, standard: p.standard },
    }),
  },
  'sitemap-namespace-variant': {
    severity: 'warning',
    field: 'file',
    /** `how`: how the standard namespace was miswritten. */
    words: namespaceSlipWords,
  },
  'extension-namespace-variant': {
    severity: 'warning',
    field: 'file',
    /** `standard`: the extension's namespace that `namespace` miswrites, `how`. */
    words: namespaceSlipWords,
  },
  'stray-text': {
    severity: 'warning',
    field: 'file',
    words: (p: { text: string }): Words => ({ values: { text: p.text } }),
  },
  'schema-order': {
    severity: 'warning',
    field: 'file',
    words: (p: { element: string; after: string; parent: string } & SchemaOrderNames): Words => ({
      variant: p.thenOthers ? 'thenOthers' : 'listed',
      values: { element: p.element, after: p.after, parent: p.parent, order: p.order.join(', ') },
    }),
  },
  'unexpected-element': {
    severity: 'warning',
    field: 'file',
    /**
     * `why`: it had content where none belongs, or it stood inside a text field (of an extension, or
     * of the sitemap's own fields); `expected`: it stood where entries of that name belong, and
     * `namespace`, where it has that name in another namespace ('': none), that namespace.
     */
    words: (
      p:
        | { element: string; why: 'content' | 'in-text' | 'in-field' }
        | { element: string; expected: string; namespace?: string },
    ): Words =>
      'expected' in p
        ? {
            variant: p.namespace === undefined ? 'notEntry' : p.namespace === '' ? 'noNamespace' : 'otherNamespace',
            values: { element: p.element, expected: p.expected, namespace: p.namespace ?? '' },
          }
        : {
            variant: { content: 'content', 'in-text': 'inText', 'in-field': 'inField' }[p.why],
            values: { element: p.element },
          },
  },
  'unknown-element-kept': {
    severity: 'info',
    field: 'file',
    words: (p: { element: string }): Words => ({ values: { element: p.element } }),
  },
  'attributes-not-kept': { severity: 'warning', field: 'file', words: elementAttributesWords },
  /** `attributes`: those no field holds. */
  'field-kept-raw': { severity: 'warning', field: 'file', words: elementAttributesWords },
  'empty-field': {
    severity: 'warning',
    field: 'file',
    words: (p: { element: string }): Words => ({ values: { element: p.element } }),
  },
  'duplicate-field': {
    severity: 'warning',
    field: 'file',
    words: (p: { element: string }): Words => ({ values: { element: p.element } }),
  },
  'line-too-long': {
    severity: 'error',
    field: 'file',
    words: (p: { line: number; bytes: number; max: number }): Words => ({
      values: { line: specNumber(p.line), bytes: formatCount(p.bytes), max: formatCount(p.max) },
    }),
  },
  'table-record-too-long': {
    severity: 'error',
    field: 'file',
    /**
     * `line`: where the record starts; `max`: the characters a record may have (MAX_RECORD_CHARS).
     * `kind`: what became of it: a quoted cell in it never closed, so it holds the rest of the file
     * (`unclosed`, the read stopped; absent in problems an older version saved); the header (the
     * read stopped); or any other, left out up to its end and the read gone on (`skipped`).
     */
    words: (p: { line: number; max: number; kind?: 'unclosed' | 'header' | 'skipped' }): Words => ({
      variant: p.kind ?? 'unclosed',
      values: { line: specNumber(p.line), max: formatCount(p.max) },
    }),
  },
  'table-quote-runs-on': {
    severity: 'error',
    field: 'file',
    /**
     * A quoted cell whose quotes are wrong took in lines after its own: `line` where its record starts,
     * `end` the last line it took in. `closed: false`, never closed: the rest of the file, which is not read;
     * `straying`, its quote was closed but text followed it in the cell (`"2024-01-01"x`), which left
     * it open to the parser (absent: not so).
     */
    words: (p: { line: number; end: number; closed: boolean; straying?: boolean }): Words => ({
      variant: p.closed ? 'stray' : p.straying ? 'closedBeforeText' : 'unclosed',
      values: { line: specNumber(p.line), end: specNumber(p.end) },
    }),
  },
  'table-text-malformed': {
    severity: 'warning',
    field: 'file',
    words: (p: { reason: TableTextFault }): Words =>
      'parser' in p.reason ? { variant: 'parser', values: { reason: p.reason.parser } } : { variant: p.reason.quote },
  },
  'table-cell-count': {
    severity: 'warning',
    field: 'file',
    words: (p: { cells: number; header: number }): Words => ({
      variant: p.cells > p.header ? 'more' : 'fewer',
      values: { cells: formatCount(p.cells), header: formatCount(p.header) },
      count: p.cells,
    }),
  },
  'table-no-loc': {
    severity: 'error',
    field: 'file',
    /** `columns`: the header's names (the first of them, where `count` says how many in all). */
    words: (p: { name: string; columns: readonly string[]; count?: number }): Words => ({
      values: {
        name: p.name,
        columns: p.columns.length > 0 ? quotedInBrief(p.columns, p.count) : part('problemParts.nothing'),
      },
    }),
  },
  'table-unknown-columns': {
    severity: 'warning',
    field: 'file',
    /** `columns`: those left out (the first of them, where `count` says how many in all). */
    words: (p: { columns: readonly string[]; count?: number; known: readonly string[] }): Words => ({
      values: { known: p.known.join(', '), columns: quotedInBrief(p.columns, p.count) },
    }),
  },
} as const satisfies Record<string, CatalogueEntry>;

/** A root element that makes the file a web page, not a sitemap: `<html>` (any prefix; XHTML's too). */
export function isHtmlRoot(element: string): boolean {
  return /^(?:[^:]+:)?html$/i.test(element);
}
