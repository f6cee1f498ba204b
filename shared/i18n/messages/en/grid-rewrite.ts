/** The grid's "Rewrite locs…" dialog: one rewrite over every loc of the table, counted before it is applied. */
export const gridRewriteMessages = {
  menu: 'Rewrite locs…',
  removeDeprecated: 'Remove {count} deprecated image or video field | Remove {count} deprecated image and video fields',
  noDeprecated: 'No deprecated image or video fields',
  title: 'Rewrite locs',
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
  preview: 'Will change {changed} of {total} loc | Will change {changed} of {total} locs',
  example: '{before} becomes {after}',
  apply: 'Rewrite',
};
