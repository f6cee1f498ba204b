/**
 * English: menu. The application menu's labels, grouped by menu; `&` marks a menu's access key on
 * Windows and Linux. Role entries are labelled too, so the whole menu follows the app's language.
 */
export const menuMessages = {
  app: {
    about: 'About {name}',
    settings: 'Settings…',
    services: 'Services',
    hide: 'Hide {name}',
    hideOthers: 'Hide Others',
    showAll: 'Show All',
    quit: 'Quit {name}',
  },
  file: {
    title: '&File',
    newProject: 'New Project',
    open: 'Open…',
    openRecent: 'Open Recent',
    clearRecent: 'Clear Recent',
    noRecent: 'No Recent Projects',
    save: 'Save',
    saveAs: 'Save As…',
    import: 'Import…',
    export: 'Export…',
    importTable: 'Import CSV or TSV…',
    exportTable: 'Export Table as CSV or TSV…',
    closeProject: 'Close Project',
    exit: 'E&xit',
    quit: '&Quit',
  },
  edit: {
    title: '&Edit',
    undo: 'Undo',
    redo: 'Redo',
    cut: 'Cut',
    copy: 'Copy',
    paste: 'Paste',
    selectAll: 'Select All',
    find: 'Find…',
    preferences: 'Preferences…',
  },
  view: {
    title: '&View',
    actualSize: 'Actual Size',
    zoomIn: 'Zoom In',
    zoomOut: 'Zoom Out',
    fullScreen: 'Toggle Full Screen',
    reload: 'Reload',
    devTools: 'Toggle Developer Tools',
  },
  tools: {
    title: '&Tools',
    checkUrls: 'Check URLs…',
    findMissing: 'Find Missing Pages…',
    comparePublished: 'Compare with Published…',
  },
  window: {
    title: 'Window',
    minimize: 'Minimize',
    zoom: 'Zoom',
    front: 'Bring All to Front',
  },
  help: {
    title: '&Help',
    shortcuts: 'Keyboard Shortcuts',
    protocol: 'The Sitemap Protocol',
  },
};
