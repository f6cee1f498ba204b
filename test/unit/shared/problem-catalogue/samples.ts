import type { ParamsOf, ProblemCode } from '../../../../shared/problem-catalogue';
import { PAGE_LIMITS } from '../../../../shared/site-check/page-limits';

/**
 * Sample parameters for every code (each variant a message has), for checking that the catalogue
 * renders. The type makes a code without samples fail to compile, so a new code brings its own.
 */
export const SAMPLES: { [K in ProblemCode]: readonly ParamsOf<K>[] } = {
  'loc-missing': [[{}], [{ kept: 'empty' }], [{ kept: 'absent' }]],
  'loc-too-long': [[{ length: 2100, limit: 2048 }]],
  'loc-control-character': [[]],
  'loc-whitespace': [[]],
  'loc-not-absolute': [[{ loc: '/about' }], [{ loc: '/about', kept: true }]],
  'loc-scheme': [[{ loc: 'ftp://x/', scheme: 'ftp' }], [{ loc: 'ftp://x/', scheme: 'ftp', kept: true }]],
  'loc-invalid': [
    [{ loc: 'https://exa[mple/' }],
    [{ loc: '{{ url }}', why: { fault: 'template' }, kept: true }],
    [{ loc: 'a b', why: { fault: 'white-space' }, kept: true }],
    [{ loc: 'a b', why: { fault: 'white-space' } }],
    [{ loc: 'a|b', why: { fault: 'character', character: '|' }, kept: true }],
  ],
  'loc-no-host': [[{ loc: 'http:///a' }]],
  'loc-fragment': [[]],
  'loc-not-escaped': [[{ escaped: 'https://example.com/%C3%A9' }]],
  'loc-outside-base': [
    [{ reason: { fault: 'scheme', scheme: 'http', baseScheme: 'https', base: 'https://example.com/' } }],
    [{ reason: { fault: 'host', host: 'other.com', baseHost: 'example.com' } }],
    [{ reason: { fault: 'port', port: '8443', basePort: '' } }],
    [{ reason: { fault: 'directory', directory: '/shop/', base: 'https://example.com/shop/' } }],
  ],
  'loc-other-host': [[{ host: 'blog.example.com', tableHost: 'example.com' }]],
  'loc-other-host-allowed': [[{ host: 'blog.example.com', baseHost: 'example.com' }]],
  'loc-blocked-by-robots': [[{ agent: 'Googlebot', line: 3, rule: 'Disallow: /private' }]],
  'loc-duplicate': [[{ where: { row: 1 } }], [{ where: { row: 2, table: 'posts' } }]],
  'loc-duplicate-normalised': [[{ where: { row: 1 }, first: 'https://example.com/A' }]],
  'check-not-found': [[{ status: 404 }], [{ status: 410 }]],
  'check-client-error': [
    [{ status: 403 }],
    [{ status: 429 }],
    [{ status: 429, retry: { retries: 2, waitedMs: 14_000, skipped: null } }],
    [
      {
        status: 429,
        retry: {
          retries: 0,
          waitedMs: 0,
          skipped: { kind: 'retry-after-over-cap', askedMs: 3_600_000, capMs: 15_000 },
        },
      },
    ],
    [{ status: 429, retry: { retries: 1, waitedMs: 7_000, skipped: { kind: 'host-breaker', status: 429, urls: 3 } } }],
  ],
  'check-server-error': [
    [{ status: 500, retryAfter: null }],
    [{ status: 503, retryAfter: '120' }],
    [
      {
        status: 503,
        retryAfter: null,
        retry: { retries: 0, waitedMs: 0, skipped: { kind: 'host-breaker', status: 503, urls: 1 } },
      },
    ],
    [{ status: 503, retryAfter: '120', retry: { retries: 2, waitedMs: 14_000, skipped: null } }],
  ],
  'check-redirect': [
    [{ status: 301, hops: 1, target: 'https://example.com/b' }],
    [{ status: 302, hops: 3, target: 'https://example.com/c' }],
    [{ status: 301, hops: 1, target: null }],
  ],
  'check-redirect-loop': [[{ hops: 2, target: 'https://example.com/a' }]],
  'check-too-many-redirects': [[{ hops: 11 }]],
  'check-redirect-scheme': [[{ target: 'ftp://example.com/file' }]],
  'check-redirect-other-host': [[{ target: 'https://elsewhere.example/page' }]],
  'check-noindex': [
    [{ where: 'header', value: 'noindex' }],
    [{ where: 'meta', value: 'noindex, follow' }],
    [{ where: 'both', value: 'none' }],
  ],
  'check-canonical-elsewhere': [[{ canonical: 'https://example.com/a' }]],
  'check-skipped-by-robots': [
    [{ agent: 'SitemapStudio', reason: 'robots.txt line 6: Disallow: /deals/' }],
    [
      {
        agent: 'SitemapStudio',
        reason: '',
        refusal: {
          kind: 'robots-rule',
          line: 6,
          rule: 'Disallow: /deals/',
          group: { agent: 'SitemapStudio', line: 5 },
          agent: 'SitemapStudio',
        },
      },
    ],
  ],
  'check-blocked-by-robots': [
    [{ agent: 'Googlebot', reason: 'robots.txt line 3 (Disallow: /private/) blocks it.' }],
    [{ agent: 'Googlebot', reason: '', refusal: { kind: 'robots-rule', line: 3, rule: 'Disallow: /private/' } }],
    [{ agent: 'Googlebot', reason: '', refusal: { kind: 'robots-disallows' } }],
    [
      {
        agent: 'Googlebot',
        reason: '',
        refusal: {
          kind: 'robots-rule',
          line: 6,
          rule: 'Disallow: /deals/',
          group: { agent: 'Googlebot', line: 4 },
          agent: 'Googlebot',
        },
      },
    ],
    [
      {
        agent: 'Googlebot',
        reason: '',
        refusal: { kind: 'robots-unreadable', origin: 'https://example.com', reason: { timeoutMs: 5000 } },
      },
    ],
  ],
  'check-not-html': [[{ contentType: 'application/pdf' }]],
  'check-hreflang-mismatch': [
    [{ onlyInSitemap: ['de https://example.com/de/'], onlyOnPage: [] }],
    [{ onlyInSitemap: [], onlyOnPage: ['fr https://example.com/fr/'] }],
    [{ onlyInSitemap: ['de https://example.com/de/'], onlyOnPage: ['de https://example.com/de-de/'] }],
  ],
  'check-slow': [[{ timeMs: 2300, limitMs: 1000 }]],
  'check-page-cut': [
    [{ alternates: 8000, links: 0, longUrls: 0, longValues: [], limits: PAGE_LIMITS }],
    [{ alternates: 0, links: 6000, longUrls: 1, longValues: ['metaRobots', 'xRobotsTag'], limits: PAGE_LIMITS }],
    [{ alternates: 0, links: 0, longUrls: 0, longValues: [], headBytes: 512 * 1024, limits: PAGE_LIMITS }],
    [{ alternates: 0, links: 0, longUrls: 0, longValues: [], contentBytes: 5 * 1024 * 1024, limits: PAGE_LIMITS }],
  ],
  'check-unread-coding': [[{ coding: 'zstd' }], [{ coding: 'gzip, x-unknown' }]],
  'check-unreachable': [
    [{ kind: 'dns', reason: 'The host name shop.invalid could not be found (ENOTFOUND).' }],
    [{ kind: 'connection', reason: 'The connection to 127.0.0.1:9 failed: connect ECONNREFUSED.' }],
    [{ kind: 'timeout', reason: 'https://example.com/ did not answer in full within 30000 ms.' }],
    [{ kind: 'dns', reason: '', failure: { kind: 'dns', host: 'shop.invalid', code: 'EAI_AGAIN' } }],
    [{ kind: 'timeout', reason: '', failure: { kind: 'timeout', host: 'example.com', code: 'ETIMEDOUT' } }],
    [{ kind: 'timeout', reason: '', failure: { kind: 'deadline', url: 'https://example.com/', ms: 2000 } }],
    [
      {
        kind: 'connection',
        reason: '',
        failure: { kind: 'private-address', host: 'metadata.example', address: '169.254.169.254' },
      },
    ],
    [
      {
        kind: 'connection',
        reason: 'The connection to example.com failed: socket hang up (ECONNRESET).',
        failure: { kind: 'connection', host: 'example.com', code: 'ECONNRESET' },
      },
    ],
    [
      {
        kind: 'connection',
        reason: 'The connection to example.com failed: certificate has expired (CERT_HAS_EXPIRED).',
        failure: { kind: 'connection', host: 'example.com', code: 'CERT_HAS_EXPIRED' },
      },
    ],
  ],
  'lastmod-invalid': [
    [{ lastmod: '2024-13', reason: { fault: 'month', month: '13' } }],
    [{ lastmod: '2023-02-29', reason: { fault: 'day', year: 2023, month: 2, day: '29' } }],
  ],
  'lastmod-future': [[{ lastmod: '2999-01-01' }]],
  'lastmod-stale': [
    [
      {
        loc: 'https://example.com/boots',
        lastmod: '2026-01-05',
        changed: ['content', 'structuredData'],
        changedAt: '2026-11-23',
        fix: '2026-11-23',
      },
    ],
  ],
  'lastmod-churn': [
    [
      {
        loc: 'https://example.com/boots',
        lastmod: '2026-11-23T04:00:00Z',
        since: '2026-03-01T10:00:00Z',
        fix: '2026-02-01',
      },
    ],
  ],
  'content-unstable': [[{ loc: 'https://example.com/quote', parts: ['content', 'links'] }]],
  'lastmod-shared': [[{ lastmod: '2026-11-01T04:00:00Z', count: 1495, rows: 3175 }]],
  'changefreq-invalid': [
    [{ changefreq: 'Daily', lower: 'daily', allowed: ['daily'] }],
    [{ changefreq: 'often', lower: null, allowed: ['always', 'never'] }],
  ],
  'priority-invalid': [[{ priority: 'high' }], [{ priority: '0,5', withPoint: '0.5' }]],
  'priority-out-of-range': [[{ priority: '1.5' }]],
  'images-too-many': [[{ count: 1001, limit: 1000 }]],
  'image-loc-missing': [[{ n: 1 }]],
  'image-loc-not-absolute': [[{ n: 1, key: 'loc', value: '/a.jpg' }]],
  'image-field-deprecated': [[{ n: 1, names: ['image:caption', 'image:title'] }]],
  'video-required-missing': [[{ n: 1, names: ['video:title', 'video:content_loc or player_loc'] }]],
  'video-url-not-absolute': [[{ n: 1, key: 'content_loc', value: '/v.mp4' }]],
  'video-title-long': [[{ n: 1, length: 120, limit: 100 }]],
  'video-description-long': [[{ n: 1, length: 3000, limit: 2048 }]],
  'video-duration-invalid': [[{ n: 1, value: '0', max: 28_800 }]],
  'video-rating-invalid': [[{ n: 1, value: '6' }]],
  'video-view-count-invalid': [[{ n: 1, value: 'many' }]],
  'video-date-invalid': [[{ n: 1, key: 'publication_date', value: 'May' }]],
  'video-yes-no-invalid': [[{ n: 1, key: 'live', value: 'maybe' }]],
  'video-tags-too-many': [[{ n: 1, count: 33, limit: 32 }]],
  'video-restriction-invalid': [[{ n: 1, value: 'Germany' }]],
  'video-platform-invalid': [[{ n: 1, value: 'console' }]],
  'video-relationship-invalid': [[{ n: 1, value: 'maybe' }]],
  'video-uploader-long': [[{ n: 1, limit: 255 }]],
  'video-field-deprecated': [[{ n: 1, names: ['video:category', 'player_loc autoplay'] }]],
  'news-required-missing': [[{ names: ['news:title'] }]],
  'news-language-invalid': [[{ value: 'english' }]],
  'news-date-invalid': [[{ value: 'yesterday' }]],
  'news-too-old': [[{ date: '2020-01-01' }]],
  'news-field-deprecated': [[{ names: ['news:access', 'news:genres'] }]],
  'news-sitemap-too-large': [[{ urls: 1500, limit: 1000 }]],
  'alternate-rel-invalid': [[{ n: 1, rel: null }], [{ n: 2, rel: 'canonical' }]],
  'alternate-hreflang-missing': [[{ n: 1 }]],
  'alternate-hreflang-invalid': [[{ n: 1, value: 'english' }]],
  'alternate-hreflang-unknown': [
    [{ n: 1, value: 'en-UK', part: 'region', suggestion: 'en-GB' }],
    [{ n: 2, value: 'xx', part: 'language', suggestion: null }],
  ],
  'alternate-href-missing': [[{ n: 1 }]],
  'alternate-href-not-absolute': [[{ n: 1, key: 'href', value: '/de/' }]],
  'source-not-found': [[{ name: 'missing.xml' }]],
  'source-not-a-file': [[{ name: 'fifo' }]],
  'source-empty': [
    [{ empty: 'empty' }],
    [{ name: 'empty.xml', empty: 'bom' }],
    [{ name: 'a.xml', empty: 'white-space' }],
  ],
  'source-unrecognised': [[{}], [{ name: 'notes.docx' }]],
  'source-unreadable': [[{ reason: 'EACCES: permission denied' }], [{ name: 'a.xml', reason: 'EISDIR' }]],
  'source-is-project': [[]],
  'import-cancelled': [[]],
  'folder-empty': [[]],
  'folder-files-skipped': [[{ names: ['a.txt'] }], [{ names: Array.from({ length: 12 }, (_, i) => `n${i}.xml`) }]],
  'folder-sitemap-skipped': [
    [{ name: 'sitemap.xml', why: { fault: 'unrecognised' } }],
    [{ name: 'sitemap.xml', why: { fault: 'unreadable', reason: 'EACCES' } }],
  ],
  'robots-no-sitemaps': [[]],
  'home-page-fallback': [
    [{ robots: 'https://example.com/robots.txt', read: true, fallback: 'https://example.com/sitemap.xml' }],
    [{ robots: 'https://example.com/robots.txt', read: false, fallback: 'https://example.com/sitemap.xml' }],
  ],
  'index-loop': [[{ location: 'a.xml', parent: 'b.xml' }]],
  'already-imported': [[{ location: 'a.xml' }]],
  'depth-limit': [[{ count: 3, maxDepth: 5 }]],
  'import-file-limit': [[{ limit: 10_000, count: 12, of: 'folder' }], [{ limit: 10_000, count: 1200, of: 'listed' }]],
  'index-too-many-sitemaps': [[{ count: 50_001, limit: 50_000 }], [{ count: 50_002, limit: 50_000 }]],
  'child-loc-relative': [[{ loc: '/posts.xml', parent: 'https://example.com/sitemap.xml' }]],
  'child-loc-not-url': [[{ loc: '{{ url }}', why: { fault: 'template' } }]],
  'child-loc-invalid': [[{ loc: 'http://[', remote: true }], [{ loc: 'http://[', remote: false }]],
  'child-missing': [[{ loc: 'https://example.com/a.xml', folder: '/data' }]],
  'url-scheme-refused': [
    [{ url: 'ftp://example.com/', as: 'named' }],
    [{ url: 'ftp:', as: 'fetched' }],
    [{ url: 'ftp://x/', as: 'listed' }],
    [{ url: 'ftp://x/', as: 'listed-local' }],
  ],
  'url-invalid': [[{ url: 'http://[' }]],
  'http-status': [
    [{ url: 'https://example.com/a.xml', status: 404, statusText: 'Not Found' }],
    [{ url: 'https://example.com/a.xml', status: 301, statusText: '', redirect: true }],
    [{ url: 'https://example.com/a.xml', status: 404, statusText: '' }],
  ],
  'http-too-many-redirects': [[{ url: 'https://example.com/', max: 5 }]],
  'http-timeout': [
    [{ url: 'https://example.com/', waiting: 'answer', ms: 1000 }],
    [{ url: 'https://example.com/', waiting: 'data', ms: 1000 }],
  ],
  'http-deadline': [[{ url: 'https://example.com/', ms: 1500 }]],
  'http-failed': [[{ url: 'https://example.com/', reason: 'ECONNREFUSED' }]],
  'http-too-large': [[{ url: 'https://example.com/', max: 1_000_000 }]],
  'size-cap-exceeded': [[{ max: 1_000_000, gzip: true }], [{ max: 1_000_000, gzip: false }]],
  'gzip-corrupt': [[{ reason: 'incorrect header check' }]],
  'http-body-short': [[{ url: 'https://example.com/a.xml', received: 1000, expected: 5000 }]],
  'http-connection-lost': [[{ url: 'https://example.com/a.xml', received: 1000, reason: 'ECONNRESET' }]],
  'gzip-truncated': [[{ received: 1000, inflated: 9000 }]],
  'transfer-incomplete': [[{ sent: 5000, received: 0 }]],
  'read-retried': [[{ url: 'https://example.com/a.xml', reason: 'http-connection-lost', delayMs: 2000 }]],
  'invalid-utf8': [[{ offset: 12 }], [{ replaced: 'robots' }], [{ replaced: 'table' }]],
  'doctype-refused': [[]],
  'encoding-not-utf8': [[{ encoding: 'ISO-8859-1' }]],
  'xml-malformed': [
    [{ fault: { fault: 'unclosed-root', tag: 'url' } }],
    [{ fault: { fault: 'unexpected-close', tag: 'loc', open: 'url' } }],
    [{ fault: { fault: 'unmatched-close', tag: 'url' } }],
    [{ fault: { fault: 'bad-entity', entity: 'nbsp' } }],
    [{ fault: { fault: 'bad-entity-name', entity: 'a' } }],
    [{ fault: { fault: 'attribute-without-value', attribute: 'xmlns' } }],
    [{ fault: { fault: 'unencoded-lt' } }],
    [{ fault: { fault: 'unbound-prefix', name: 'image:image' } }],
    [{ fault: { fault: 'other', words: 'Cannot write after close' } }],
  ],
  'xml-declaration-not-first': [[{ before: 1 }], [{ before: 2 }]],
  'xml-no-root': [[]],
  'root-not-sitemap': [[{ element: 'html' }], [{ element: 'urlset', namespace: 'urn:x' }]],
  'sitemap-namespace-missing': [[{ element: 'urlset' }]],
  'sitemap-namespace-old': [[{ element: 'urlset', namespace: 'urn:old', standard: 'urn:new' }]],
  'sitemap-namespace-variant': [[{ element: 'urlset', namespace: 'urn:x/', standard: 'urn:x', how: 'slash' }]],
  'stray-text': [[{ text: 'hello' }]],
  'schema-order': [
    [{ element: 'loc', after: 'lastmod', parent: 'url', order: ['loc', 'lastmod'] }],
    [{ element: 'loc', after: 'image:image', parent: 'url', order: ['loc', 'lastmod'], thenOthers: true }],
  ],
  'unexpected-element': [
    [{ element: 'b', why: 'content' }],
    [{ element: 'b', why: 'in-text' }],
    [{ element: 'b', why: 'in-field' }],
    [{ element: 'page', expected: 'url' }],
  ],
  'unknown-element-kept': [[{ element: 'x:extra' }]],
  'duplicate-field': [[{ element: 'lastmod' }]],
  'line-too-long': [[{ line: 3, bytes: 70_000, max: 65_536 }]],
  'table-text-malformed': [
    [{ reason: { quote: 'unterminated' } }],
    [{ reason: { quote: 'malformed' } }],
    [{ reason: { parser: 'Unable to auto-detect delimiting character' } }],
  ],
  'table-cell-count': [[{ cells: 1, header: 2 }], [{ cells: 3, header: 2 }]],
  'table-no-loc': [[{ name: 'a.csv', columns: ['url'] }], [{ name: 'a.csv', columns: [] }]],
  'table-unknown-columns': [[{ columns: ['title'], known: ['loc', 'lastmod'] }]],
  'base-url-missing': [[]],
  'base-url-invalid': [
    [{ reason: { fault: 'not-absolute', text: 'x' } }],
    [{ reason: { fault: 'scheme', scheme: 'ftp' } }],
  ],
  'output-folder-missing': [[]],
  'file-name-pattern-invalid': [
    [{ pattern: 'a', reason: { fault: 'no-number' } }],
    [{ pattern: 'a/{n}', reason: { fault: 'name', sample: 'a/1', name: { fault: 'separator' } } }],
  ],
  'index-name-invalid': [
    [{ name: 'a/b.xml', reason: { fault: 'separator' } }],
    [{ name: '', reason: { fault: 'empty' } }],
    [{ name: '.x', reason: { fault: 'dot-start' } }],
    [{ name: 'a\u0001', reason: { fault: 'control' } }],
    [{ name: 'a?', reason: { fault: 'windows-characters' } }],
    [{ name: 'a.', reason: { fault: 'trailing-dot-space' } }],
    [{ name: 'x', reason: { fault: 'too-long', max: 255 } }],
  ],
  'max-urls-invalid': [[{ max: 50_000 }]],
  'max-bytes-invalid': [[{ min: 1024, max: 52_428_800 }]],
  'entry-too-large': [[{ row: 3, table: 'pages', bytes: 11_000_000, limit: 10_485_760 }]],
  'file-name-clash': [
    [{ first: { name: 'robots.txt' }, second: { name: 'robots.txt', table: null }, sameName: true }],
    [{ first: { name: 'A.xml', table: 'a' }, second: { name: 'a.xml', table: 'b' }, sameName: false }],
  ],
  'file-name-invalid': [[{ table: 'com', name: 'com1.xml', reason: { fault: 'windows-device' } }]],
  'too-many-sitemaps': [
    [{ needed: 60_000, atLeast: true, limit: 50_000 }],
    [{ needed: 60_000, atLeast: false, limit: 50_000 }],
  ],
  'nothing-to-export': [[]],
  'nothing-to-export-left-out': [[{ count: 1 }], [{ count: 9573 }]],
  'index-too-large': [[{ maxBytes: 10_485_760 }]],
  'export-failed': [[{ reason: 'EACCES' }]],
  'manifest-unreadable': [[{ manifest: '.sitemap-studio-export.json' }]],
  'manifest-entry-ignored': [
    [{ entry: '../x', project: 'p1', reason: { fault: 'separator' } }],
    [{ entry: 3, project: 'p1', reason: { fault: 'not-a-name' } }],
    [{ more: 3 }],
  ],
  'export-stale-removed': [[{ names: ['a.xml'] }], [{ names: Array.from({ length: 12 }, (_, i) => `s-${i}.xml`) }]],
  'export-stale-left': [[{ names: ['a.xml', 'b.xml'] }]],
  'export-interrupted-finished': [[{ target: '/out' }]],
  'export-interrupted-undone': [[{ target: '/out' }]],
  'export-interrupted-stuck': [[{ target: '/out', reason: 'EBUSY', staging: '/out/.staging' }]],
  'export-repair-failed': [[{ folder: '/out', reason: 'EBUSY' }]],
  'one-project-at-a-time': [[{ name: 'Second' }]],
  'not-a-project': [[{ file: 'a.json' }]],
  'project-too-new': [[{ file: 'a.sitemapstudio', version: 2, reads: 1 }]],
  'project-corrupt': [
    [
      {
        file: 'a.sitemapstudio',
        damage: {
          damage: 'record',
          fault: { fault: 'json', words: 'Unexpected end of JSON input', position: null },
          at: null,
        },
      },
    ],
    [{ file: 'a.sitemapstudio', damage: { damage: 'rows-short', table: 'pages', rows: 4000, of: 5000 } }],
    [{ file: 'a.sitemapstudio', damage: { damage: 'checks-short', checks: 4000, of: 5000 } }],
    [{ file: 'a.sitemapstudio', damage: { damage: 'exported-short', urls: 4000, of: 5000 } }],
    [
      {
        file: 'a.sitemapstudio',
        damage: { damage: 'record', fault: { fault: 'exported-early' }, at: { line: 40, place: { at: 'end' } } },
      },
    ],
    [
      {
        file: 'a.sitemapstudio',
        damage: {
          damage: 'record',
          fault: { fault: 'exported-order', from: '5000', due: 10_000 },
          at: { line: 40, place: { at: 'end' } },
        },
      },
    ],
    [
      {
        file: 'a.sitemapstudio',
        damage: {
          damage: 'record',
          fault: { fault: 'exported-beyond', count: 12_000 },
          at: { line: 40, place: { at: 'end' } },
        },
      },
    ],
    [
      {
        file: 'a.sitemapstudio',
        damage: { damage: 'record', fault: { fault: 'list-size', size: 0, of: 'exported' }, at: null },
      },
    ],
    [
      {
        file: 'a.sitemapstudio',
        damage: {
          damage: 'record',
          fault: { fault: 'checks-too-large', limit: 1_073_741_824 },
          at: { line: 900, place: { at: 'checks', after: 1_000_000 } },
        },
      },
    ],
    [
      {
        file: 'a.sitemapstudio',
        damage: {
          damage: 'shape',
          fault: {
            path: ['siteChecks', 0, 'alternates'],
            expected: { is: 'short-list', most: 1000 },
            found: { is: 'long-list', length: 2_000_000 },
          },
          line: 2,
        },
      },
    ],
    [
      {
        file: 'a.sitemapstudio',
        damage: {
          damage: 'shape',
          fault: {
            path: ['siteChecks', 0, 'canonical'],
            expected: { is: 'or-null', shape: { is: 'short-text', most: 65_536 } },
            found: { is: 'long-text', length: 100_000 },
          },
          line: 2,
        },
      },
    ],
    [
      {
        file: 'a.sitemapstudio',
        damage: {
          damage: 'record',
          fault: { fault: 'check-order', from: '2000', due: 0 },
          at: { line: 3, place: { at: 'checks', after: 0 } },
        },
      },
    ],
    [
      {
        file: 'a.sitemapstudio',
        damage: {
          damage: 'record',
          fault: { fault: 'gzip', code: 'Z_BUF_ERROR', words: 'unexpected end of file' },
          at: { line: 2, place: { at: 'table', table: 'pages', row: 2000 } },
        },
      },
    ],
    [
      {
        file: 'a.sitemapstudio',
        damage: {
          damage: 'shape',
          fault: { path: ['tables', 0, 'name'], expected: { is: 'text' }, found: { is: 'nothing' } },
          line: null,
        },
      },
    ],
    [
      {
        file: 'a.sitemapstudio',
        damage: {
          damage: 'shape',
          fault: {
            path: ['siteChecks', 12, 'status'],
            expected: { is: 'or-null', shape: { is: 'whole-number', min: 0, max: 999 } },
            found: { is: 'text', text: '301', clipped: false },
          },
          line: 4,
        },
      },
    ],
    [{ file: 'a.sitemapstudio', badVersion: true }],
  ],
  'project-too-large': [
    [{ file: 'a.sitemapstudio', mebibytes: 512, characters: 536_870_888, decompressed: false }],
    [{ file: 'a.sitemapstudio', mebibytes: 512, characters: 536_870_888, decompressed: true }],
  ],
  'project-unreadable': [[{ reason: 'EACCES: permission denied' }]],
};
