/** English: validation. Keys are grouped by the component or message that uses them. */
export const validationMessages = {
  problems: {
    title: 'Problems',
    clear: 'Clear',
    close: 'Close problems',
    none: 'No problems.',
    noneFiltered: 'No problems match these filters.',
    resize: 'Height of the problems panel',
    filters: 'Filter problems',
    severities: {
      error: 'Errors',
      warning: 'Warnings',
      info: 'Notes',
    },
    severityToggle: '{severity}: {count} problem | {severity}: {count} problems',
    table: 'Table',
    allTables: 'All tables',
    code: 'Code',
    codePlaceholder: 'Filter by code',
    groups: 'Problems by code',
    groupCount: '{count} problem | {count} problems',
    showMore: 'Show {count} more place | Show {count} more places',
    placesShown: '{shown} of {total} place shown | {shown} of {total} places shown',
    showRows: 'Show these rows in the grid',
    showAllRows: 'Show all rows',
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
      lastmodTrue: 'Make lastmod true',
    },
    done: {
      loc: 'Replaced {count} loc | Replaced {count} locs',
      lastmod: 'Set {count} lastmod | Set {count} lastmods',
      removed: 'Removed {count} row | Removed {count} rows',
    },
    /** Findings a fix answers that it left as they are (a 429, a target on another host or no page). */
    left: '{count} of its findings were left as they are: the fix does not apply to them | {count} of its findings was left as it is: the fix does not apply to it | {count} of its findings were left as they are: the fix does not apply to them',
    none: '{fix}: the fix applies to none of its {count} findings. | {fix}: the fix does not apply to its one finding. | {fix}: the fix applies to none of its {count} findings.',
    /** Set lastmod from Last-Modified, clicked where no row has a Last-Modified it may take. */
    noneFromHeader:
      'Set lastmod from Last-Modified: no row to change. It takes the Last-Modified of a page the check reached at the loc itself, without reading the page (where whole pages were read, “Make lastmod true” uses what the content says), where it differs from the lastmod.',
    listedTwice:
      '{count} loc is now listed twice: its new URL was listed already | {count} locs are now listed twice: their new URLs were listed already',
  },
};
