/** English: validation. Keys are grouped by the component or message that uses them. */
export const validationMessages = {
  problems: {
    title: 'Problems',
    clear: 'Clear',
    close: 'Close problems',
    none: 'No problems.',
    more: 'and {count} more in the tables',
    wholeCheckFailed: 'The whole project could not be checked (edited cells still are): {reason}',
  },
  fixes: {
    group: 'Fix all from the site check',
    title: 'Site check',
    fixAll: 'Fix all: {fix}',
    lastmodTip: 'Writes each checked page’s Last-Modified as its lastmod',
    names: {
      locToRedirectTarget: 'Replace loc by redirect target',
      locToCanonical: 'Set loc to the canonical',
      removeClientErrors: 'Remove 4xx rows',
      removeNoindex: 'Remove noindex rows',
      removeCanonicalised: 'Remove rows canonicalised elsewhere',
      lastmodFromHeader: 'Set lastmod from Last-Modified',
    },
  },
};
