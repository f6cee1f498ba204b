/**
 * Commands the application menu (and the toolbar, and shortcuts) ask the renderer to carry out.
 * Main only names the command; the renderer owns the document and decides what it means.
 */
export type AppCommand =
  | { type: 'file.new' }
  | { type: 'file.open' }
  | { type: 'file.openRecent'; path: string }
  | { type: 'file.save' }
  | { type: 'file.saveAs' }
  | { type: 'file.import' }
  /** Imports CSV or TSV tables chosen in the open dialog. */
  | { type: 'file.importTable' }
  | { type: 'file.export' }
  /** Saves the table on screen as a CSV or TSV file. */
  | { type: 'file.exportTable' }
  | { type: 'file.close' }
  | { type: 'edit.undo' }
  | { type: 'edit.redo' }
  | { type: 'edit.find' }
  /** Opens bulk edit for the grid's selected rows. */
  | { type: 'edit.bulkEdit' }
  /** Opens Rewrite locs… for the grid's selected rows, or its whole table. */
  | { type: 'edit.rewriteLocs' }
  /** Takes the deprecated image and video fields out of the table on screen, as one undoable step. */
  | { type: 'edit.removeDeprecated' }
  /** Opens the preferences: language, theme, defaults for new projects, the checker's politeness, recovery. */
  | { type: 'edit.preferences' }
  /** Opens the site check panel: check the listed URLs against the live site. */
  | { type: 'tools.checkUrls' }
  /** Opens Find Missing Pages: crawl the site and compare what it finds with the tables. */
  | { type: 'tools.findMissing' }
  /** Opens Compare with Published: the table on screen against the sitemaps live at its address. */
  | { type: 'tools.comparePublished' }
  /** Opens the Languages panel: the hreflang cluster of the current row as pages × languages, and its completion. */
  | { type: 'tools.languages' }
  /** Opens the searchable sheet of every keyboard shortcut. */
  | { type: 'help.shortcuts' }
  /** Opens the short guide to the protocol's limits and rules the app enforces. */
  | { type: 'help.protocol' }
  | { type: 'help.about' };

export type AppCommandType = AppCommand['type'];
