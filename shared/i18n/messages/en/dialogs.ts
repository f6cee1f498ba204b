/** English: dialogs. The system dialogs' file types, and the messages main sends back about a file or address. */
export const dialogsMessages = {
  filters: {
    sitemaps: 'Sitemaps, robots.txt and tables',
    projects: 'Sitemap Studio projects',
    tables: 'CSV and TSV tables',
    allFiles: 'All files',
    csv: 'CSV (comma-separated)',
    tsv: 'TSV (tab-separated)',
  },
  jobs: {
    openingProject: 'Opening {name}',
    saving: 'Saving {name}',
    reading: 'Reading {url}',
    diagnosing: 'Diagnosing {url}',
    crawling: 'Crawling {origin}',
    opening: 'Opening 0 items | Opening 1 item | Opening {count} items',
    importing: 'Importing 0 sources | Importing 1 source | Importing {count} sources',
    checking: 'Checking {urls} URLs | Checking {urls} URL | Checking {urls} URLs',
  },
  errors: {
    diagnoseNotWeb: '{url} is not an http or https URL: only a web address can be diagnosed.',
    crawlNotWeb: '{url} is not an http or https URL: only web sites are crawled.',
    saveParts: {
      header: 'the header (name, robots.txt, settings)',
      row: 'row {row} of table {table}',
      check: 'site-check result {n}',
      exported: 'URL {n} the last export wrote',
    },
    projectChangedOnDisk:
      '{name} was changed on disk by another program since this app opened or last saved it; it was left as it is.',
    openCancelled: 'Opening {name} was cancelled; nothing of it was opened.',
    saveCancelled: 'Saving {name} was cancelled; the file on disk was not changed.',
    tableSaveCancelled: 'Saving {name} was cancelled; no file was written.',
    saveTooLong: 'Nothing was saved: {what} takes {bytes} bytes; a project file allows {limit}.',
    recoveryKept: 'The copy could not be read ({reason}). It is kept as {path}, where no later copy writes over it.',
    recoveryNotMoved:
      'The copy could not be read ({reason}), nor moved aside. It is at {path}, where the next copy of unsaved work replaces it: copy it elsewhere to keep it.',
    changedWhileRemembered:
      '{path} changed while the export was remembered in it, each of the {reads} times it was read; nothing was written to it.',
    saveMismatch: "Nothing was saved to {path}: the rows or check results do not match the project's header.",
    checkStopped: 'The site check stopped: {reason}. The URLs checked until then are kept.',
    crawlStopped: 'The crawl stopped: {reason}. The pages reached until then are kept.',
    reportNotCsv: '{name} is not a .csv file name; the report was not saved.',
    tableNotCsvOrTsv: '{name} is not a .csv or .tsv file name; the table was not saved.',
    compareNotWebAddress: '{url} is not a web address: only a published (http or https) sitemap is compared.',
    comparisonGone: 'The comparison {id} is no longer held: compare again.',
    slugsCsvTooLarge: '{name} is {size}: a CSV of slugs may be at most {limit}.',
    slugsCsvNotText: '{name} is compressed or not text: choose the CSV itself.',
    slugsCsvNotAFile: '{name} is not a regular file (a pipe, socket or device): choose the CSV itself.',
    linkNotWeb: 'Only http and https links can be opened, not "{url}".',
  },
};
