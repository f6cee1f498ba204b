/** English: getting a source's bytes and reading its content (shared/problem-catalogue/import-problems.ts). */
export const importProblemMessages = {
  'source-not-found': '{name} does not exist.',
  'source-not-a-file': '{name} is not a regular file (a pipe, socket or device).',
  'source-empty': {
    named: '{name} {empty}; there is nothing to import.',
    unnamed: 'This file {empty}; there is nothing to import.',
  },
  'source-unrecognised': {
    content: 'This is not a sitemap, sitemap index, text sitemap or robots.txt.',
    named: '{name} is not a sitemap, sitemap index, text sitemap, robots.txt, CSV table or Sitemap Studio project.',
    gzipTwice:
      'This file is compressed twice (a gzip inside a gzip); crawlers decompress a sitemap once. Decompress it once and import it again.',
    gzipTwiceNamed:
      '{name} is compressed twice (a gzip inside a gzip); crawlers decompress a sitemap once. Decompress it once and import it again.',
  },
  'source-wide-encoding': {
    named:
      '{name} is saved as {encoding}; XML and text sitemaps, indexes and robots.txt files are read as UTF-8 only. Save it as UTF-8 and import it again.',
    unnamed:
      'This file is saved as {encoding}; XML and text sitemaps, indexes and robots.txt files are read as UTF-8 only. Save it as UTF-8 and import it again.',
    tableNamed:
      '{name} is saved as {encoding}; CSV and TSV tables are read as UTF-8 only. Save it as UTF-8 (in Excel: CSV UTF-8) and import it again.',
    tableUnnamed:
      'This table is saved as {encoding}; CSV and TSV tables are read as UTF-8 only. Save it as UTF-8 (in Excel: CSV UTF-8) and import it again.',
  },
  'source-unreadable': {
    named: '{name} could not be read: {reason}',
    unnamed: 'The file could not be read: {reason}',
  },
  'source-is-project':
    'This is a Sitemap Studio project, not a sitemap, so it is not imported. Open it as a project: the app opens it whatever its name, a command once its name ends in .sitemapstudio.',
  'import-cancelled': 'The import was cancelled.',
  'folder-empty': 'The folder holds no sitemap, index or robots.txt.',
  'folder-files-skipped':
    'Skipped a file that is not a sitemap, index, text sitemap, robots.txt or table of URLs: {names}. | Skipped {count} files that are not a sitemap, index, text sitemap, robots.txt or table of URLs: {names}.',
  'folder-files-unopened':
    "Did not open a file, as a folder's files are opened only when their names end in {endings} or {last}, or have no ending: {names}. Import it on its own to read it whatever its name. | Did not open {count} files, as a folder's files are opened only when their names end in {endings} or {last}, or have no ending: {names}. Import one on its own to read it whatever its name.",
  'folder-sitemap-skipped': {
    unreadable: '{name} was skipped: it could not be read ({reason}), so any URLs it holds are missing.',
    unrecognised:
      '{name} is named like a sitemap but was skipped: it is not a sitemap, sitemap index, text sitemap or robots.txt.',
    outside:
      '{name} was skipped: it is a link to {target}, outside the folder, and only the folder’s own files are imported. Import that file by its own path to read it.',
    notAFile: '{name} was skipped: it is not a regular file but a pipe, socket or device, which is never opened.',
    folderLink:
      '{name} was not followed: it is a link to the folder {target}, and links to folders are never followed (one could lead back up into a folder above it), so any sitemaps there were not read. Import that folder by its own path to read them.',
    sameFile:
      '{name} was skipped: it is the same file as {readAs} (a link to it, or another name for it), whose URLs are imported once, under that name.',
    nameNotUtf8:
      '{name} was skipped: its name is not UTF-8 text (the characters shown as � are bytes of another encoding), and the import does not open a file or folder by such a name, so anything it holds is missing. Rename it and import the folder again.',
    unopened:
      "{name} is named like a sitemap but was not opened: a folder's files are opened only when their names end in {endings} or {last}, or have no ending. Import it on its own to read it.",
  },
  'redirected-off-host':
    '{url} redirects to {to}, on another host, and was read there. Search engines take a sitemap on another host than its URLs only when the robots.txt of their host names it.',
  'sitemap-over-limits': {
    urls: 'This sitemap lists {urls} URLs; the protocol allows {mostUrls} in one file, and search engines refuse a file past that. The export splits them into files within the limits.',
    bytes:
      'This sitemap is {bytes} bytes uncompressed; the protocol allows {mostBytes} in one file, and search engines refuse a file past that. The export splits its URLs into files within the limits.',
    both: 'This sitemap lists {urls} URLs in {bytes} bytes uncompressed; the protocol allows {mostUrls} URLs and {mostBytes} bytes in one file, and search engines refuse a file past that. The export splits them into files within the limits.',
  },
  'robots-no-sitemaps':
    'This robots.txt has no Sitemap: line, so it points crawlers at no sitemap. The export can add one for the index.',
  'robots-too-large':
    'This robots.txt is {bytes} byte long; crawlers read its first {max} bytes only, as Google does, so its lines after them (Sitemap: lines too) are ignored here as well. | This robots.txt is {bytes} bytes long; crawlers read its first {max} bytes only, as Google does, so its lines after them (Sitemap: lines too) are ignored here as well.',
  'home-page-fallback': {
    noSitemap: '{robots} names no sitemap; {fallback} was tried instead.',
    unreadable: '{robots} could not be read; {fallback} was tried instead.',
  },
  'index-loop': '{location} lists itself through {parent}; not read again.',
  'already-imported': '{location} was already imported.',
  'depth-limit':
    'A listed sitemap, {first}, was not read: deeper than {maxDepth} levels. | {count} listed sitemaps were not read, the first {first}: deeper than {maxDepth} levels.',
  'import-file-limit': {
    folder:
      'One import reads at most {limit} files; {count} file in this folder was not read. Raise the limit under Download limits in the import dialog, or with --max-files. | One import reads at most {limit} files; {count} files in this folder were not read. Raise the limit under Download limits in the import dialog, or with --max-files.',
    listed:
      'One import reads at most {limit} files; {count} sitemap listed here was not read. Raise the limit under Download limits in the import dialog, or with --max-files. | One import reads at most {limit} files; {count} sitemaps listed here were not read. Raise the limit under Download limits in the import dialog, or with --max-files.',
  },
  'index-too-many-sitemaps':
    'This index lists {count} sitemaps; the protocol allows {limit} per index. The last {over} was not read. | This index lists {count} sitemaps; the protocol allows {limit} per index. The last {over} were not read.',
  'child-loc-relative': '"{loc}" is relative; it is resolved against {parent}.',
  'index-lists-index':
    '{parent} lists another sitemap index, {location}; the protocol lets an index list sitemaps only (it was followed all the same).',
  'child-loc-not-url': 'The listed sitemap "{loc}" is not a URL: {why}. It was not followed.',
  'child-loc-invalid': {
    remote: '"{loc}" is not a URL that can be fetched.',
    local: '"{loc}" is not a valid URL.',
  },
  'child-missing': '{loc} is listed, but no file for it was found in {folder}.',
  'child-not-a-file': {
    folder: '{loc} is listed, but {path} is a folder, not a sitemap file, so nothing was read for it.',
    special: '{loc} is listed, but {path} is a pipe, socket or device, not a regular file, so it was never opened.',
  },
  'child-outside-folder':
    '{loc} leads outside {folder}, the folder of the file that lists it; a file on disk lists only files in its own folder, so it was not read.',
  'url-scheme-refused': {
    named: 'Only http and https addresses can be imported, not {url}.',
    fetched: 'Only http and https addresses are fetched, not {url}.',
    redirected: '{from} redirects to {url}, which is not an http or https address; it was not followed.',
    listed: '"{url}" is not an http or https URL; it was not fetched.',
    listedLocal: '"{url}" is not an http or https URL.',
  },
  'url-invalid': {
    given: '"{url}" is not a valid URL.',
    redirected:
      '{from} redirected to "{url}" (its Location header), which is not a valid URL; the redirect was not followed.',
  },
  'http-status': {
    redirectNowhere: '{url} redirected ({status}) to nowhere.',
    answered: '{url} answered {status} {statusText}.',
    answeredStatus: '{url} answered {status}.',
    waitTooLong:
      '{url} answered {status}; the server asked to wait {asked} s before it is read again, longer than the import waits ({cap} s). It was not read again.',
  },
  'http-too-many-redirects': '{url} redirected more than {max} times.',
  'http-timeout': {
    answer: '{url} did not answer within {seconds} s.',
    data: '{url} stopped sending: no byte came for {seconds} s, and reading stopped there.',
  },
  'http-deadline': {
    answer: '{url} did not answer within the {seconds} s deadline; nothing was read.',
    data: '{url} was not received in full within the {seconds} s deadline; reading stopped there.',
  },
  'http-failed': {
    refused:
      '{url} could not be fetched: the connection was refused ({reason}); nothing listens on that port, or a firewall turns the connection away.',
    closed: '{url} could not be fetched: the server closed the connection before it answered ({reason}).',
    unreachable: '{url} could not be fetched: its server cannot be reached from this computer ({reason}).',
    dns: '{url} could not be fetched: its host name was not found ({reason}).',
    timeout: '{url} could not be fetched: the connection timed out ({reason}).',
    certificate:
      '{url} could not be fetched: its HTTPS certificate is not trusted ({reason}): self-signed, expired, issued by an authority this computer does not know, or for another host name. Fix the certificate on the server, or import the URL with http instead of https.',
    tls: '{url} could not be fetched: the secure connection could not be set up ({reason}); the server may not speak HTTPS on that port (try http instead of https).',
    other: '{url} could not be fetched: {reason}.',
  },
  'http-private-address':
    '{url} was not read: {host} is at {address}, on this machine or in a private network, where only the sites you named are read. Import it by its own URL to read it.',
  'http-too-large': '{url} is larger than {max} bytes; reading stopped.',
  'size-cap-exceeded': {
    read: 'The content is larger than {max} bytes; reading stopped there.',
    decompressed: 'The content is larger than {max} bytes once decompressed; reading stopped there.',
  },
  'gzip-corrupt': 'The gzip data is broken: {reason}.',
  'http-not-understood': {
    headersTooLarge:
      '{url} answered with headers larger than 128 KB, more than a sitemap server sends; nothing was read.',
    notHttp:
      '{url} did not answer in HTTP: its reply has no valid status line (an HTTP/0.9 reply, another protocol on that port, or a status code HTTP does not have); nothing was read.',
    bareLf:
      '{url} answered with lines that end in LF alone, not CR LF as HTTP requires; this app reads HTTP strictly and refuses such a reply (some browsers accept it), so nothing was read. Fix the line endings where the server, or a proxy in front of it, writes its reply.',
    invalidHeaders:
      '{url} answered with headers that are not valid HTTP ({reason}), which HTTP clients refuse; nothing was read. Fix the header where the server, or a proxy in front of it, sends it.',
    lengthMismatch:
      '{url} answered with a body of another length than its Content-Length header says, with two Content-Length headers that disagree, or with both Content-Length and Transfer-Encoding: chunked, which HTTP forbids; HTTP clients refuse each, so nothing was read. Fix the header where the server, or a proxy in front of it, sends it.',
    unaskedAnswer:
      "{url} sent an answer the request did not ask for (a 100 Continue before the answer to a plain GET, or bytes before the request), which this app's HTTP client refuses; nothing was read. Have the server, or a proxy in front of it, send 100 Continue only to a request that asks for it.",
    codingUnknown:
      '{url} was sent with Content-Encoding: {reason}, which this app did not ask for and cannot decode (it asks for gzip, deflate or br); nothing was read. Serve the file uncompressed or in one of those.',
    badChunks:
      '{url} sent a body whose chunked framing is broken ({reason}), which HTTP clients refuse; the URLs read before were kept. Fix the chunked encoding where the server, or a proxy in front of it, writes it.',
  },
  'http-coding-corrupt':
    '{url} was sent with Content-Encoding: {coding}, but that data is broken ({reason}); the URLs read before were kept.',
  'http-body-short':
    '{url} ended after {received} of the {expected} byte it announced; the URLs read before the cut were kept. | {url} ended after {received} of the {expected} bytes it announced; the URLs read before the cut were kept.',
  'http-connection-lost':
    'The connection to {url} broke after {received} byte ({reason}); the URLs read before were kept. | The connection to {url} broke after {received} bytes ({reason}); the URLs read before were kept.',
  'gzip-truncated':
    'The gzip data ends early: {received} byte arrived and unpacked to {inflated}, but the stream was not finished; the URLs read before were kept. | The gzip data ends early: {received} bytes arrived and unpacked to {inflated}, but the stream was not finished; the URLs read before were kept.',
  'gzip-trailing-bytes':
    'The gzip data ends before the file does: {bytes} byte after it is not gzip and was ignored (gzip itself ignores it too); every URL of the gzip data was read. | The gzip data ends before the file does: {bytes} bytes after it are not gzip and were ignored (gzip itself ignores them too); every URL of the gzip data was read.',
  'transfer-incomplete':
    'Only {received} of the {sent} byte read reached the parser; the URLs read before were kept. | Only {received} of the {sent} bytes read reached the parser; the URLs read before were kept.',
  'read-retried': {
    paused: 'Reading {url} failed ({reason}); it was read again after {seconds} s.',
    asked: 'Reading {url} failed ({reason}); it was read again after {seconds} s, as the server asked (Retry-After).',
    pausedReads: 'Reading {url} failed ({reason}); it took {reads} reads, the last after {seconds} s.',
    askedReads:
      'Reading {url} failed ({reason}); it took {reads} reads, the last after {seconds} s, as the server asked (Retry-After).',
  },
  'host-refusing':
    '{url} was not read: {host} refused the last request (429 or 503), so the import stopped asking it. Import it again later. | {url} was not read: {host} refused the last {refusals} requests in a row (429 or 503), the later ones one at a time after waits growing to {cap}, so the import stopped asking it. Import it again later.',
  'host-asked-wait':
    '{url} was not read: {host} asked to wait {asked} before it is asked again (Retry-After), longer than the import waits ({cap}), so the import stopped asking it. Import it again later.',
  'host-not-answering':
    '{url} was not read: {host} stopped answering (its last {timeouts} requests timed out), so the import stopped asking it. Import it again later.',
  'invalid-utf8': {
    offset:
      'The bytes at offset {offset} are not valid UTF-8 (the file is saved in another encoding, or damaged): reading stopped there, so any URLs after them are missing. Save the file as UTF-8 and import it again.',
    robots: 'robots.txt is not valid UTF-8; bad bytes were replaced.',
    table: 'This table is not valid UTF-8 (saved in another encoding?); bad bytes were replaced.',
  },
  'value-too-long': {
    field:
      'This <{element}> is {chars} characters long; no sitemap value is longer than {max}, so its entry was left out and the file read on. | This <{element}> is {chars} character long; no sitemap value is longer than {max}, so its entry was left out and the file read on. | This <{element}> is {chars} characters long; no sitemap value is longer than {max}, so its entry was left out and the file read on.',
    written:
      'This <{element}> is {chars} characters long as written, more than the largest sitemap file may hold ({max}), so no export could write it back: its entry was left out and the file read on. | This <{element}> is {chars} character long as written, more than the largest sitemap file may hold ({max}), so no export could write it back: its entry was left out and the file read on. | This <{element}> is {chars} characters long as written, more than the largest sitemap file may hold ({max}), so no export could write it back: its entry was left out and the file read on.',
    file: 'This <{element}> is {chars} characters long as written, which takes the elements this file keeps as written past {max} characters in all: its entry was left out and the file read on. | This <{element}> is {chars} character long as written, which takes the elements this file keeps as written past {max} characters in all: its entry was left out and the file read on. | This <{element}> is {chars} characters long as written, which takes the elements this file keeps as written past {max} characters in all: its entry was left out and the file read on.',
  },
  'bom-repeated':
    'The file starts with two byte order marks, where only one may stand before the XML: strict readers such as xmllint refuse the file. It is read here; save it with one, or none.',
  'xml-char-invalid':
    'The character {codePoint} stands here as it is, which XML allows in no form: strict readers such as xmllint refuse the whole file for it. It is read here, and a field holding it is marked in its row too.',
  'xml-cdata-end-in-text':
    "The characters ]]> stand here as they are in an element's text, where XML allows them only to end a CDATA section: strict readers such as xmllint refuse the whole file for it. It is read here; write the > as &gt;.",
  'xml-loosely-written': {
    cdataCase:
      'A CDATA section opens here as {opening}, where XML writes <![CDATA[ in capitals: strict readers such as xmllint refuse the whole file for it. It is read here as CDATA.',
    doctypeCase:
      'A DOCTYPE opens here as {opening}, where XML writes <!DOCTYPE in capitals: strict readers such as xmllint refuse the whole file for it. It is read here as a DOCTYPE.',
    reservedTarget:
      'A processing instruction is named {name}: a name that spells xml in any case is reserved, and only <?xml …?> in lower case declares a file. Strict readers such as xmllint refuse the whole file for it; it is read here as if it were not there.',
    version:
      'The XML declaration gives version {version}, where a sitemap is XML 1.0: strict readers such as xmllint refuse the whole file for it. It is read here as XML 1.0.',
    secondDeclaration:
      'A second XML declaration stands here, where only one may open the file: strict readers such as xmllint refuse the whole file for it. It is read here as if it were not there (the first one counts).',
    lessThanInAttribute:
      'The value of the attribute {name} holds a < as it is, which XML forbids in an attribute (it is written &lt;): strict readers such as xmllint refuse the whole file for it. It is read here with the <.',
  },
  'xml-attribute-repeated':
    'The attribute {name} is given twice in one <{element}> tag, which XML forbids: strict readers such as xmllint refuse the whole file for it. It is read here, with the last value given.',
  'doctype-ignored':
    'The file has a DOCTYPE (<!DOCTYPE {name}>), which a sitemap does not need and search engines may refuse; it was read as if it had none.',
  'doctype-refused': {
    entities: 'A DOCTYPE (entity declarations) is not allowed in a sitemap.',
    htmlPage:
      'This is an HTML page (<!DOCTYPE html>), not a sitemap: a web page, or an error or login page served in its place.',
  },
  'encoding-not-utf8': {
    asUtf8: 'The file declares {encoding}; it was read as UTF-8.',
    readIn:
      'The file is in {encoding}, not in UTF-8 as a sitemap must be (search engines read no other); it was read in {encoding}, and an export writes it in UTF-8.',
    readAs:
      'The file declares {encoding}, not UTF-8 as a sitemap must be (search engines read no other); it was read in {decoder}, as browsers read {encoding}, and an export writes it in UTF-8.',
    turned:
      'The file declares {encoding}, but its first characters past ASCII are UTF-8: it was read as UTF-8 up to line {line}, column {column}, where a byte is not, and in {decoder} from there. A file of both reads wrong in one part: check the characters on either side (an export writes them in UTF-8).',
  },
  'xml-malformed': {
    malformed: 'The XML is not well-formed: {fault}.',
    bound: 'Reading stopped here, at more than this app reads: {fault}.',
  },
  'xml-declaration-not-first':
    '{before} character stand before the XML declaration, which must open the file; strict parsers such as xmllint refuse it (the export writes the declaration first). | {before} characters stand before the XML declaration, which must open the file; strict parsers such as xmllint refuse it (the export writes the declaration first).',
  'xml-no-root': 'The file has no root element.',
  'root-not-sitemap': {
    otherElement: 'The root element <{element}> is neither urlset nor sitemapindex.',
    htmlPage:
      'This is an HTML page (<{element}>), not a sitemap: a web page, or an error or login page served in its place.',
    otherNamespace: "<{element}> is in the namespace {namespace}, not a sitemap's.",
  },
  'sitemap-namespace-missing': '<{element}> does not declare the sitemap namespace.',
  'sitemap-namespace-old':
    "<{element}> uses Google's old namespace {namespace}; it is read as a sitemap, and written back with {standard}.",
  'sitemap-namespace-variant':
    '<{element}> declares {namespace}: that is the sitemap namespace {standard} written {how}. A namespace must match exactly, so strict readers find no sitemap here; it is read as one, and written back with the right URI.',
  'extension-namespace-variant':
    '<{element}> is in {namespace}: that is the namespace {standard} written {how}. A namespace must match exactly, so search engines do not read it; it is kept as written. Write {standard} in the file.',
  'stray-text': 'Text "{text}" outside any field was ignored.',
  'schema-order': {
    listed:
      "<{element}> comes after <{after}>; in <{parent}> the schema's order is {order}, so strict validators such as xmllint refuse the file (the export writes the schema's order).",
    thenOthers:
      "<{element}> comes after <{after}>; in <{parent}> the schema's order is {order}, then elements of other namespaces (image, video, news, xhtml:link), so strict validators such as xmllint refuse the file (the export writes the schema's order).",
  },
  'unexpected-element': {
    notEntry: '<{element}> is not a <{expected}> entry; it was ignored.',
    noNamespace:
      "<{element}> is in no namespace, not the sitemap protocol's, so it is no <{expected}> entry; it was ignored.",
    otherNamespace:
      "<{element}> is in the namespace {namespace}, not the sitemap protocol's, so it is no <{expected}> entry; it was ignored.",
    content: '<{element}> had content; it was ignored.',
    inText: '<{element}> inside a text field was ignored.',
    inField: '<{element}> is inside a field that holds only text; it was ignored.',
  },
  'unknown-element-kept': '<{element}> is not a field we edit; it is kept as written.',
  'attributes-not-kept':
    '<{element}> has attributes the sitemap protocol does not define ({attributes}): they are not kept, and exported sitemaps leave them out.',
  'field-kept-raw':
    '<{element}> has attributes the app has no field for ({attributes}): it is kept as written, as raw XML, so its fields count as empty (a required one as missing). Remove the attributes to edit it.',
  'empty-field':
    '<{element}> is empty: it is read as no value and left out of exported sitemaps (the schema allows no empty <{element}>).',
  'duplicate-field': 'A second <{element}> in one entry is kept as raw XML.',
  'line-too-long': 'Line {line} is {bytes} bytes long; no URL is longer than {max} bytes, so it was left out.',
  'table-record-too-long': {
    unclosed:
      'The record starting on line {line} runs past {max} characters without ending (an unclosed quote?), longer than any row of URLs: the rows before it were kept, and the file was not read from there on.',
    header:
      'The first line (the header, naming the columns) runs past {max} characters without ending, longer than any header of a table of URLs: the file was not read.',
    skipped:
      'The record on line {line} runs past {max} characters, longer than any row of URLs: it was left out, and the lines after it were read.',
  },
  'table-quote-runs-on': {
    unclosed:
      'The quoted cell on line {line} is never closed, so it would take in every line after it: the rows before it were kept, and the file was not read from there on.',
    closedBeforeText:
      'A quoted cell on line {line} has text after its closing quote (such as "a"b), so the quote was read as still open and it would take in every line after it: the rows before it were kept, and the file was not read from there on. Put the whole cell inside the quotes, and write "" for a quote within them.',
    stray:
      'A quote in a cell on line {line} is not doubled, so lines {line}–{end} were read as one row. Write "" for a quote within quotes, or leave the cell unquoted.',
  },
  'table-text-malformed': {
    parser: 'The table is not well-formed: {reason}.',
    unterminated: 'A quoted cell is never closed: its closing quote is missing.',
    malformed: 'A quote inside a quoted cell is not doubled (write "" for a quote within quotes).',
  },
  'table-cell-count': {
    fewer:
      'This line has {cells} cell; the header has {header}. | This line has {cells} cells; the header has {header}.',
    more: 'This line has {cells} cell; the header has {header}; the cells past the header were left out. | This line has {cells} cells; the header has {header}; the cells past the header were left out.',
  },
  'table-no-loc':
    '{name} has no "loc" column: its first line names {columns}. A CSV or TSV table needs a header row naming loc, and may name lastmod, changefreq and priority.',
  'table-unknown-columns': 'These columns were left out (only {known} are read): {columns}.',
};
