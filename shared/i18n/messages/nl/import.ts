import type { TranslationOf } from '../../message-tree';
import type { importMessages as english } from '../en/import';

/** Nederlands: import. */
export const importMessages: TranslationOf<typeof english> = {
  dialog: {
    title: 'Importeren',
    close: 'Sluiten',
    closeHint: 'Sluiten (Esc)',
    subtitle: {
      sources: 'Kies bestanden, een map of een webadres',
      running: 'Het gekozene wordt gelezen',
      review: 'Kies wat je toevoegt, en hoe',
    },
  },
  drop: {
    title: 'Laat los om te importeren',
    detail: 'Sitemaps, sitemapindexen, robots.txt, CSV-tabellen, mappen of links uit een browser',
    refused: 'Alleen bestanden, mappen en http(s)-links kun je importeren, niet {links}.',
    withoutPath: 'De losgelaten items hebben geen bestandspad; kies ze in plaats daarvan met Importeren…',
  },
  sources: {
    intro:
      'Sitemaps, sitemapindexen, gecomprimeerde bestanden (gzip), tekstsitemaps, robots.txt-bestanden en CSV- of TSV-tabellen. Van indexen en robots.txt-bestanden worden ook de sitemaps gelezen die ze noemen.',
    chooseFiles: 'Bestanden kiezen…',
    chooseFolder: 'Map kiezen…',
    address: 'Webadres',
    addressPlaceholder: 'https://example.com/',
    add: 'Toevoegen',
    addressHelp:
      'Een homepage vindt de robots.txt van de site; een robots.txt vindt zijn sitemaps; een sitemap of index wordt gelezen zoals hij is.',
    import: 'Importeren',
    chosen: 'Te importeren',
    remove: '{location} verwijderen',
    empty: 'Nog niets gekozen. Je kunt ook bestanden, mappen of links op het venster loslaten.',
  },
  address: {
    empty: 'Typ eerst een webadres.',
    notWeb: '"{text}" is geen webadres: je kunt alleen http://- en https://-adressen importeren.',
    noDomain: '"{text}" heeft geen domeinnaam (zoals example.com).',
  },
  limits: {
    title: 'Downloadlimieten',
    intro:
      'Stuurt een server nog als zijn tijd om is, dan stopt de download; wat al binnen is, blijft bewaard en wordt als onvolledig gemarkeerd.',
    deadlineSeconds: { label: 'Download opgeven na', unit: 'seconden' },
    maxFiles: { label: 'Maximaal lezen', unit: 'bestanden' },
    connectionsPerHost: { label: 'Per site maximaal', unit: 'verzoeken tegelijk' },
    reset: 'Standaardwaarden herstellen',
    error: {
      deadlineSeconds: 'Vul een aantal seconden boven 0 en maximaal {most} in.',
      maxFiles: 'Vul een geheel aantal bestanden in, 1 of meer.',
      connectionsPerHost: 'Vul een geheel getal van 1 tot en met {most} in.',
    },
  },
  running: {
    reading:
      '{count} bron wordt gelezen, met de sitemaps waar die naar verwijst… | {count} bronnen worden gelezen, met de sitemaps waar die naar verwijzen…',
    progress: 'Voortgang van de import',
    received: '{done} van {total} ontvangen',
    read: '{files} en {urls} gelezen',
    nothingYet: 'Er wordt niets toegevoegd voordat je hebt gezien wat er is gevonden.',
  },
  count: {
    urls: "{count} URL | {count} URL's",
    files: '{count} bestand | {count} bestanden',
    sitemaps: '{count} sitemap | {count} sitemaps',
    sitemapsOf: '{shown} van {listed} genoemde sitemap | {shown} van {listed} genoemde sitemaps',
    tables: '{count} tabel | {count} tabellen',
    errors: '{count} fout | {count} fouten',
    warnings: '{count} waarschuwing | {count} waarschuwingen',
  },
  review: {
    noSitemap: 'Er is geen sitemap gevonden.',
    found: '{what} gevonden met {urls}. Vink uit wat je niet wilt.',
    add: '{urls} toevoegen',
    addNotAllRead:
      '{urls} toevoegen — {count} bestand kon niet worden gelezen | {urls} toevoegen — {count} bestanden konden niet worden gelezen',
    merge: '{urls} samenvoegen met "{table}"',
    mergeNotAllRead:
      '{urls} samenvoegen met "{table}" — {count} bestand kon niet worden gelezen | {urls} samenvoegen met "{table}" — {count} bestanden konden niet worden gelezen',
    back: 'Terug',
  },
  retry: {
    failed:
      '{count} bestand kon niet of niet helemaal worden gelezen. | {count} bestanden konden niet of niet helemaal worden gelezen.',
    button: 'Mislukte bestanden opnieuw lezen',
    reading: '{count} bestand wordt opnieuw gelezen… | {count} bestanden worden opnieuw gelezen…',
    progress: 'Voortgang van het opnieuw lezen',
  },
  diagnose: {
    button: 'Diagnosticeren…',
    buttonHint: 'Dit adres opvragen als Googlebot en als desktopbrowser, en de antwoorden vergelijken',
    pick: 'Bron om te diagnosticeren',
    failedLabel: '{url} diagnosticeren',
    label: 'Diagnose',
    running: '{url} wordt opgevraagd als Googlebot en als desktopbrowser…',
    failed: 'De diagnose van {url} is mislukt: {reason}',
    differs: 'verschilt',
  },
  tree: {
    label: 'Wat er is gevonden',
    notRead: 'niet gelezen',
    notReadBecause: 'Kon niet worden gelezen: {why}',
    readInPart: 'niet volledig gelezen',
    readInPartBecause: 'Niet volledig gelezen: {why}',
    stoppedEarly: 'vroeg gestopt',
    gzip: 'gzip',
  },
  sourceKind: {
    project: 'Sitemap Studio-project',
    folder: 'Map',
    url: 'Webadres',
    urlset: 'XML-sitemap',
    sitemapindex: 'Sitemapindex',
    text: 'Tekstsitemap',
    robots: 'robots.txt',
    csv: 'CSV- of TSV-tabel',
    unknown: 'Onbekend bestand',
  },
  problems: {
    found: '{count} probleem gevonden bij het lezen | {count} problemen gevonden bij het lezen',
    more: 'en nog {count}, te zien in het paneel Problemen na het toevoegen',
  },
  placement: {
    legend: "Voeg de URL's toe als",
    perSitemap: 'Een nieuwe tabel per sitemap',
    perSitemapDetail: '1 tabel, genoemd naar het bestand | {count} tabellen, elk genoemd naar het bestand',
    oneTable: 'Eén nieuwe tabel',
    oneTableDetail: "alle URL's samen, in de volgorde waarin ze zijn gelezen",
    tableName: 'Tabelnaam',
    merge: 'Samengevoegd in een bestaande tabel',
    mergeDetail: 'rijen gekoppeld op hun loc; Ongedaan maken draait het samenvoegen terug',
    noTables: 'het project heeft nog geen tabel',
    target: 'Tabel',
    targetOption: '{name} ({urls})',
    policyLegend: 'Als een URL al in de tabel staat',
    policy: {
      update: {
        label: 'Bestaande rijen bijwerken',
        detail: 'geïmporteerde waarden vervangen de oude; wat de import niet heeft, blijft staan',
      },
      keep: {
        label: 'Bestaande rijen houden',
        detail: 'geïmporteerde rijen met een URL die er al staat, worden overgeslagen',
      },
      add: {
        label: 'Toevoegen als dubbele rijen',
        detail: "beide rijen blijven, en het raster markeert de dubbele URL's",
      },
    },
  },
  notice: {
    addedTable: 'Tabel "{name}" toegevoegd met {urls}.',
    addedTables: '{tables} toegevoegd met {urls}.',
    merged: 'Samengevoegd in "{name}": {parts}.',
    mergedAdded: '{urls} toegevoegd',
    mergedUpdated: '{count} bijgewerkt',
    mergedUnchanged: '{count} al actueel',
    mergedKept:
      '{count} stond al in de tabel en bleef zoals hij was | {count} stonden al in de tabel en bleven zoals ze waren',
    listSeparator: ', ',
    mergeTargetGone: 'De tabel om in samen te voegen bestaat niet meer: er is niets toegevoegd.',
    mergeLabel: 'Importeren in "{name}"',
    busy: 'Rond eerst de import af die open staat, of annuleer hem.',
    cancelled: 'Import geannuleerd: er is niets toegevoegd.',
    failed: 'De import is mislukt: {reason}',
    nothingAdded: '{reason} Er is niets toegevoegd.',
    receiving: '{urls} ontvangen',
    notReceived: "De URL's van {file} zijn niet aangekomen: {reason}",
    retriedAll:
      '{count} bestand opnieuw gelezen, nu volledig. | {count} bestanden opnieuw gelezen, nu allemaal volledig.',
    retriedSome:
      'Opnieuw gelezen: {count} bestand kon nog steeds niet worden gelezen. | Opnieuw gelezen: {count} bestanden konden nog steeds niet worden gelezen.',
    retryFailed: 'Het opnieuw lezen van de mislukte bestanden is mislukt: {reason}',
  },
  picker: {
    files: 'Sitemaps importeren',
    tables: 'CSV- of TSV-tabellen importeren',
    folder: 'Een map met sitemaps importeren',
  },
  suggestedName: 'geïmporteerd',
};
