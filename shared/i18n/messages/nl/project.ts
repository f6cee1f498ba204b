import type { TranslationOf } from '../../message-tree';
import type { projectMessages as english } from '../en/project';

/** Nederlands: project. */
export const projectMessages: TranslationOf<typeof english> = {
  untitled: 'Naamloos',
  newTableName: 'tabel-{n}',
  count: {
    urls: "{count} URL | {count} URL's",
    tables: '{count} tabel | {count} tabellen',
    rows: '{count} rij | {count} rijen',
  },
  save: {
    title: 'Project opslaan',
    titleAs: 'Project opslaan als',
    cancelled: 'Opslaan van {file} is geannuleerd; het bestand op schijf is niet gewijzigd.',
    saved: '{name} opgeslagen ({size}).',
    savedGzip: '{name} opgeslagen ({size}, gzip).',
    failed: 'Kan “{name}” niet opslaan',
    job: '{file} opslaan',
    changedTitle: '“{name}” is gewijzigd door een ander programma',
    replaceChanged: 'Vervangen',
    saveAsInstead: 'Opslaan als…',
  },
  open: {
    title: 'Openen',
    job: '{file} openen',
    notReceived: '{path} is niet geopend: de rijen zijn niet aangekomen ({reason}).',
    openingCancelled: 'het openen is geannuleerd',
    failed: 'Kan “{name}” niet openen',
  },
  leave: {
    title: 'Wijzigingen in “{name}” opslaan?',
    message: 'Je wijzigingen gaan verloren als je ze niet opslaat.',
    discard: 'Niet opslaan',
    save: 'Opslaan',
  },
  recovery: {
    unreadable: 'Niet-opgeslagen werk kon niet worden teruggelezen',
    title: 'Niet-opgeslagen werk van {when} herstellen?',
    message: 'Sitemap Studio is gesloten zonder “{name}” op te slaan ({size}).',
    size: '{urls} in {tables}',
    detailSaved: 'Ook na het herstellen is het pas opgeslagen als je het opslaat in {path}.',
    detailNeverSaved: 'Het is nooit opgeslagen; ook na het herstellen is het pas opgeslagen als je het opslaat.',
    discard: 'Weggooien',
    restore: 'Herstellen',
    notKept: 'Kan geen herstelkopie van niet-opgeslagen werk bewaren: {reason}',
    savedAtOtherDay: '{date}, {time}',
  },
  tableText: {
    noTable: 'Open of maak een tabel om die als CSV of TSV te exporteren.',
    title: 'Tabel exporteren als CSV of TSV',
    badName: '{name} is geen .csv- of .tsv-naam: de tabel is niet opgeslagen.',
    cancelled: 'Opslaan van {name} is geannuleerd; er is geen bestand geschreven.',
    failed: '{name} is niet opgeslagen: {reason}',
    saved: '{name} opgeslagen: {rows}.',
    lost: "Daarvan hebben er {count} afbeeldingen, video's, alternatieven, nieuws of andere XML, die een tabel niet kan bevatten: dat blijft alleen in het project.",
    job: '{name} versturen',
  },
};
