/**
 * English: the faults of a row's own fields (shared/problem-catalogue/row-problems.ts prepares the
 * values). A code with several wordings has one message per variant.
 */
export const rowProblemMessages = {
  'loc-missing': {
    empty: 'An empty <loc> was kept as a row with no URL.',
    absent: 'An entry has no <loc>.',
    missing: 'The URL is empty: every entry needs a loc.',
  },
  'loc-too-long': {
    written: 'The URL is {length} characters long; sitemaps allow fewer than {limit}.',
    escaped:
      'The URL is {length} characters long once escaped, as it must be written; sitemaps allow fewer than {limit}.',
  },
  'loc-control-character': 'The URL contains an invisible control character.',
  'loc-broken-character': 'The URL contains a broken character (half of a UTF-16 pair) that no sitemap can hold.',
  'loc-replacement-character':
    'The URL contains �, the mark put where bytes could not be read as text (a file saved in another encoding?): type the character it stands for.',
  'loc-whitespace': 'The URL contains spaces or line breaks; escape a space inside a URL as %20.',
  'loc-not-absolute': {
    kept: '"{loc}" is not an absolute URL; it was kept as written.',
    found: '"{loc}" is not an absolute URL: write it with https:// and the host.',
  },
  'loc-scheme': {
    kept: '"{loc}" is not an http or https URL; it was kept as written.',
    found: 'Only http and https URLs can be in a sitemap, not {scheme}:.',
  },
  'loc-invalid': {
    notAUrl: '"{loc}" is not a URL: {why}.',
    notAUrlKept: '"{loc}" is not a URL: {why}. It was kept as written.',
    invalid: '"{loc}" is not a valid URL.',
  },
  'loc-no-host': {
    plain: '"{loc}" has no host name; it was kept as written.',
    fix: '"{loc}" has no host name (a slash is missing after the scheme); it was kept as written. Did you mean "{fix}"?',
  },
  'loc-fragment': 'The URL has a fragment (#…), which search engines ignore; list the page without it.',
  'loc-not-escaped': 'The URL has characters that must be escaped; write it as {escaped}.',
  'loc-outside-base': 'This URL cannot be listed: {reason}.',
  'loc-other-host':
    'This URL is on {host}, not on {tableHost} like the rest of the table; search engines take it only where {host} is verified as yours or its robots.txt names this sitemap.',
  'loc-other-host-allowed':
    'This URL is on {host}, not on {baseHost} where the sitemaps are published; it is exported because you allowed URLs on other hosts, and search engines take it only where {host} is verified as yours or its robots.txt names this sitemap.',
  'loc-blocked-by-robots': '{agent} may not crawl this URL: robots.txt line {line} ({rule}) blocks it.',
  'loc-duplicate': 'This URL is already listed in {where}.',
  'loc-duplicate-normalised':
    'This URL is the same page as {first} in {where}; they differ only in letter case, port, escaping or ./ and ../ in the path.',
  'lastmod-invalid': 'lastmod "{lastmod}" is not valid: {reason}.',
  'lastmod-future': 'lastmod {lastmod} is in the future; search engines may ignore a date that has not happened yet.',
  'lastmod-schema-form': {
    partOfDate:
      'lastmod {lastmod} is a W3C Datetime search engines read, but the sitemap schema (sitemap.xsd) takes only a whole date (YYYY-MM-DD) or a date and time, so strict validators refuse it.',
    noSeconds:
      'lastmod {lastmod} is a W3C Datetime search engines read, but the sitemap schema (sitemap.xsd) wants seconds in a time, so strict validators refuse it: {fix} is the same moment.',
  },
  'lastmod-shared':
    "{count} of the {rows} rows of this table have the lastmod {lastmod}: that looks like the time the sitemap was built, not when each page last changed. Google uses lastmod only while a site's dates are accurate; give each row the date its page's content last changed, or leave lastmod out.",
  'changefreq-invalid': {
    notAllowed: 'changefreq "{changefreq}" is not allowed. Use one of: {allowed}.',
    upperCase: 'changefreq "{changefreq}" is not allowed. Write it in lower case: "{lower}".',
  },
  'priority-invalid': {
    notANumber: 'priority "{priority}" is not a number from 0.0 to 1.0.',
    decimalComma: 'priority "{priority}" is not a number from 0.0 to 1.0. Write it with a decimal point: {withPoint}.',
  },
  'priority-out-of-range': 'priority {priority} is above 1.0; use a number from 0.0 to 1.0.',
  'extra-broken-character':
    "The URL's unknown elements (the row details' XML tab) contain a broken character (half of a UTF-16 pair, or a control character) that no sitemap can hold.",
  'extra-malformed':
    "The URL's kept XML (the row details' XML tab, or an image's, video's or news entry's) is not one well-formed XML element, so no sitemap can hold it as it is: {xml}",
  'extra-not-written':
    "<{element}>, kept from the source in the URL's unknown elements (the row details' XML tab), is left out of exported sitemaps: an entry holds one loc, lastmod, changefreq and priority, and no other element of the sitemap namespace or of none.",
};
