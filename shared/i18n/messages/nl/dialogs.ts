import type { TranslationOf } from '../../message-tree';
import type { dialogsMessages as english } from '../en/dialogs';

/** Nederlands: dialogs. */
export const dialogsMessages: TranslationOf<typeof english> = {
  filters: {
    sitemaps: 'Sitemaps, robots.txt en tabellen',
    projects: 'Sitemap Studio-projecten',
    tables: 'CSV- en TSV-tabellen',
    allFiles: 'Alle bestanden',
    csv: 'CSV (kommagescheiden)',
    tsv: 'TSV (tabgescheiden)',
  },
  jobs: {
    openingProject: '{name} openen',
    saving: '{name} opslaan',
    reading: '{url} lezen',
    diagnosing: '{url} diagnosticeren',
    crawling: '{origin} crawlen',
    opening: '0 items openen | 1 item openen | {count} items openen',
    importing: '0 bronnen importeren | 1 bron importeren | {count} bronnen importeren',
    checking: "{urls} URL's controleren | {urls} URL controleren | {urls} URL's controleren",
  },
  errors: {
    diagnoseNotWeb: '{url} is geen http- of https-URL: alleen een webadres kan worden gediagnosticeerd.',
    crawlNotWeb: '{url} is geen http- of https-URL: alleen websites worden gecrawld.',
    saveParts: {
      header: 'de kop (naam, robots.txt, instellingen)',
      row: 'rij {row} van tabel {table}',
      check: 'controleresultaat {n}',
      exported: 'URL {n} van de laatste export',
    },
    projectChangedOnDisk:
      '{name} is op schijf gewijzigd door een ander programma sinds deze app het opende of het laatst opsloeg; het is gelaten zoals het is.',
    openCancelled: 'Het openen van {name} is geannuleerd; er is niets van geopend.',
    saveCancelled: 'Het opslaan van {name} is geannuleerd; het bestand op schijf is niet gewijzigd.',
    tableSaveCancelled: 'Het opslaan van {name} is geannuleerd; er is geen bestand geschreven.',
    saveTooLong: 'Er is niets opgeslagen: {what} neemt {bytes} bytes in; een projectbestand staat er {limit} toe.',
    recoveryKept:
      'De kopie kon niet worden gelezen ({reason}). Ze blijft bewaard als {path}, waar geen latere kopie overheen schrijft.',
    recoveryNotMoved:
      'De kopie kon niet worden gelezen ({reason}), en ook niet opzij worden gezet. Ze staat op {path}, waar de volgende kopie van niet-opgeslagen werk haar vervangt: kopieer haar naar elders om haar te bewaren.',
    changedWhileRemembered:
      '{path} veranderde terwijl de export erin werd onthouden, alle {reads} keren dat het werd gelezen; er is niets in geschreven.',
    saveMismatch:
      'Er is niets opgeslagen in {path}: de rijen of controleresultaten passen niet bij de kop van het project.',
    checkStopped: "De sitecontrole is gestopt: {reason}. De URL's die tot dan zijn gecontroleerd, blijven bewaard.",
    crawlStopped: "Het crawlen is gestopt: {reason}. De pagina's die tot dan zijn bereikt, blijven bewaard.",
    reportNotCsv: '{name} is geen .csv-bestandsnaam; het rapport is niet opgeslagen.',
    tableNotCsvOrTsv: '{name} is geen .csv- of .tsv-bestandsnaam; de tabel is niet opgeslagen.',
    compareNotWebAddress: '{url} is geen webadres: alleen een gepubliceerde (http- of https-)sitemap wordt vergeleken.',
    comparisonGone: 'De vergelijking {id} wordt niet meer bewaard: vergelijk opnieuw.',
    slugsCsvTooLarge: '{name} is {size}: een CSV van slugs mag maximaal {limit} zijn.',
    slugsCsvNotText: '{name} is gecomprimeerd of geen tekst: kies de CSV zelf.',
    slugsCsvNotAFile: '{name} is geen gewoon bestand (een pipe, socket of apparaat): kies de CSV zelf.',
    linkNotWeb: 'Alleen http- en https-links kunnen worden geopend, niet "{url}".',
  },
};
