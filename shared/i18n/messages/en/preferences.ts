/** English: preferences. Keys are grouped by the component or message that uses them. */
export const preferencesMessages = {
  dialog: {
    title: 'Preferences',
    savedAtOnce: 'Changes apply at once and are kept for the next start.',
    saveFailed: 'Your preferences could not be kept: {reason}',
  },
  sections: {
    general: 'General',
    exportDefaults: 'New projects',
    politeness: 'Site checker',
  },
  language: {
    label: 'Language',
    system: 'System ({language})',
    hint: 'Menus, dialogs and messages.',
  },
  /** Each language by its own name, the same in every language. */
  languageNames: {
    en: 'English',
    nl: 'Nederlands',
  },
  theme: {
    label: 'Theme',
    system: 'System',
    light: 'Light',
    dark: 'Dark',
  },
  recovery: {
    label: 'Recovery copy',
    hint: 'Seconds, {min} to {max}: unsaved work is copied at least this often while you edit.',
  },
  exportDefaults: {
    intro: 'The export settings a new project starts with. A project keeps its own once saved.',
    format: 'Format',
    xml: 'XML',
    text: 'Plain text',
    gzip: 'Compress with gzip',
    maxBytes: 'File size',
    bytesPreset: '{size} ({bytes} bytes)',
    maxUrls: 'URLs per file',
    maxUrlsHint: 'At most {max}.',
    fileNames: 'File names',
    fileNamesHint: '{table} is the table’s name, {n} counts from 1.',
    indexName: 'Index file',
    news: 'News',
    splitNews: 'Split news sitemaps at {max} URLs',
    robots: 'robots.txt',
    writeRobots: 'Also write robots.txt with a Sitemap line',
  },
  politeness: {
    intro: 'How politely Check URLs and Find Missing Pages ask a site, when their panels open.',
  },
  notice: {
    setAsideTitle: 'Some preferences were reset',
    setAside:
      'This setting in the preferences file was not valid and is back to its default: {settings}. | These settings in the preferences file were not valid and are back to their defaults: {settings}.',
    unreadableTitle: 'Preferences could not be read',
    unreadable: 'The preferences file could not be read, so every setting is at its default.',
    keptAs: 'The file was kept as {file}.',
    leftAt: 'The file is at {file}.',
  },
};
