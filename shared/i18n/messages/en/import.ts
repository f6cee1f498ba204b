/** English: import. Keys are grouped by the component or message that uses them. */
export const importMessages = {
  dialog: {
    title: 'Import',
    close: 'Close',
    closeHint: 'Close (Esc)',
    subtitle: {
      sources: 'Choose files, a folder or a web address',
      running: 'Reading what was chosen',
      review: 'Choose what to add, and how',
    },
  },
  drop: {
    title: 'Drop to import',
    detail: 'Sitemaps, indexes, robots.txt, CSV tables, folders or links from a browser',
    refused: 'Only files, folders and http(s) links can be imported, not {links}.',
    withoutPath: 'The dropped items came without a file path; choose them with Import… instead.',
  },
  sources: {
    intro:
      'Sitemaps, sitemap indexes, gzipped files, text sitemaps, robots.txt files and CSV or TSV tables. Indexes and robots.txt files are followed to the sitemaps they list.',
    chooseFiles: 'Choose files…',
    chooseFolder: 'Choose folder…',
    address: 'Web address',
    addressPlaceholder: 'https://example.com/',
    add: 'Add',
    addressHelp:
      "A home page finds the site's robots.txt; a robots.txt finds its sitemaps; a sitemap or index is read as it is.",
    import: 'Import',
    chosen: 'To import',
    remove: 'Remove {location}',
    empty: 'Nothing chosen yet. You can also drop files, folders or links onto the window.',
  },
  address: {
    empty: 'Type a web address first.',
    notWeb: '"{text}" is not a web address: only http:// and https:// addresses can be imported.',
    noDomain: '"{text}" has no domain name (such as example.com).',
  },
  limits: {
    title: 'Download limits',
    intro: 'A server that is still sending when its time is up is given up; what it sent is kept and marked partial.',
    deadlineSeconds: { label: 'Give up on a download after', unit: 'seconds' },
    maxFiles: { label: 'Read at most', unit: 'files' },
    connectionsPerHost: { label: 'Ask one site at most', unit: 'requests at once' },
    reset: 'Reset to defaults',
    error: {
      deadlineSeconds: 'Enter a number of seconds above 0 and at most {most}.',
      maxFiles: 'Enter a whole number of files, 1 or more.',
      connectionsPerHost: 'Enter a whole number from 1 to {most}.',
    },
  },
  running: {
    reading:
      'Reading {count} source, and the sitemaps it leads to… | Reading {count} sources, and the sitemaps they lead to…',
    progress: 'Import progress',
    received: '{done} of {total} received',
    read: '{files} and {urls} read',
    nothingYet: 'Nothing is added until you have seen what was found.',
  },
  count: {
    urls: '{count} URL | {count} URLs',
    files: '{count} file | {count} files',
    sitemaps: '{count} sitemap | {count} sitemaps',
    tables: '{count} table | {count} tables',
    errors: '{count} error | {count} errors',
    warnings: '{count} warning | {count} warnings',
  },
  review: {
    noSitemap: 'No sitemap was found.',
    found: 'Found {what} with {urls}. Untick what you do not want.',
    add: 'Add {urls}',
    /** The add button when files could not be read, whole or in part: `count` files. */
    addNotAllRead: 'Add {urls} — {count} file could not be read | Add {urls} — {count} files could not be read',
    /** The add button of a merge into an existing table, which adds only the URLs it lacks. */
    merge: 'Merge {urls} into "{table}"',
    mergeNotAllRead:
      'Merge {urls} into "{table}" — {count} file could not be read | Merge {urls} into "{table}" — {count} files could not be read',
    back: 'Back',
  },
  /** Reading again the files that could not be read (the review step's retry bar). */
  retry: {
    failed: '{count} file could not be read, whole or in part. | {count} files could not be read, whole or in part.',
    button: 'Retry failed files',
    reading: 'Reading {count} file again… | Reading {count} files again…',
    progress: 'Retry progress',
  },
  diagnose: {
    button: 'Diagnose…',
    buttonHint: 'Ask for this address as Googlebot and as a desktop browser, and compare the answers',
    pick: 'Source to diagnose',
    failedLabel: 'Diagnose {url}',
    label: 'Diagnosis',
    running: 'Asking for {url} as Googlebot and as a desktop browser…',
    failed: 'The diagnosis of {url} failed: {reason}',
    differs: 'differs',
  },
  tree: {
    label: 'What was found',
    notRead: 'not read',
    /** A file never read, described to a screen reader: `why` is what went wrong. */
    notReadBecause: 'Could not be read: {why}',
    /** A file whose bytes stopped arriving before its end: the URLs before the cut are kept. */
    readInPart: 'not read in full',
    readInPartBecause: 'Not read in full: {why}',
    stoppedEarly: 'stopped early',
    gzip: 'gzip',
  },
  /** How each kind of source is named to a person (shared/sources.ts: sourceKindLabel), in the app and the CLI. */
  sourceKind: {
    project: 'Sitemap Studio project',
    folder: 'Folder',
    url: 'Web address',
    urlset: 'XML sitemap',
    sitemapindex: 'Sitemap index',
    text: 'Text sitemap',
    robots: 'robots.txt',
    csv: 'CSV or TSV table',
    unknown: 'Unrecognised file',
  },
  problems: {
    found: '{count} problem found while reading | {count} problems found while reading',
    more: 'and {count} more, listed in the Problems panel once added',
  },
  placement: {
    legend: 'Add the URLs as',
    perSitemap: 'A new table per sitemap',
    perSitemapDetail: '1 table, named after its file | {count} tables, each named after its file',
    oneTable: 'One new table',
    oneTableDetail: 'all the URLs together, in the order they were read',
    tableName: 'Table name',
    merge: 'Merged into an existing table',
    mergeDetail: 'rows matched by their loc; Undo takes the merge back',
    noTables: 'the project has no table yet',
    target: 'Table',
    targetOption: '{name} ({urls})',
    policyLegend: 'When a URL is already in the table',
    policy: {
      update: {
        label: 'Update existing rows',
        detail: 'imported values replace theirs; what the import lacks is kept',
      },
      keep: { label: 'Keep existing rows', detail: 'imported rows with a URL already there are left out' },
      add: { label: 'Add as duplicates', detail: 'both rows stay, and the grid marks the repeated URLs' },
    },
  },
  notice: {
    addedTable: 'Added the table "{name}" with {urls}.',
    addedTables: 'Added {tables} with {urls}.',
    merged: 'Merged into "{name}": {parts}.',
    mergedAdded: '{urls} added',
    mergedUpdated: '{count} updated',
    mergedUnchanged: '{count} already up to date',
    mergedKept: '{count} already in the table, kept as they were',
    listSeparator: ', ',
    mergeTargetGone: 'The table to merge into is no longer there: nothing was added.',
    mergeLabel: 'Import into "{name}"',
    busy: 'Finish or cancel the import that is open first.',
    cancelled: 'Import cancelled: nothing was added.',
    failed: 'The import failed: {reason}',
    nothingAdded: '{reason} Nothing was added.',
    receiving: 'Receiving {urls}',
    notReceived: 'The URLs of {file} did not arrive: {reason}',
    retriedAll: 'Read {count} file again, in full this time. | Read {count} files again, all in full this time.',
    retriedSome:
      'Read again: {count} file still could not be read. | Read again: {count} files still could not be read.',
    retryFailed: 'Reading the failed files again failed: {reason}',
  },
  picker: {
    files: 'Import sitemaps',
    tables: 'Import CSV or TSV tables',
    folder: 'Import a folder of sitemaps',
  },
  suggestedName: 'imported',
};
