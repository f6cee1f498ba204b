/** The grid's "Rewrite locs…" dialog: one rewrite over every loc of the table, counted before it is applied. */
export const gridRewriteMessages = {
  menu: 'Rewrite locs…',
  removeDeprecated: 'Remove {count} deprecated image or video field | Remove {count} deprecated image and video fields',
  noDeprecated: 'No deprecated image or video fields',
  removed: 'Removed {count} deprecated image or video field | Removed {count} deprecated image and video fields',
  title: 'Rewrite locs',
  titleSelected: 'Rewrite locs in {count} selected row | Rewrite locs in {count} selected rows',
  operation: 'Rewrite',
  operations: {
    absolute: 'Make root-relative and //host locs absolute',
    schemeHost: 'Change scheme or host',
    stripQuery: 'Strip query parameters',
    stripTracking: 'Strip tracking parameters',
  },
  base: 'Base URL',
  scheme: 'Scheme',
  keepScheme: 'keep as it is',
  host: 'New host',
  fromHost: 'Only on host',
  anyHost: 'any host',
  tracking: 'Removes utm_*, gclid, fbclid, msclkid, mc_cid and mc_eid; other parameters stay.',
  counting: 'Looking through {checked} of {total} loc… | Looking through {checked} of {total} locs…',
  preview: 'Will change {changed} of {total} loc | Will change {changed} of {total} locs',
  example: '{before} becomes {after}',
  followers:
    'The hreflang alternates that name them change with them, on {count} row in this project. | The hreflang alternates that name them change with them, on {count} rows in this project.',
  apply: 'Rewrite',
};
