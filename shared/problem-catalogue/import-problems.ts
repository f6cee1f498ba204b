import { formatCount, formatSeconds } from '../format';
import { counted, type CatalogueEntry } from './catalogue-entry';
import { inBrief } from './export-problems';
import { notAUrlText, type NotAUrl } from './row-problems';
import { xmlFaultText, type XmlFault } from './xml-fault';

/** `name`: how the file is named (its name or location); without it the message says "This file". */
type Named = { name?: string };

/** Why a folder's file was not imported: not one of ours, or not readable (the error's words). */
export type FolderSkipReason = { fault: 'unrecognised' } | { fault: 'unreadable'; reason: string };

/** How content is empty: nothing at all, only a byte order mark, or only white space. */
export type Emptiness = 'empty' | 'bom' | 'white-space';

/** How the sitemap namespace was miswritten: https:// for http://, a slash at the end, or both. */
export type NamespaceSlip = 'https' | 'slash' | 'https-and-slash';

const EMPTINESS: Record<Emptiness, string> = {
  empty: 'is empty',
  bom: 'is empty: it holds only a byte order mark',
  'white-space': 'is empty: it holds only white space',
};

const NAMESPACE_SLIP: Record<NamespaceSlip, string> = {
  https: 'with https:// instead of http://',
  slash: 'with a slash at the end',
  'https-and-slash': 'with https:// instead of http:// and a slash at the end',
};

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
    message: (p: { name: string }) => `${p.name} does not exist.`,
  },
  'source-not-a-file': {
    severity: 'error',
    field: 'file',
    message: (p: { name: string }) => `${p.name} is not a regular file (a pipe, socket or device).`,
  },
  'source-empty': {
    severity: 'error',
    field: 'file',
    message: (p: Named & { empty: Emptiness }) =>
      `${p.name ?? 'This file'} ${EMPTINESS[p.empty]}; there is nothing to import.`,
  },
  'source-unrecognised': {
    severity: 'error',
    field: 'file',
    /** With `name`: a path the person named (which may also be a table or a project); without: content read. */
    message: (p: Named) =>
      p.name === undefined
        ? 'This is not a sitemap, sitemap index, text sitemap or robots.txt.'
        : `${p.name} is not a sitemap, sitemap index, text sitemap, robots.txt, CSV table or Sitemap Studio project.`,
  },
  'source-unreadable': {
    severity: 'error',
    field: 'file',
    /** `reason`: the system's words (the error's message). */
    message: (p: Named & { reason: string }) => `${p.name ?? 'The file'} could not be read: ${p.reason}`,
  },
  'source-is-project': {
    severity: 'error',
    field: 'file',
    message: () => 'This is a Sitemap Studio project: open it instead of importing it.',
  },
  'import-cancelled': {
    severity: 'info',
    field: 'file',
    message: () => 'The import was cancelled.',
  },
  'folder-empty': {
    severity: 'warning',
    field: 'file',
    message: () => 'The folder holds no sitemap, index or robots.txt.',
  },
  'folder-files-skipped': {
    severity: 'info',
    field: 'file',
    message: (p: { names: readonly string[] }) =>
      `Skipped ${p.names.length === 1 ? 'a file that is' : `${formatCount(p.names.length)} files that are`} not a sitemap, index, text sitemap or robots.txt: ${inBrief(p.names, (count) => ` and ${count} more`)}.`,
  },
  'folder-sitemap-skipped': {
    severity: 'warning',
    field: 'file',
    message: (p: { name: string; why: FolderSkipReason }) =>
      `${p.name} is named like a sitemap but was skipped: ${
        p.why.fault === 'unreadable'
          ? `it could not be read (${p.why.reason})`
          : 'it is not a sitemap, sitemap index, text sitemap or robots.txt'
      }.`,
  },
  'robots-no-sitemaps': {
    severity: 'info',
    field: 'file',
    message: () =>
      'This robots.txt has no Sitemap: line, so it points crawlers at no sitemap. The export can add one for the index.',
  },
  'home-page-fallback': {
    severity: 'info',
    field: 'file',
    message: (p: { robots: string; read: boolean; fallback: string }) =>
      `${p.robots} ${p.read ? 'names no sitemap' : 'could not be read'}; ${p.fallback} was tried instead.`,
  },
  'index-loop': {
    severity: 'warning',
    field: 'file',
    message: (p: { location: string; parent: string | null }) =>
      `${p.location} lists itself through ${p.parent}; not read again.`,
  },
  'already-imported': {
    severity: 'info',
    field: 'file',
    message: (p: { location: string }) => `${p.location} was already imported.`,
  },
  'depth-limit': {
    severity: 'warning',
    field: 'file',
    message: (p: { count: number; maxDepth: number }) =>
      `${p.count === 1 ? 'A listed sitemap was' : `${formatCount(p.count)} listed sitemaps were`} not read: deeper than ${p.maxDepth} levels.`,
  },
  'import-file-limit': {
    severity: 'warning',
    field: 'file',
    /** `count` files of a folder, or sitemaps listed by an index or robots.txt, were not read. */
    message: (p: { limit: number; count: number; of: 'folder' | 'listed' }) =>
      `One import reads at most ${formatCount(p.limit)} files; ${`${counted(p.count, p.of === 'folder' ? 'file' : 'sitemap', p.of === 'folder' ? 'files' : 'sitemaps')} ${p.of === 'folder' ? 'in this folder' : 'listed here'} ${p.count === 1 ? 'was' : 'were'}`} not read. Raise the limit under Download limits in the import dialog, or with --max-files.`,
  },
  'index-too-many-sitemaps': {
    severity: 'warning',
    field: 'file',
    message: (p: { count: number; limit: number }) => {
      const over = p.count - p.limit;
      return (
        `This index lists ${formatCount(p.count)} sitemaps; the protocol allows ` +
        `${formatCount(p.limit)} per index. The last ${formatCount(over)} ${over === 1 ? 'was' : 'were'} not read.`
      );
    },
  },
  'child-loc-relative': {
    severity: 'warning',
    field: 'file',
    message: (p: { loc: string; parent: string }) => `"${p.loc}" is relative; it is resolved against ${p.parent}.`,
  },
  'child-loc-not-url': {
    severity: 'warning',
    field: 'file',
    /** `why`: what makes it no URL at all. */
    message: (p: { loc: string; why: NotAUrl }) =>
      `The listed sitemap "${p.loc}" is not a URL: ${notAUrlText(p.why)}. It was not followed.`,
  },
  'child-loc-invalid': {
    severity: 'error',
    field: 'file',
    /** `remote`: listed by a file read over http(s), where it was to be fetched. */
    message: (p: { loc: string; remote: boolean }) =>
      p.remote ? `"${p.loc}" is not a URL that can be fetched.` : `"${p.loc}" is not a valid URL.`,
  },
  'child-missing': {
    severity: 'error',
    field: 'file',
    message: (p: { loc: string; folder: string }) => `${p.loc} is listed, but no file for it was found in ${p.folder}.`,
  },
  'url-scheme-refused': {
    severity: 'error',
    field: 'file',
    /**
     * `named`: a source the person named; `fetched`: a request (`url` is its protocol); `listed`: a
     * child of a remote file; `listed-local`: a child of a local file, looked for on disk.
     */
    message: (p: { url: string; as: 'named' | 'fetched' | 'listed' | 'listed-local' }) =>
      ({
        named: `Only http and https addresses can be imported, not ${p.url}.`,
        fetched: `Only http and https addresses are fetched, not ${p.url}.`,
        listed: `"${p.url}" is not an http or https URL; it was not fetched.`,
        'listed-local': `"${p.url}" is not an http or https URL.`,
      })[p.as],
  },
  'url-invalid': {
    severity: 'error',
    field: 'file',
    message: (p: { url: string }) => `"${p.url}" is not a valid URL.`,
  },
  'http-status': {
    severity: 'error',
    field: 'file',
    /** `redirect`: a redirect without a Location. */
    message: (p: { url: string; status: number; statusText: string; redirect?: boolean }) =>
      p.redirect
        ? `${p.url} redirected (${p.status}) to nowhere.`
        : `${p.url} answered ${p.status} ${p.statusText}.`.trim(),
  },
  'http-too-many-redirects': {
    severity: 'error',
    field: 'file',
    message: (p: { url: string; max: number }) => `${p.url} redirected more than ${p.max} times.`,
  },
  'http-timeout': {
    severity: 'error',
    field: 'file',
    message: (p: { url: string; waiting: 'answer' | 'data'; ms: number }) =>
      `${p.url} ${p.waiting === 'answer' ? 'did not answer' : 'stopped sending'} within ${p.ms} ms.`,
  },
  'http-deadline': {
    severity: 'error',
    field: 'file',
    message: (p: { url: string; ms: number }) =>
      `${p.url} was not received in full within the ${formatSeconds(p.ms)} s deadline; reading stopped there.`,
  },
  'http-failed': {
    severity: 'error',
    field: 'file',
    /** `reason`: the network error's code or words. */
    message: (p: { url: string; reason: string }) => `${p.url} could not be fetched: ${p.reason}.`,
  },
  'http-too-large': {
    severity: 'error',
    field: 'file',
    message: (p: { url: string; max: number }) =>
      `${p.url} is larger than ${formatCount(p.max)} bytes; reading stopped.`,
  },
  'size-cap-exceeded': {
    severity: 'error',
    field: 'file',
    message: (p: { max: number; gzip: boolean }) =>
      `The content is larger than ${formatCount(p.max)} bytes${p.gzip ? ' once decompressed' : ''}; reading stopped there.`,
  },
  'gzip-corrupt': {
    severity: 'error',
    field: 'file',
    /** `reason`: zlib's words. */
    message: (p: { reason: string }) => `The gzip data is broken: ${p.reason}.`,
  },
  'http-body-short': {
    severity: 'error',
    field: 'file',
    /** The server promised `expected` bytes (Content-Length) and the body ended after `received`. */
    message: (p: { url: string; received: number; expected: number }) =>
      `${p.url} ended after ${formatCount(p.received)} of the ${counted(p.expected, 'byte', 'bytes')} it announced; the URLs read before the cut were kept.`,
  },
  'http-connection-lost': {
    severity: 'error',
    field: 'file',
    /** `reason`: the network error's code (ECONNRESET…) or words. */
    message: (p: { url: string; received: number; reason: string }) =>
      `The connection to ${p.url} broke after ${counted(p.received, 'byte', 'bytes')} (${p.reason}); the URLs read before were kept.`,
  },
  'gzip-truncated': {
    severity: 'error',
    field: 'file',
    /** `received`: compressed bytes that arrived; `inflated`: bytes they unpacked to. */
    message: (p: { received: number; inflated: number }) =>
      `The gzip data ends early: ${counted(p.received, 'byte', 'bytes')} arrived and unpacked to ${formatCount(p.inflated)}, but the stream was not finished; the URLs read before were kept.`,
  },
  'transfer-incomplete': {
    severity: 'error',
    field: 'file',
    /** Bytes the reader sent to a parse worker and bytes that reached it. */
    message: (p: { sent: number; received: number }) =>
      `Only ${formatCount(p.received)} of the ${counted(p.sent, 'byte', 'bytes')} read reached the parser; the URLs read before were kept.`,
  },
  'read-retried': {
    severity: 'info',
    field: 'file',
    /** A read that failed for a passing reason (`reason`: the first failure's code) was tried once more after `delayMs`. */
    message: (p: { url: string; reason: string; delayMs: number }) =>
      `Reading ${p.url} failed (${p.reason}); it was read again after ${formatSeconds(p.delayMs)} s.`,
  },
} as const satisfies Record<string, CatalogueEntry>;

/** Reading a file's content: XML, text sitemaps and CSV/TSV tables. */
export const CONTENT_PROBLEMS = {
  'invalid-utf8': {
    /** Bytes replaced (a robots.txt or a table, read leniently) is a warning; a sitemap stops there, an error. */
    severity: (p: { offset: number } | { replaced: 'robots' | 'table' }) => ('replaced' in p ? 'warning' : 'error'),
    field: 'file',
    message: (p: { offset: number } | { replaced: 'robots' | 'table' }) =>
      !('replaced' in p)
        ? `The bytes at offset ${p.offset} are not valid UTF-8.`
        : p.replaced === 'robots'
          ? 'robots.txt is not valid UTF-8; bad bytes were replaced.'
          : 'This table is not valid UTF-8 (saved in another encoding?); bad bytes were replaced.',
  },
  'doctype-refused': {
    severity: 'error',
    field: 'file',
    message: () => 'A DOCTYPE (entity declarations) is not allowed in a sitemap.',
  },
  'encoding-not-utf8': {
    severity: 'warning',
    field: 'file',
    message: (p: { encoding: string }) => `The file declares ${p.encoding}; it was read as UTF-8.`,
  },
  'xml-malformed': {
    severity: 'error',
    field: 'file',
    /** `fault`: the XML parser's refusal, as facts. */
    message: (p: { fault: XmlFault }) => `The XML is not well-formed: ${xmlFaultText(p.fault)}.`,
  },
  'xml-declaration-not-first': {
    severity: 'warning',
    field: 'file',
    message: (p: { before: number }) =>
      `${p.before} character${p.before === 1 ? '' : 's'} stand before the XML declaration, which must open the file; strict parsers such as xmllint refuse it (the export writes the declaration first).`,
  },
  'xml-no-root': {
    severity: 'error',
    field: 'file',
    message: () => 'The file has no root element.',
  },
  'root-not-sitemap': {
    severity: 'error',
    field: 'file',
    /** `namespace`: the root is urlset or sitemapindex, but in this namespace. */
    message: (p: { element: string; namespace?: string }) =>
      p.namespace === undefined
        ? `The root element <${p.element}> is neither urlset nor sitemapindex.`
        : `<${p.element}> is in the namespace ${p.namespace}, not a sitemap's.`,
  },
  'sitemap-namespace-missing': {
    severity: 'warning',
    field: 'file',
    message: (p: { element: string }) => `<${p.element}> does not declare the sitemap namespace.`,
  },
  'sitemap-namespace-old': {
    severity: 'warning',
    field: 'file',
    message: (p: { element: string; namespace: string; standard: string }) =>
      `<${p.element}> uses Google's old namespace ${p.namespace}; it is read as a sitemap, and written back with ${p.standard}.`,
  },
  'sitemap-namespace-variant': {
    severity: 'warning',
    field: 'file',
    /** `how`: how the standard namespace was miswritten. */
    message: (p: { element: string; namespace: string; standard: string; how: NamespaceSlip }) =>
      `<${p.element}> declares ${p.namespace}: that is the sitemap namespace ${p.standard} written ${NAMESPACE_SLIP[p.how]}. A namespace must match exactly, so strict readers find no sitemap here; it is read as one, and written back with the right URI.`,
  },
  'stray-text': {
    severity: 'warning',
    field: 'file',
    message: (p: { text: string }) => `Text "${p.text}" outside any field was ignored.`,
  },
  'schema-order': {
    severity: 'warning',
    field: 'file',
    message: (p: { element: string; after: string; parent: string } & SchemaOrderNames) =>
      `<${p.element}> comes after <${p.after}>; in <${p.parent}> the schema's order is ${p.order.join(', ')}${
        p.thenOthers ? ', then elements of other namespaces (image, video, news, xhtml:link)' : ''
      }, so strict validators such as xmllint refuse the file (the export writes the schema's order).`,
  },
  'unexpected-element': {
    severity: 'warning',
    field: 'file',
    /**
     * `why`: it had content where none belongs, or it stood inside a text field (of an extension, or
     * of the sitemap's own fields); `expected`: it stood where entries of that name belong.
     */
    message: (
      p: { element: string; why: 'content' | 'in-text' | 'in-field' } | { element: string; expected: string },
    ) =>
      'expected' in p
        ? `<${p.element}> is not a <${p.expected}> entry; it was ignored.`
        : {
            content: `<${p.element}> had content; it was ignored.`,
            'in-text': `<${p.element}> inside a text field was ignored.`,
            'in-field': `<${p.element}> is inside a field that holds only text; it was ignored.`,
          }[p.why],
  },
  'unknown-element-kept': {
    severity: 'info',
    field: 'file',
    message: (p: { element: string }) => `<${p.element}> is not a field we edit; it is kept as written.`,
  },
  'duplicate-field': {
    severity: 'warning',
    field: 'file',
    message: (p: { element: string }) => `A second <${p.element}> in one entry is kept as raw XML.`,
  },
  'line-too-long': {
    severity: 'error',
    field: 'file',
    message: (p: { line: number; bytes: number; max: number }) =>
      `Line ${p.line} is ${formatCount(p.bytes)} bytes long; no URL is longer than ` +
      `${formatCount(p.max)} bytes, so it was left out.`,
  },
  'table-text-malformed': {
    severity: 'warning',
    field: 'file',
    message: (p: { reason: TableTextFault }) =>
      'parser' in p.reason
        ? `The table is not well-formed: ${p.reason.parser}.`
        : p.reason.quote === 'unterminated'
          ? 'A quoted cell is never closed: its closing quote is missing.'
          : 'A quote inside a quoted cell is not doubled (write "" for a quote within quotes).',
  },
  'table-cell-count': {
    severity: 'warning',
    field: 'file',
    message: (p: { cells: number; header: number }) =>
      `This line has ${p.cells} ${p.cells === 1 ? 'cell' : 'cells'}; the header has ${p.header}${
        p.cells > p.header ? '; the cells past the header were left out' : ''
      }.`,
  },
  'table-no-loc': {
    severity: 'error',
    field: 'file',
    message: (p: { name: string; columns: readonly string[] }) =>
      `${p.name} has no "loc" column: its first line names ${p.columns.map((name) => `"${name}"`).join(', ') || 'nothing'}. ` +
      'A CSV or TSV table needs a header row naming loc, and may name lastmod, changefreq and priority.',
  },
  'table-unknown-columns': {
    severity: 'warning',
    field: 'file',
    message: (p: { columns: readonly string[]; known: readonly string[] }) =>
      `These columns were left out (only ${p.known.join(', ')} are read): ${p.columns.map((name) => `"${name}"`).join(', ')}.`,
  },
} as const satisfies Record<string, CatalogueEntry>;
