/** English: details. Keys are grouped by the component or message that uses them. */
export const detailsMessages = {
  panel: {
    resize: 'Resize row details',
    title: 'Row {row} details',
    titleNoRow: 'Row details',
    close: 'Close row details',
    closeTip: 'Close',
    noLoc: '(no loc)',
    selectRow: 'Select a row in the grid to see its details.',
    unknownXml: 'Unknown elements of this URL',
    noOtherXml: 'This URL has no other XML: every element was one the app models.',
  },
  tabs: {
    label: 'Row details',
    images: 'Images',
    videos: 'Videos',
    news: 'News',
    alternates: 'Alternates',
    xml: 'XML',
    severity: { error: 'has errors', warning: 'has warnings', info: 'has notes' },
  },
  entry: {
    moveUp: 'Move {title} up',
    moveDown: 'Move {title} down',
    moveUpTip: 'Move up',
    moveDownTip: 'Move down',
    remove: 'Remove {title}',
    removeTip: 'Remove',
  },
  rawXml: {
    readOnly: 'read-only, kept as imported',
    other: '{name}: other XML',
  },
  /** An empty choice in a list of values: the element is absent. */
  noChoice: '(none)',
  /** A field's full name for screen readers: the entry's name and the protocol's element name. */
  fieldOf: '{name} {field}',
  group: '{name}: {group}',
  images: {
    empty: 'This URL lists no images.',
    title: 'Image {n}',
    add: 'Add image',
  },
  videos: {
    empty: 'This URL lists no videos.',
    title: 'Video {n}',
    add: 'Add video',
  },
  tvShow: {
    title: 'TV show',
    field: '{name} tvshow {field}',
    group: '{name}: TV show',
    remove: 'Remove TV show',
    removeLabel: 'Remove {name} TV show',
    add: '+ TV show',
    addLabel: 'Add {name} TV show',
  },
  news: {
    empty: 'This URL has no news entry.',
    title: 'News',
    add: 'Add news',
  },
  alternates: {
    empty: 'This URL lists no hreflang alternates.',
    list: 'Alternates',
    title: 'Alternate {n}',
    remove: 'Remove alternate {n}',
    add: 'Add alternate',
    /** Opens the Languages panel on this row's cluster. */
    cluster: 'All language versions…',
    range: 'Alternates {from}–{to} of {count}, their return links checked',
    previous: 'Previous alternates',
    next: 'Next alternates',
  },
  /** A repeated element with attributes (video:price): its entries, and adding or removing one. */
  list: {
    item: '{label} {n}',
    remove: 'Remove {label} {n}',
    add: 'Add {label}',
  },
  /** How undo and redo name the panel's edits. */
  edits: {
    editField: 'Edit {name} {field}',
    image: { add: 'Add image', remove: 'Remove image {n}', move: 'Move image {n}' },
    video: { add: 'Add video', remove: 'Remove video {n}', move: 'Move video {n}' },
    alternate: { add: 'Add alternate', remove: 'Remove alternate {n}', move: 'Move alternate {n}' },
    addNews: 'Add news',
    removeNews: 'Remove news',
    editNews: 'Edit news {field}',
    returnLinks: 'Add missing return links',
  },
  reciprocity: {
    region: 'hreflang check',
    incomplete:
      '{count} page of this set in the project does not list it back in full. | {count} pages of this set in the project do not list it back in full.',
    fix: 'Add the missing return links',
    complete: 'Every page of this set in the project links back with the whole set.',
    notInOwnSet:
      'This page is not in its own set. Add an alternate for it with its own hreflang, so the other pages can link back to it.',
    noXDefault: 'No {code}: add one for visitors whose language none of these pages serves.',
    addXDefault: 'Add x-default',
  },
  /** How the alternates list words one link's reciprocity: a short badge and a sentence. */
  returnStatus: {
    self: 'this page',
    outside: 'not in project',
    complete: 'links back',
    incomplete: 'incomplete',
    noReturn: 'no return link',
    noLinkBack: 'It does not link back to this page.',
    lacks: 'It lacks {links}.',
    mismatched: 'It gives another hreflang or x-default for {links}.',
    more: 'and {count} more | and {count} more',
  },
  /** The editor groups of the extensions' field tables (shared/extensions), by their English titles. */
  groups: {
    image: 'Image',
    alternate: 'Alternate',
    required: 'Required',
    noLongerUsed: 'No longer used by Google',
    aboutVideo: 'About the video',
    whoMayWatch: 'Who may watch, and where',
    lists: 'Lists',
    tvShow: 'TV show',
  },
  /** Placeholders worded in the person's language; the others (addresses, codes, values) stay as the field table has them. */
  placeholders: {
    news: { publication_date: 'YYYY-MM-DD or YYYY-MM-DDThh:mm:ss+hh:mm' },
    video: {
      publication_date: 'YYYY-MM-DDThh:mm:ss+hh:mm',
      expiration_date: 'YYYY-MM-DDThh:mm:ss+hh:mm',
      duration: 'seconds, 1 to {max}',
      rating: '0.0 to 5.0',
      tag: 'one tag per line',
      restriction: 'country codes: DE FR',
    },
  },
};
