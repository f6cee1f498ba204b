import type { TranslationOf } from '../../message-tree';
import type { shellMessages as english } from '../en/shell';

/** Nederlands: het venster van de app (werkbalk, tabbladen, statusbalk, vragen, Over). */
export const shellMessages: TranslationOf<typeof english> = {
  menuBar: {
    label: 'Menubalk',
  },
  typedPath: {
    heading: 'Geen systeemvenster voor bestanden: typ een pad',
    explain:
      'De webversie kan het bestandsvenster van je systeem niet tonen. Typ het volledige pad van het bestand op deze computer.',
    explainFolder:
      'De webversie kan het mapvenster van je systeem niet tonen. Typ het volledige pad van de map op deze computer.',
    path: 'Pad',
    open: 'Openen',
    save: 'Opslaan',
    folder: 'Kiezen',
  },
  about: {
    version: 'Versie {version}',
    webHost: 'Webhost',
    summary: 'Importeer, bewerk en exporteer de XML-sitemaps van een website. Open source, MIT-licentie.',
    website: 'Website',
  },
  toolbar: {
    label: 'Project',
    new: 'Nieuw',
    open: 'Openen',
    save: 'Opslaan',
    import: 'Importeren',
    export: 'Exporteren',
    find: 'Zoeken',
    checkUrls: "URL's controleren",
    withShortcut: '{label} ({shortcut})',
    unsaved: 'Niet-opgeslagen wijzigingen',
  },
  tabs: {
    label: 'URL-tabellen',
    urls: "{n} URL | {n} URL's",
    newTable: 'Nieuwe lege tabel',
  },
  tablePane: {
    label: 'Tabel {name}',
    created: 'Gemaakt in Sitemap Studio',
  },
  statusBar: {
    label: 'Status',
    rowCount: '{urls} in {tables}',
    urls: "{n} URL | {n} URL's",
    tables: '{n} tabel | {n} tabellen',
    files: '{n} bestand | {n} bestanden',
    filesAndUrls: '{files}, {urls}',
    errors: '{n} fout | {n} fouten',
    warnings: '{n} waarschuwing | {n} waarschuwingen',
    problems: '{errors}, {warnings}',
    checking: 'Controleren…',
    paused: 'gepauzeerd',
    ready: 'Gereed',
    version: 'v{version}',
    /** An error no part of the app caught (renderer/src/services/unexpected-errors.ts). */
    unexpected: 'Er ging iets mis: {reason}. Je werk is nog open; sla het op om het veilig te houden.',
    dismissFault: 'Deze melding sluiten',
  },
  welcome: {
    title: 'Houd de sitemaps van je site op orde',
    lead: "Importeer wat de site nu publiceert, verbeter en vul de URL's aan, en exporteer een set die nooit tegen het protocol ingaat.",
    import: 'Sitemaps importeren…',
    importDetail:
      'XML-sitemaps, sitemapindexen, gecomprimeerde sets, tekstsitemaps, robots.txt, CSV-tabellen of het adres van een site.',
    open: 'Project openen…',
    openDetail: 'Ga verder waar je gebleven was met een opgeslagen .sitemapstudio-project.',
    empty: 'Met een lege tabel beginnen',
    emptyDetail: "Typ of plak URL's en exporteer daarna een geldige, gesplitste, gecomprimeerde set.",
    hint: "Je kunt bij het starten van de app ook bestanden, mappen of URL's opgeven.",
  },
  commands: {
    findNeedsTable: 'Open of maak een tabel om erin te zoeken.',
    toolNeedsTable: 'Open of maak een tabel om de rijen ervan te bewerken.',
  },
};
