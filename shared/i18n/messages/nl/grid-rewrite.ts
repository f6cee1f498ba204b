import type { TranslationOf } from '../../message-tree';
import type { gridRewriteMessages as english } from '../en/grid-rewrite';

/** Nederlands: het venster 'Locs herschrijven…'. */
export const gridRewriteMessages: TranslationOf<typeof english> = {
  menu: 'Locs herschrijven…',
  removeDeprecated:
    '{count} verouderd afbeeldings- of videoveld weghalen | {count} verouderde afbeeldings- en videovelden weghalen',
  noDeprecated: 'Geen verouderde afbeeldings- of videovelden',
  removed:
    '{count} verouderd afbeeldings- of videoveld weggehaald | {count} verouderde afbeeldings- en videovelden weggehaald',
  title: 'Locs herschrijven',
  titleSelected: 'Locs herschrijven in {count} geselecteerde rij | Locs herschrijven in {count} geselecteerde rijen',
  operation: 'Herschrijven',
  operations: {
    absolute: 'Locs vanaf de root en //host-locs absoluut maken',
    schemeHost: 'Schema of host wijzigen',
    stripQuery: 'Queryparameters weghalen',
    stripTracking: 'Trackingparameters weghalen',
  },
  base: 'Basis-URL',
  scheme: 'Schema',
  keepScheme: 'laten zoals het is',
  host: 'Nieuwe host',
  fromHost: 'Alleen op host',
  anyHost: 'elke host',
  tracking: 'Haalt utm_*, gclid, fbclid, msclkid, mc_cid en mc_eid weg; andere parameters blijven staan.',
  counting: 'Bezig met {checked} van {total} loc… | Bezig met {checked} van {total} locs…',
  preview: 'Wijzigt {changed} van {total} loc | Wijzigt {changed} van {total} locs',
  example: '{before} wordt {after}',
  followers:
    'De hreflang-alternates die ernaar verwijzen, veranderen mee, op {count} rij in dit project. | De hreflang-alternates die ernaar verwijzen, veranderen mee, op {count} rijen in dit project.',
  apply: 'Herschrijven',
};
