/**
 * English: cli. Everything the command line prints, by command; `usage` texts are whole, with the
 * defaults as placeholders. In vue-i18n syntax a literal `|` is written {'|'}.
 */
export const cliMessages = {
  main: {
    usage: `Usage: sitemap-studio <command> [options]

Sitemap Studio's engine from a terminal: the same import, validation and export as the app.

Options:
  -h, --help       Show this help and exit
  -v, --version    Print the version and exit
  --lang <en{'|'}nl>   Write in English or Dutch, with any command (default: from LC_ALL,
                   LC_MESSAGES or LANG; English when none names a language the CLI speaks)

Commands:
  import <source...>   Read sitemaps, indexes, text sitemaps and robots.txt files from files,
                       folders and URLs; print a summary and the problems
  validate <source...> Check every URL against the protocol and Google's rules
  export <source...>   Write split, gzipped sitemaps and an index into a folder, all or nothing
  robots <robots.txt> <url...>
                       Say whether a crawler may fetch each URL, and which line decides
  check <source...>    Fetch every listed URL, politely: not found, redirects, noindex,
                       canonicals elsewhere, robots.txt blocks, slow answers; with --content,
                       whether each lastmod is true (--save keeps the results in the project)
  fix <project>        With --lastmod: set each lastmod to when its page's content last really changed
  hreflang <source...> The hreflang clusters and their problems; with --complete, every cluster
                       completed and written as a project; with --pair, pages without alternates
                       paired by their URLs or a CSV of translated slugs
  crawl <home-url>     Follow a site's links politely from its home page; with --compare, the
                       indexable pages a sitemap misses and the listed URLs no link reaches
  diagnose <url>       Fetch a sitemap or robots.txt as Googlebot and as a browser, and show
                       what differs: status, redirects, type, size, compression, a firewall's
                       challenge page, robots.txt's verdict

Run a command with --help for its options.
`,
    unknownCommand: 'Unknown command "{command}".',
    cancelled: 'Cancelled: nothing was written, and temp files were removed.',
    stopped: 'Stopped by the system: {reason}',
    stopping:
      'Stopping: what was begun is being undone, or a commit under way finished. Asked once more, the command stops at once, and the next export into its folder repairs what it left.',
  },
  lang: {
    bad: '--lang must be en or nl, not "{value}".',
    missing: '--lang needs a language: en or nl.',
  },
  args: {
    unknownOption:
      "Unknown option '{option}'. To pass an argument that starts with '-', put it at the end after '--', as in -- \"{option}\".",
    missingValue: "Option '{option}' argument missing",
    takesNoValue: "Option '{option}' does not take an argument",
    unexpectedPositional: "Unexpected argument '{argument}'. This command does not take positional arguments",
    emptySource: 'source {n} is empty',
    nameSource: '{empty}: name a file, folder or URL.',
    fileTooLarge: '{path} is too large to read as text ({size}; at most {most}).',
    outEmpty: '--out is empty: name the project file to write, such as site.sitemapstudio.',
    outIsFolder: '{out} is a folder: name the project file to write, such as {example}.',
    outFolderMissing: '{folder} does not exist: nothing could be saved there.',
    outFolderNotFolder: '{folder} is not a folder: nothing could be saved there.',
    notRegularFile: '{path} is not a regular file (a pipe, socket or device), and is not read.',
    noSources: 'Name at least one project, sitemap, folder or URL.',
    notCrawler: '"{agent}" is not a crawler name.',
    notSearchEngine: '--search-engines: "{name}" is not a search engine the check knows; choose from {known}.',
    notWholeNumber: '--{name}: "{value}" is not a whole number from {min} to {max}.',
    badTimeout: '--timeout must be a number of seconds above 0 and at most {most}, not "{value}".',
    changedMeanwhile:
      '{path} changed while this command ran (another program saved, moved or removed it): nothing was written to it, and it stays as that program left it. Run the command again.',
  },
  /** Counts inside other messages, each with its own plural form. */
  counts: {
    files: '{n} files | {n} file | {n} files',
    urls: '{n} URLs | {n} URL | {n} URLs',
    tables: '{n} tables | {n} table | {n} tables',
    rows: '{n} rows | {n} row | {n} rows',
    bytes: '{n} bytes | {n} byte | {n} bytes',
    indexablePages: '{n} indexable pages | {n} indexable page | {n} indexable pages',
    clusters: '{n} hreflang clusters | {n} hreflang cluster | {n} hreflang clusters',
    links: '{n} links | {n} link | {n} links',
    conflicts: '{n} conflicts | {n} conflict | {n} conflicts',
  },
  limits: {
    usage: `  --deadline <s>   Seconds one download may wait on its server in all, redirects included;
                   a file read again starts anew, after its pause (default {deadline})
  --max-files <n>  Files one import reads at most, indexes included
                   (default {maxFiles})`,
    deadline: '--deadline must be a number of seconds above 0 and at most {most}, not "{value}".',
    maxFiles: '--max-files must be a whole number of files above 0, not "{value}".',
  },
  report: {
    errors: '{n} errors | {n} error | {n} errors',
    warnings: '{n} warnings | {n} warning | {n} warnings',
    notes: '{n} notes | {n} note | {n} notes',
    header: '{errors}, {warnings}, {notes}:',
    severity: { error: 'error', warning: 'warning', info: 'info' },
    more: '… {more} more [{code}], {total} in all (--all lists every one)',
    moreListed: '… {n} more (--all lists every one)',
    noProblems: 'No problems.',
  },
  import: {
    usage: `Usage: sitemap-studio import <source...> [--all {'|'} --json [--rows]]
                              [--out project-file [--keep-partial]]
                              [--deadline seconds] [--max-files n] [--threads n]

Reads sitemaps, sitemap indexes (followed), gzip files, text sitemaps, robots.txt files
(their Sitemap lines followed) and CSV or TSV tables (.csv, .tsv: a header row naming loc,
lastmod, changefreq, priority) from files, folders and http(s) URLs. A site's home page
(https://example.com/) is read through its robots.txt, or /sitemap.xml when it has none.

Options:
  --all            List every problem, up to {kept} of each kind in a file (by default: the first {shown} of each kind, and how many in all)
  --json           Print one JSON document: files, counts and the problems, as --all lists them
  --rows           With --json, include every row of every file
  --out <file>     Also save what was read as a project file (.sitemapstudio), when every
                   source was read in full
  --keep-partial   With --out, save it even when some sources could not be read in full
{limits}
  --threads <n>    Files parsed at once, each on a thread of its own
                   (default {threads}: one per core; with --rows, 1)
  -h, --help       Show this help

Exit code: 0 when everything was read, 1 when some sources had errors, 2 for bad arguments.
A source not read in full (not found, a failed download, over the 100 MB cap, cut short) is
named among the problems; with --out it is also named on stderr, and the project is then not
written unless --keep-partial is given (still exit 1). Sitemaps past a limit (--max-files, the
50,000 an index may list, indexes more than 5 deep) are not read, with a warning: that alone
still exits 0, but with --out the index or folder counts as a source not read in full.
`,
    threads: '--threads must be a whole number from 1 to {most}, not "{value}".',
    noSources: 'Name at least one file, folder or URL to import.',
    rowsNeedJson: '--rows only goes with --json.',
    keepPartialNeedsOut:
      '--keep-partial only goes with --out: it saves the project --out names even when some sources could not be read in full.',
    saved: 'Saved {path}: {tables}, {urls}.',
    notSaved:
      'Not saved: {path}. {n} sources could not be read in full, and a project is saved only when every source is (--keep-partial saves what was read): | Not saved: {path}. {n} source could not be read in full, and a project is saved only when every source is (--keep-partial saves what was read): | Not saved: {path}. {n} sources could not be read in full, and a project is saved only when every source is (--keep-partial saves what was read):',
    notSavedMore: '  … and {n} more (listed with the errors)',
    read: 'Read {files}, {urls}.',
    reading: '(reading {name})',
    file: '{kind} {urls} {bytes}  {location}',
    partial: 'PARTIAL',
  },
  validate: {
    usage: `Usage: sitemap-studio validate <project-or-sitemap...> [--base-url URL] [--robots FILE] [--agent NAME] [--all {'|'} --json] [--threads n]

Checks every URL against the protocol and Google's rules, as the app and the export do.

Options:
  --base-url URL   Where the sitemaps are published: locs must be on its host and under its folder
  --robots FILE    A robots.txt to flag blocked URLs with (default: one found among the sources)
  --agent NAME     The crawler to check robots.txt for (default: Googlebot)
  --all            List every problem, up to {kept} of each kind in a table and {keptInAll} in all (by default: the first {shown} of each kind, and how many in all)
  --json           Print one JSON document: tables, counts and the problems, as --all lists them
  --threads <n>    Threads that read the sitemaps and check the rows, a file or a
                   slice of a table at a time (default {threads}: one per core)
{limits}
  -h, --help       Show this help

Exit code: 0 when there is no error (warnings allowed), 1 when there are errors, 2 for bad arguments.
`,
    checked: 'Checked {urls} in {tables}.',
  },
  export: {
    usage: `Usage: sitemap-studio export <project-or-sitemap...> --out DIR --base-url URL [options]

Writes split sitemaps (one set per table) and a sitemap index into DIR, all or nothing, never
over the protocol's limits; reads every file back and reports it.

A project file exported on its own is exported with the export settings saved in it (as the app
would export it: its folder, base URL, file names, limits, stylesheet); each option given overrides
the setting it names, and --out and --base-url are needed only where the project saved none.

Options:
  --out DIR             The folder to write to (created if needed; only files named as the set's are replaced)
  --base-url URL        Where the files will be published, e.g. https://example.com/
  --gzip, --no-gzip     Compress the sitemaps (default: gzip)
  --max-bytes N         Uncompressed bytes per file, at most {otherBytes} (default {defaultBytes})
  --max-urls N          URLs per file, at most {maxUrls} (default)
  --news-split, --no-news-split
                        News sitemaps in files of {newsUrls} URLs, as Google reads them (default), or like the others
  --xml, --text         XML sitemaps (default), or plain text (one URL per line)
  --pattern P           Sitemap file names (default: {pattern})
  --index-name NAME     The index's file name (default: {indexName})
  --xsl HREF, --no-xsl  Link an XSL stylesheet from every file, or none (default)
  --robots-txt, --no-robots-txt
                        Also write robots.txt with a Sitemap: line for the index (one already in
                        the folder keeps its lines), or not (default)
  --allow-other-hosts, --no-allow-other-hosts
                        Export URLs on other hosts than the base URL's, with a warning (search engines take them only where that host is verified or its robots.txt names the sitemap), or refuse them (default)
  --keep-non-indexable, --leave-out-non-indexable
                        Keep the URLs a project's site check found not indexable (4xx/5xx, redirected, noindex, canonical elsewhere, blocked by robots.txt), or leave them out and list them (default)
  --dry-run             Write nothing: list the URLs added, removed and changed (field by field) since the project's last export
  --remember            Remember in the project what this export wrote, for a later --dry-run (a project as the only source)
  --all                 List every problem (by default: the first {shown} of each kind, and how many in all)
  --threads N           Threads that read the sitemaps, check the rows and compress the files (default {threads}: one per core; when a source is a sitemap and none is a project, the rows are checked and compressed on half as many)
  --json                Print the report (or the problems) as JSON
{limits}
  -h, --help            Show this help

With --remember, a project exported on its own remembers what the export wrote (each URL's fields
as hashes, the files, the time), for --dry-run to compare with; the project file is rewritten.

Exit code: 0 when written, 1 when problems of severity error stopped it (nothing written) or when the export
was written but could not be remembered (the project file left as it was), 2 for bad arguments (settings
too small for any file, such as --max-bytes below the index's size, among them), 130 when stopped (143 by
SIGTERM, 129 by SIGHUP), also when the stop came once the new files had begun to move in: that step is
finished whole, and the export is complete.
`,
    noSources: 'Name at least one project, sitemap, folder or URL to export.',
    dryRunNeedsProject: '--dry-run compares with what a project remembers: name one project file (.sitemapstudio).',
    rememberNeedsProject: '--remember keeps what was written in a project: name one project file (.sitemapstudio).',
    sinceLast: 'Since the last export ({at}, {files}): {added} added, {removed} removed, {changed} changed.',
    sinceLastIn:
      'Since the last export ({at}, {files}, to {folder}): {added} added, {removed} removed, {changed} changed.',
    noLastExport: 'This project remembers no export: all {urls} would be new.',
    changedFields: '{loc}  ({fields})',
    notRemembered: 'Exported to {folder}, but not remembered: {reason}',
    remembered: 'Remembered this export in {path}.',
    outRequired: '--out is required: the folder to write to.',
    toSavedFolder: 'Exporting to {folder}, the folder saved in the project (--out names another).',
    savedFolderPlace: 'the folder saved in {project} ({folder})',
    savedSettingsRefused:
      'Where no option was given, these are the export settings saved in {project}: an option overrides each (see --help).',
    baseUrlRequired: '--base-url is required: where the files will be published.',
    optionsContradict: '{on} and {off} contradict each other.',
    outInSource:
      '--out {out} is inside the folder {folder} being read: the export would read its own files back in. Write it to a folder outside it.',
    sourcesIncomplete:
      'Not exported: some sources could not be read completely or as they were meant, and their rows would be lost or published wrong.',
    tablesRead: 'The tables, and the sitemap each was read from:',
    notExported: 'Not exported (nothing was written):',
    notCompleted: 'Exported, but not completed:',
    stopCameLate:
      'Not stopped: the stop came once the new files had begun to move in, a step that is finished whole once begun, so the export above is complete.',
    stopCameLateNotRemembered:
      'This export was not remembered in the project (--remember): the project file is as it was.',
    stopCameLateRemembered:
      'It was remembered in the project too (--remember): the stop came while that was under way, and it is finished whole as well.',
    cancelledAfterRepair:
      'Cancelled: this export wrote nothing to {folder}, and its temp files were removed. What it did first about an earlier interrupted export there:',
    wrote: 'Wrote {files} ({urls}) to {folder}; index: {index}',
    sitemaps: 'sitemaps | sitemap | sitemaps',
    urls: 'URLs | URL | URLs',
    bytesGzip: '{bytes}, {gzip} gzip',
    warningsAccepted:
      '{n} warnings about the URLs accepted; run validate to see them. | {n} warning about a URL accepted; run validate to see it. | {n} warnings about the URLs accepted; run validate to see them.',
    otherHosts:
      "{n} URLs on other hosts than the base URL's were exported because --allow-other-hosts allows them. | {n} URL on another host than the base URL's was exported because --allow-other-hosts allows it. | {n} URLs on other hosts than the base URL's were exported because --allow-other-hosts allows them.",
    otherHostsSaved:
      "{n} URLs on other hosts than the base URL's were exported because the project's export settings allow them (--no-allow-other-hosts refuses them). | {n} URL on another host than the base URL's was exported because the project's export settings allow it (--no-allow-other-hosts refuses it). | {n} URLs on other hosts than the base URL's were exported because the project's export settings allow them (--no-allow-other-hosts refuses them).",
    leftOut:
      'Left out {n} URLs the site check found not indexable (--keep-non-indexable keeps them): | Left out {n} URL the site check found not indexable (--keep-non-indexable keeps it): | Left out {n} URLs the site check found not indexable (--keep-non-indexable keeps them):',
    inFolder: 'In the folder: {report}',
  },
  diagnose: {
    usage: `Usage: sitemap-studio diagnose <url> [--json] [--timeout seconds]

Why Search Console "couldn't fetch" a sitemap that opens in a browser: asks for the URL as
Googlebot and as a desktop browser, one after the other, and shows both answers side by side:
status, redirects (followed on the URL's own host only), content type, compression, size, a
firewall's or CDN's challenge page, and whether the site's robots.txt lets Googlebot fetch it.
Only that URL, its redirects on the same host and the host's robots.txt are asked for.

Options:
  --json            Print one JSON document with both answers, what differs, and the verdict
                    (googlebotGetsIt, verdict)
  --timeout <s>     Seconds each request may take: Googlebot's, the browser's and
                    robots.txt's (default {timeout})
  -h, --help        Show this help

Exit code: 0 when Googlebot gets the file (a 2xx, no challenge page, allowed by robots.txt;
a large file still arriving when its time runs out counts, as what came was fine), 1 when it
does not (an empty sitemap, a file that breaks off after its status, or stops coming, included; a sitemap over the
50 MB the protocol allows, a gzip file counted inflated, or one that goes on past the 64 MB read)
or when its time ran out too soon after the headers to tell, 2 for bad arguments.
`,
    needUrl: 'Name one absolute http(s) URL to diagnose.',
    heading: 'Diagnosis of {url}',
    googlebot: 'Googlebot',
    browser: 'Desktop browser',
    redirects: 'redirects',
    status: 'status',
    finalUrl: 'final URL',
    contentType: 'content type',
    contentEncoding: 'compression',
    bytes: 'size',
    challenge: 'challenge page',
    error: 'no answer',
    time: 'time',
    unknownVendor: 'a firewall',
    none: '–',
    bytesValue: '{n} bytes | {n} byte | {n} bytes',
    cutValue: 'more than {size}',
    gzipFileValue: '{size} inflated, {compressed} as gzip',
    inflatedSize: '{size} inflated',
    unfinishedValue: '{size} when its time ran out (not the end)',
    ms: '{ms} ms',
    notFollowed: 'redirect to {to} not followed ({why})',
    why: {
      'other-host': 'another host',
      'other-scheme': 'not http(s)',
      loop: 'a loop: it was asked already',
      'too-many': 'too many redirects',
    },
    failure: {
      timeout: 'no answer in time',
      'not-http':
        'not HTTP (no valid status line: an HTTP/0.9 reply, another protocol, or a status code HTTP does not have)',
      'bare-lf': 'lines that end in LF alone, not CR LF',
      'invalid-headers': 'headers that are not valid HTTP ({reason})',
      'headers-too-large': 'headers over 128 KB, more than a sitemap server sends',
      'unasked-answer': 'an answer not asked for (a 100 Continue before the answer to a GET)',
      'bad-chunks': 'a body whose chunked framing is broken ({reason})',
      'body-short': 'shorter than its Content-Length',
      'coding-corrupt': 'its compressed data is broken',
      'coding-unknown':
        'compressed as "{coding}", which was not asked for (gzip, deflate or br were) and cannot be read',
      'gzip-file-corrupt': 'the gzip file it holds is damaged or cut short',
      'body-stalled': 'stopped sending ({seconds} s without a byte)',
      'body-none': 'no body after the headers ({seconds} s)',
      'body-late': 'no byte yet when the time ran out, {seconds} s after the headers',
    },
    differs: 'Differs: {fields}.',
    same: 'Both got the same answer.',
    robotsAllowed: 'robots.txt lets Googlebot fetch it{line}.',
    robotsBlocked: 'robots.txt keeps Googlebot from it: {rule}.',
    robotsUnreadable: 'robots.txt could not be read: {reason}.',
    robotsLine: ' (line {line}: {rule})',
    verdictOk: 'Googlebot gets the file.',
    verdictChallenge:
      'Googlebot gets a challenge page from {vendor} instead of the file: allow Googlebot in the firewall or CDN.',
    verdictStatus: 'Googlebot gets status {status}, not the file.',
    verdictHtml:
      'Googlebot gets status {status}, but an HTML page, not a sitemap: a web page, or an error or login page served in its place (Search Console says "Sitemap is HTML").',
    verdictBroken: 'Googlebot gets status {status}, but the file breaks off: {error}.',
    verdictUnreadCoding:
      'Googlebot gets status {status}, but the file comes compressed as "{coding}": Googlebot asks for gzip, deflate or br, and cannot read it. Have the server, or a CDN in front of it, send one of those, or no compression.',
    verdictError: 'Googlebot gets no answer: {error}.',
    verdictBareLf:
      'This diagnosis could not read the answer: the server ends its lines in LF alone, not CR LF as HTTP requires. This app reads HTTP strictly and refuses such an answer, though some browsers accept it, so it cannot tell what Googlebot gets. Fix the line endings where the server, or a proxy in front of it, writes its answer.',
    verdictBlocked: "Googlebot may not fetch the file under the site's robots.txt.",
    verdictRobotsUnreadable:
      "Googlebot does not fetch the file: the site's robots.txt could not be read ({reason}), and RFC 9309 says to fetch nothing from the host then.",
    verdictTooLarge:
      'Googlebot gets status {status}, but the file is {size}, more than the {max} a sitemap may hold uncompressed: Google reads no sitemap past it. Split its URLs into sitemaps of their own, listed in a sitemap index.',
    verdictTooLargeCut:
      'Googlebot gets status {status}, but the file goes on past {size}, where this diagnosis stopped reading: more than the {max} a sitemap may hold uncompressed, and Google reads no sitemap past it. Split its URLs into sitemaps of their own, listed in a sitemap index (or look at why the server sends this much: an endless body).',
    verdictEmpty:
      'Googlebot gets status {status}, but an empty answer: no byte, so no sitemap (Search Console says "Sitemap is empty" or "Couldn\'t fetch"). Look at what the server, or a cache in front of it, sends for this URL.',
    verdictUnfinished:
      "Googlebot gets status {status}, and the file was still arriving when this diagnosis's time ran out: {size} came in {seconds} s and the rest was not read. That is this diagnosis's own time limit (a large file or a slow link), not a failure of the server.",
    verdictStalled:
      'Googlebot gets status {status}, but the server stopped sending the file: {size} came, then no byte in the last {seconds} s before the time ran out. Googlebot gives up on such a fetch too: look at what keeps the server, or a proxy in front of it, from sending the rest (a generator stuck, a backend that hangs).',
    verdictNoBody:
      'Googlebot gets status {status}, but no byte of the file came after the headers ({seconds} s): the server stopped after sending them. Googlebot gives up on such a fetch too: look at what keeps the server, or a proxy in front of it, from sending the file (a generator stuck, a backend that hangs).',
    verdictLate:
      "Googlebot gets status {status}, but this diagnosis's time ran out {seconds} s after the headers came, before any byte of the file: too soon to tell whether the server was still sending it, so whether Googlebot gets the file is not known. The server took nearly all of the time allowed to answer (a sitemap generated on request, a slow backend).",
    moreTime: 'To read it to the end, allow each request more time: sitemap-studio diagnose {url} --timeout <seconds>',
  },
  robots: {
    usage: `Usage: sitemap-studio robots <robots.txt> [--agent NAME] [--json] [--timeout S] <url...>

Says whether a crawler may fetch each URL under a robots.txt file (RFC 9309, read as Google
reads it), and which line decides. A site's address in its place, https://example.com/robots.txt,
reads the site's live robots.txt: a 4xx allows every URL, a 5xx, a 429 or no answer blocks every URL.

Options:
  --agent NAME     The crawler's product token (default: Googlebot)
  --json           One JSON object per URL: url, allowed, line (allowed null and an error for
                   a URL that gets no verdict; decidedBy where the site gave no rules)
  --timeout S      With a site's address: seconds its robots.txt may take, redirects included
                   (default {timeout})
  -h, --help       Show this help

Exit code: 0 when every URL got its verdict, 1 when the site's robots.txt gave no answer (every
URL is then blocked, as Google reads it), 2 for bad arguments (a URL that is not absolute http(s),
or not on the site whose robots.txt was asked for, is named, and the others still get their verdicts).
`,
    needFileAndUrls: 'Name a robots.txt file and at least one URL.',
    notAtRoot: '{url} is not a robots.txt: a site has one, at {robots}.',
    otherSite: 'URL {n}, "{url}", is not on {origin}: its robots.txt does not decide for it.',
    badAgent: '"{agent}" is not a crawler name: use letters, "_" and "-" only, e.g. Googlebot.',
    badUrl: 'URL {n}, "{url}", is not an absolute http(s) URL.',
    allowed: 'allowed',
    blocked: 'blocked',
    noRule: 'no rule matches',
    line: 'line {line}: {rule}',
    noLines:
      '{file} holds no robots.txt line (User-agent, Allow, Disallow, Sitemap): is it a robots.txt? A crawler reads it as allowing everything.',
    truncated:
      '{file} is larger than 500 KiB: as Google does, only its first 500 KiB were read, and the rules after them count for nothing.',
  },
  check: {
    usage: `Usage: sitemap-studio check <project-or-sitemap...> [--json {'|'} --all] [--concurrency N] [--rate N] [--agent NAME]

Fetches every listed URL and reports what a search engine would meet: not found, server errors,
redirects and meta refreshes, noindex, canonicals elsewhere, robots.txt blocks, non-HTML pages,
hreflang that disagrees with the sitemap, slow answers. Politely: the live robots.txt and its
Crawl-delay are obeyed, and only the tables' own hosts are asked.

Options:
  --concurrency N  Requests in flight at once (default {concurrency})
  --per-host N     Requests in flight at once to one host (default {perHost})
  --rate N         Requests started per second, 0 for no limit (default {rate})
  --agent NAME     The robots.txt group the checker obeys itself and the crawler whose X-Robots-Tag
                   and robots meta count (default: robots.txt as {robotsAgent}, X-Robots-Tag and
                   meta as {tagAgent})
  --search-engines LIST
                   The search engines whose own robots.txt groups decide whether a URL is blocked,
                   comma-separated, from {engines} (default {searchEngines})
  --other-hosts    Check URLs on hosts other than each table's own too
  --ignore-robots  Do not read robots.txt (only for your own site)
  --slow-ms N      An answer slower than this is reported (default {slowMs})
  --timeout S      Give up on a URL after S seconds, redirects included (default {timeout})
  --content        Read each page whole (up to 5 MiB) and fingerprint its main content; with a
                   project, compare with the fingerprints it holds: lastmod-stale, lastmod-churn,
                   lastmod-future, and content-unstable for a page that differs on every fetch
                   (a page whose content differs from the project's is fetched twice)
  --fetch-twice    With --content: fetch every page twice, to find those that differ on every fetch
  --save           Write the results, fingerprints and content history included, back into the
                   project (the one source), atomically
  --all            List every problem (by default: the first few of each kind, and how many in all)
  --json           Print one JSON document: counts, robots.txt, every URL's check and every problem
{limits}
  -h, --help       Show this help

Progress goes to stderr while it runs (in a terminal in place, elsewhere a line every 30 s); Ctrl-C
stops the check and reports what was checked.
Exit code: 0 when there is no error (warnings allowed), 1 when there are errors, 2 for bad arguments,
130 when stopped (143 by SIGTERM, 129 by SIGHUP).
`,
    progress: 'Checked {done} of {total} URLs | Checked {done} of {total} URL | Checked {done} of {total} URLs',
    summary: 'Checked {urls} ({rows} in {tables}): {counts}',
    summaryCancelled: 'Checked {done} of {urls} ({rows} in {tables}): {counts}',
    retried:
      '; {n} requests asked again after a 429 or 503 | ; {n} request asked again after a 429 or 503 | ; {n} requests asked again after a 429 or 503',
    stopped: 'Stopped: the URLs above were checked, the rest were not.',
    stoppedNotSaved: 'Stopped: the URLs above were checked, the rest were not; nothing was saved to {path}.',
    stoppedBeforeAny: 'Stopped before any URL was checked.',
    stoppedBeforeAnyNotSaved: 'Stopped before any URL was checked; nothing was saved to {path}.',
    statusClasses: { failed: 'failed', skipped: 'skipped' },
    noProblemsChecked: 'No problems in the URLs checked.',
    otherHostsSkipped:
      "Not checked: {n} URLs listed on another host than their table's, as a site check asks one site (--other-hosts checks them): | Not checked: {n} URL listed on another host than its table's, as a site check asks one site (--other-hosts checks it): | Not checked: {n} URLs listed on another host than their table's, as a site check asks one site (--other-hosts checks them):",
    needsContent: '--fetch-twice needs --content.',
    saveNeedsProject:
      '--save writes the results into a project: name one project file (.sitemapstudio) as the only source.',
    changedMeanwhile:
      '{path} changed while the check ran (another program saved it): the results were not saved in it, and it stays as that program left it. Check it again to save them.',
    saved:
      'Saved the results of {n} URLs to {path}. | Saved the result of {n} URL to {path}. | Saved the results of {n} URLs to {path}.',
  },
  hreflang: {
    usage: `Usage: sitemap-studio hreflang <project-or-sitemap...> [--complete --out project [--x-default LANG]] [--all] [--json] [--threads n]
       sitemap-studio hreflang <project-or-sitemap...> (--pair RULE {'|'} --pair-csv FILE) --out project [--json] [--threads n]

Finds the hreflang clusters of the sources: the pages that are one content in several languages,
linked by their alternates in either direction, across every table. Reports each cluster problem
with its code and the row's loc: a missing return link or self-reference, a language given two
URLs or two pages, a page given two languages, x-default missing or different, alternates no table
lists, members on another host, and the one link that alone joins a giant cluster.

With --complete, every row of each cluster lists every member under its language, itself included,
and one x-default; the project is written to --out, with each link added or removed printed.
Conflicts (which page is which language, a code Google does not take) are left for a person: an
invalid code is never rewritten by guess.

With --pair, for a site whose sitemap has no alternates yet, the pages are paired by where their
URLs put the language, in a rule you confirm: /{'{'}lang{'}'}/path (the first path segment; /shop/{'{'}lang{'}'}/
for a deeper one), {'{'}lang{'}'}.example.com/path (the host's first label) or ?lang= (a query parameter).
With --pair-csv, by a CSV of translated slugs: a header of language codes (en,nl,de), then one line
per content with its page in each language as a URL or a path (/nl/schoenen). Every page of a
content then lists every page of it under its language, itself included; the links added are
printed and the project is written to --out. A content with two URLs for one language, a code
Google does not take and a language a row already lists with another URL are left for a person.

Options:
  --complete       Complete every cluster and write the project (needs --out)
  --pair RULE      Pair pages by where their URLs put the language (needs --out)
  --pair-csv FILE  Pair pages by a CSV of translated slugs (needs --out)
  --out FILE       The project to write (it may be the project read)
  --x-default LANG The member in this language becomes each cluster's x-default (default: the
                   one the cluster's rows already name most; none when none does)
  --all            List every problem, changed row and link paired (by default the first 20 of
                   each, and how many more; --json holds every one)
  --json           Print the clusters' problems (and the completion) as one JSON document
  --threads <n>    At most n threads read the sources and write the project (default
                   {threads}: one per core; a small project is written on one)
  -h, --help       Show this help

Exit code: 0 when every cluster is complete (or the project is written), 1 when a cluster has a
problem or a source could not be read in full (no project is then written), 2 for bad arguments.
`,
    needsOut: '--complete writes the completed project: name it with --out.',
    outNeedsComplete: '--out writes the completed project: add --complete.',
    badXDefault: '--x-default takes a language code such as en or en-GB, not "{value}".',
    found: '{clusters} in {urls}.',
    allComplete: 'Every cluster is complete.',
    conflict: '{loc}  left for a person: {what}',
    decide: {
      twoLanguages: 'its links give it more than one language ({languages})',
      twoPages: 'hreflang {language} is given to more than one page ({pages})',
      twoUrls: 'hreflang {language} is listed with more than one URL ({pages})',
      invalid: '"{language}" is not a code Google takes; correct it by hand',
      invalidHref:
        'its URL is none a sitemap can list (relative, with a space, not http…), so it is given to no other page; correct it by hand',
      noLanguage: 'no link gives it a language',
    },
    outIsSource:
      '--out names {path}, one of several sources: written with all of them, it would lose its settings, site checks and last export. Write to another file, or give that project alone.',
    notReadWhole:
      '{n} sources could not be read in full: the clusters below are of what was read. | {n} source could not be read in full: the clusters below are of what was read. | {n} sources could not be read in full: the clusters below are of what was read.',
    notWrittenNotWhole:
      'Not written: {path}. {n} sources could not be read in full, and a project is written only when every source is: | Not written: {path}. {n} source could not be read in full, and a project is written only when every source is: | Not written: {path}. {n} sources could not be read in full, and a project is written only when every source is:',
    completed: 'Completed {clusters}: added {added}, removed {removed}, left {conflicts} for a person; wrote {path}.',
    noXDefault:
      '{n} clusters are left without an x-default: no row of them names one; --x-default LANG gives each cluster its page in that language. | {n} cluster is left without an x-default: no row of it names one; --x-default LANG gives each cluster its page in that language. | {n} clusters are left without an x-default: no row of them names one; --x-default LANG gives each cluster its page in that language.',
    pair: {
      oneWay: 'Pair by a rule (--pair) or by a CSV (--pair-csv), not both.',
      notWithComplete: '--pair and --pair-csv write the paired project: leave out --complete (complete it afterwards).',
      needsOut: '--pair and --pair-csv write the paired project: name it with --out.',
      badRule: "--pair takes /{'{'}lang{'}'}/path, {'{'}lang{'}'}.example.com/path or ?lang=, not \"{rule}\".",
      twoUrls: 'left for a person: hreflang {language} has more than one URL ({pages})',
      unknownCode: '{loc}  left for a person: "{code}" is not a code Google takes',
      unknownColumn: '{file}, line 1: the column "{code}" is not a code Google takes; its values are left out',
      xDefaultColumn:
        '{file}, line 1: the column x-default is left out: a CSV pairs pages by language; give each cluster its x-default with --complete --x-default LANG',
      listedOtherwise: '{loc}  left for a person: it lists hreflang {language} as {listed}, not as {href}',
      pageListedOtherwise: '{loc}  left for a person: it lists {href} as hreflang {listed}, not as {language}',
      extraValues:
        '{file}, line {line}, column {column}: {values} value, more than the header names; the rest is left out | {file}, line {line}, column {column}: {values} values, more than the header names; the rest is left out',
      notFound: '{file}, line {line}, column {column} ({language}): no row has {value}',
      repeated:
        '{file}, line {line}, column {column} ({language}): {value} is on line {first} already; one page is one content’s, so it is left out here',
      done: 'Paired {clusters}: added {links} to {rows}; the rule found no language in {unmatched}; left {conflicts} for a person; wrote {path}.',
      doneCsv:
        'Paired {clusters}: added {links} to {rows}; the CSV names no page in {unmatched}; left {conflicts} for a person; wrote {path}.',
    },
  },
  fix: {
    usage: `Usage: sitemap-studio fix <project> --lastmod --out <project> [--json] [--threads n]

Sets what the project's content checks (check --content --save) know to be untrue: with --lastmod,
each row's lastmod whose page changed after it (lastmod-stale), that moved while the page did not
(lastmod-churn) or that is in the future (lastmod-future) becomes the time its content last really
changed, in the style of the row's own (a date stays a date). Prints each change, then each lastmod
it doubts but cannot date (a page unstable between two fetches, a future lastmod of a page no check
dates) and why, and how many agree or were not judged (no content check saw their page); --out may
be the project itself (it is replaced atomically).

Options:
  --lastmod        Set each lastmod to when its page's content last really changed
  --out FILE       The project to write (.sitemapstudio is added to a name without it)
  --json           Print the changes as one JSON document
  --threads <n>    At most n threads read and write the project (default {threads}: one per
                   core; a small project is read and written on one)
  -h, --help       Show this help

Exit code: 0 when written, 1 when the project keeps no content check (nothing is written), 2 for
bad arguments.
`,
    noHistory:
      '{path} keeps no content check, so no lastmod can be judged: run "check --content --save" on it first. Nothing was written.',
    needsProject: 'Name one project file (.sitemapstudio) to fix.',
    needsWhat: 'Say what to fix: --lastmod.',
    needsOut: '--out names the project to write (it may be the same file).',
    change: '{place}  {loc}  lastmod {from} → {to}  [{code}]',
    left: {
      'content-unstable':
        '{place}  {loc}  lastmod {lastmod} left as it is: the page differed between the two fetches of its last check, so no change of it can be dated  [content-unstable]',
      'lastmod-future':
        '{place}  {loc}  lastmod {lastmod} left as it is: it is in the future, and no content check has seen when its page last changed  [lastmod-future]',
    },
    none: 'No lastmod the content checks could judge is untrue: nothing to change.',
    agreeing:
      '{n} lastmods agree with what the content checks have seen. | {n} lastmod agrees with what the content checks have seen. | {n} lastmods agree with what the content checks have seen.',
    unjudged:
      '{n} lastmods were not judged: no content check has seen their pages (run "check --content --save" on them). | {n} lastmod was not judged: no content check has seen its page (run "check --content --save" on it). | {n} lastmods were not judged: no content check has seen their pages (run "check --content --save" on them).',
    unread:
      "{n} lastmods were not judged: the last check read no content of their pages (not 2xx, a failure, or a page cut at its limits: see that check's report). | {n} lastmod was not judged: the last check read no content of its page (not 2xx, a failure, or a page cut at its limits: see that check's report). | {n} lastmods were not judged: the last check read no content of their pages (not 2xx, a failure, or a page cut at its limits: see that check's report).",
    written:
      'Set {n} lastmods true; wrote {path}. | Set {n} lastmod true; wrote {path}. | Set {n} lastmods true; wrote {path}.',
  },
  crawl: {
    usage: `Usage: sitemap-studio crawl <home-url> [--max-pages N] [--max-depth N] [--max-time S] [--json {'|'} --all]
                             [--out project] [--compare <sitemap-or-project>]...

Follows the links of a site from its home page, on its own host only, and reports every URL reached:
its depth, the page that linked to it first, and whether it is an indexable page (no redirect, 2xx
HTML, no noindex, no canonical elsewhere). Links marked nofollow, and pages whose robots meta or
X-Robots-Tag says nofollow, are not followed. Politely: robots.txt and its Crawl-delay are obeyed.

Options:
  --max-pages N    URLs found before new links are no longer taken (default {maxPages})
  --max-depth N    Links followed from the home page (default {maxDepth})
  --max-time S     Stop after S seconds of crawling and report what was found (default: no limit)
  --compare SOURCE A sitemap, index, robots.txt, folder or project whose URLs are the listed ones;
                   repeat it for more. Reports the indexable pages none of them lists, and the
                   listed URLs the crawl never reached (orphans)
  --out FILE       Save the indexable pages found as a project (.sitemapstudio), one table
  --concurrency N  Requests in flight at once (default {concurrency})
  --per-host N     Requests in flight at once to the host (default {perHost})
  --rate N         Requests started per second, 0 for no limit (default {rate})
  --agent NAME     The robots.txt group to obey (default {robotsAgent})
  --search-engines LIST
                   The search engines whose own robots.txt groups decide whether a page is
                   blocked, so not indexable; comma-separated, from {engines} (default {searchEngines})
  --ignore-robots  Do not read robots.txt (only for your own site)
  --timeout S      Give up on a page after S seconds, redirects included (default {timeout})
  --all            List every URL of each kind (by default: the first few, and how many in all)
  --json           Print one JSON document: every URL reached, and with --compare the gaps
  Reading the --compare sources:
{limits}
  -h, --help       Show this help

Progress goes to stderr while it runs (in a terminal in place, elsewhere a line every 30 s); Ctrl-C
stops the crawl and reports what was found.
Exit code: 0 when, with --compare, nothing is missing or orphaned (a crawl a limit stopped knows no
orphans: they are listed, not failed on); 1 when pages are missing or orphaned, a --compare source was
read only in part, or the home page is not an indexable page; 2 for bad arguments; 130 when stopped
(143 by SIGTERM, 129 by SIGHUP).
`,
    needHome: 'Name one home page URL to crawl from.',
    notHttp: '"{url}" is not an http or https URL.',
    stopped: 'Stopped: the URLs above were reached, the rest were not.',
    stoppedNotSaved: 'Stopped: the URLs above were reached, the rest were not; nothing was saved to {path}.',
    saved:
      'Saved {path}: {n} indexable pages. | Saved {path}: {n} indexable page. | Saved {path}: {n} indexable pages.',
    progress:
      'Crawled {done} of {total} URLs found | Crawled {done} of {total} URL found | Crawled {done} of {total} URLs found',
    rate: '{rate} URLs/s',
    summary: 'Crawled {home}: {pages} reached, {indexable} ({counts})',
    homeRedirects: 'The home page redirects to {url}: crawl from there.',
    homeRefreshes: 'The home page refreshes at once to {url} (a meta refresh, not an HTTP redirect): crawl from there.',
    timeLimit: 'Stopped at --max-time: links not yet followed were left.',
    pageLimit: 'Reached --max-pages: further links were not taken.',
    depthLimit: 'Reached --max-depth: links of the deepest pages were not followed.',
    linksCut:
      'Some pages held more than the crawl takes from one page: links past {links} a page, or longer than {chars} characters, were left out.',
    readInPart:
      'Read only in part, past {bytes} or elements nested more than {nesting} deep: links after that were not followed ({n}):',
    notIndexable: 'Not indexable ({n}):',
    indexableUnknown:
      'Indexability unknown: the head or its robots directives were not read in full (past the byte cap, nested too deep, too long, or in an unreadable coding) ({n}):',
    compared: 'Compared with {n} listed URLs. | Compared with {n} listed URL. | Compared with {n} listed URLs.',
    elsewhere:
      '{n} of them is not on {origin}, where the crawl went: compared with nothing. | {n} of them is not on {origin}, where the crawl went: compared with nothing. | {n} of them are not on {origin}, where the crawl went: compared with nothing.',
    nothingListed: 'Nothing to compare with: no URL was read from {sources}. Nothing was crawled.',
    unlisted: 'Indexable pages no sitemap lists ({n}):',
    orphans: 'Listed URLs the crawl never reached ({n}):',
    orphansLimited:
      'Listed URLs the crawl never reached ({n}); it stopped at a limit, so a link to them may be on a page it did not read:',
    orphansReadInPart:
      'Listed URLs the crawl never reached ({n}); some pages were read only in part (above), so a link to them may be past where one was cut:',
    home: '(home)',
    depth: 'depth {depth}, from {from}',
    reasons: {
      'blocked-by-robots': 'blocked-by-robots',
      'not-fetched': 'not-fetched',
      failed: 'failed',
      redirect: 'redirect',
      status: 'status',
      'not-html': 'not-html',
      noindex: 'noindex',
      'canonical-elsewhere': 'canonical-elsewhere',
      'head-unread': 'head-unread',
    },
  },
};
