/** English: history. Keys are grouped by the component or message that uses them. */
export const historyMessages = {
  /** The Edit menu's items for the last step: "Undo edit of 3 cells". */
  undo: 'Undo {action}',
  redo: 'Redo {action}',
  /** The edits the grid makes, as they follow "Undo" and "Redo". */
  actions: {
    edit: 'edit of {count} cell | edit of {count} cells',
    bulkSet: 'setting {field} of {count} row | setting {field} of {count} rows',
    paste: 'paste',
    cut: 'cut',
    clear: 'clearing of {count} cell | clearing of {count} cells',
    fillDown: 'fill down',
    fillRight: 'fill right',
    fill: 'fill',
    replace: 'replace',
    replaceAll: 'replace all',
    insertRows: 'insert of {count} row | insert of {count} rows',
    addRows: 'adding {count} row | adding {count} rows',
    deleteRows: 'deletion of {count} row | deletion of {count} rows',
    sort: 'sort by {column}',
    rewriteLocs: 'rewrite of {count} loc | rewrite of {count} locs',
    removeDeprecated: 'removal of {count} deprecated field | removal of {count} deprecated fields',
    completeClusters: 'completion of {count} hreflang cluster | completion of {count} hreflang clusters',
    pageAlternates: "taking a page's alternates",
    pairByRule: 'pairing of {count} content by rule | pairing of {count} contents by rule',
  },
};
