import type { TranslationOf } from '../../message-tree';
import type { crawlMessages as english } from '../en/crawl';

/** Nederlands: crawl. */
export const crawlMessages: TranslationOf<typeof english> = {
  panel: {
    title: "Ontbrekende pagina's zoeken",
    summary: 'Crawlt de site beleefd vanaf de homepage en vergelijkt wat er gevonden wordt met de tabellen',
    stoppedTitle: 'Het crawlen is gestopt',
    empty: 'Alleen links op de site van de homepage worden gevolgd, voor zover robots.txt dat toestaat.',
    crawl: 'Crawlen',
    crawlAgain: 'Opnieuw crawlen',
  },
  settings: {
    legend: 'Waar en hoe ver',
    home: { label: 'Homepage', hint: 'Het crawlen blijft op deze site (schema, host en poort).' },
    maxPages: { label: "Maximaal aantal pagina's", hint: "Na zoveel gevonden URL's worden nieuwe links overgeslagen." },
    maxDepth: { label: 'Maximale diepte', hint: 'Links gevolgd vanaf de homepage.' },
    maxMinutes: { label: 'Maximaal aantal minuten', hint: '0 voor geen limiet; pauzes tellen niet mee.' },
  },
  progress: {
    running: 'De site wordt gecrawld…',
    paused: 'Crawlen gepauzeerd',
    bar: 'Voortgang van het crawlen',
    counts:
      "{done} pagina opgehaald van {total} tot nu toe gevonden | {done} pagina's opgehaald van {total} tot nu toe gevonden",
    pace: "{value} pagina's/s",
    note: 'Het totaal groeit naarmate er links worden gevonden; de limieten hiernaast begrenzen het.',
  },
  gaps: {
    ends: {
      complete: 'Crawlen klaar',
      timeLimit: 'Crawlen gestopt bij de tijdslimiet',
      cancelled: 'Crawlen geannuleerd',
    },
    heading:
      "{end}: {pages} pagina bereikt, {indexable} indexeerbaar | {end}: {pages} pagina's bereikt, {indexable} indexeerbaar",
    pageLimit: 'de paginalimiet liet links weg',
    depthLimit: 'de dieptelimiet liet links weg',
    linksCut: "bij pagina's met meer dan {links} links, of links langer dan {chars} tekens, zijn die weggelaten",
    readInPart:
      "{count} pagina is maar ten dele gelezen (voorbij {bytes}, of elementen meer dan {nesting} diep genest), de latere links ervan niet gevolgd | {count} pagina's zijn maar ten dele gelezen (voorbij {bytes}, of elementen meer dan {nesting} diep genest), hun latere links niet gevolgd",
    limited: 'Misschien is niet elke pagina gevonden: {limits}.',
    unlisted: "{count} indexeerbare pagina die geen tabel bevat | {count} indexeerbare pagina's die geen tabel bevat",
    add: '{count} toevoegen aan {table}',
    theTable: 'de tabel',
    unlistedList: "Pagina's die geen tabel bevat",
    depth: 'diepte {depth}',
    orphans:
      "{count} vermelde URL die het crawlen nooit bereikte | {count} vermelde URL's die het crawlen nooit bereikte",
    orphansNote: 'Geen link leidt hierheen (wezen), of robots.txt of een limiet hield het crawlen tegen.',
    orphansList: "Vermelde URL's die nooit bereikt zijn",
    homeNotIndexable:
      'De homepage {url} is niet indexeerbaar ({reason}): het crawlen vond alleen waar de links en doorverwijzingen ervan naartoe leiden.',
    elsewhere:
      "{count} vermelde URL staat niet op {origin}, waar het crawlen ging: met niets vergeleken. | {count} vermelde URL's staan niet op {origin}, waar het crawlen ging: met niets vergeleken.",
  },
  showInGrid: 'Tonen in tabel',
  notices: {
    noTable: "Importeer of maak een tabel om de pagina's te vinden die erin ontbreken.",
    badHome: 'Typ de homepage van de site die je wilt crawlen, beginnend met http:// of https://.',
    finished: "Crawlen klaar: {pages} pagina bereikt. | Crawlen klaar: {pages} pagina's bereikt.",
    cancelled: "Crawlen geannuleerd: {pages} pagina bereikt. | Crawlen geannuleerd: {pages} pagina's bereikt.",
    failed: 'Het crawlen is mislukt: {reason}',
    addStep:
      "{count} door het crawlen gevonden pagina toevoegen | {count} door het crawlen gevonden pagina's toevoegen",
    added:
      "{count} door het crawlen gevonden pagina toegevoegd aan {table}. | {count} door het crawlen gevonden pagina's toegevoegd aan {table}.",
    notListed: 'Geen tabel bevat {url} nog.',
  },
  compare: {
    title: 'Vergelijken met gepubliceerd',
    summary: '{table} tegenover de sitemaps die nu op de site staan: wat een export zou veranderen',
    publishedAt: { label: 'Gepubliceerd op', hint: 'Een sitemap, een sitemapindex, een robots.txt of de homepage.' },
    reading: 'De gepubliceerde sitemaps worden opnieuw gelezen…',
    compare: 'Vergelijken',
    compareAgain: 'Opnieuw vergelijken',
    cancel: 'Annuleren',
    close: 'Sluiten',
    noTable: 'Importeer of maak een tabel om die te vergelijken met wat er gepubliceerd is.',
    badUrl: 'Typ het webadres van de gepubliceerde sitemap, beginnend met http:// of https://.',
    failed: 'Het vergelijken is mislukt: {reason}',
  },
  diff: {
    label: 'Wat een export zou veranderen',
    files: '{count} sitemapbestand gelezen | {count} sitemapbestanden gelezen',
    unchanged: "{count} URL ongewijzigd | {count} URL's ongewijzigd",
    problems: '{count} probleem bij het lezen | {count} problemen bij het lezen',
    cancelled: 'geannuleerd voor het einde',
    tabs: 'Verschillen',
    tab: '{label} ({count})',
    parts: { changed: 'Gewijzigd', added: 'Toegevoegd', removed: 'Verwijderd' },
    entries: { changed: "gewijzigde URL's", added: "toegevoegde URL's", removed: "verwijderde URL's" },
    showMore: 'Meer tonen',
    none: 'geen',
    entryCount: '{count} item | {count} items',
    hostsApart:
      "Geen enkele URL komt overeen: de tabel vermeldt URL's op {table}, de gepubliceerde sitemaps op {published}. Vergelijk de tabel met de sitemaps van de eigen site.",
    newsEntry: 'nieuwsitem',
  },
};
