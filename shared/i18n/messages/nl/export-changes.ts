import type { TranslationOf } from '../../message-tree';
import type { exportChangesMessages as english } from '../en/export-changes';

/** Nederlands: "Gewijzigd sinds de vorige export" in het exportvenster, en de controle van de URL's die het niet meer noemt. */
export const exportChangesMessages: TranslationOf<typeof english> = {
  title: 'Gewijzigd sinds de vorige export',
  none: 'Geen eerdere export: dit project onthoudt er nog geen. Na deze export toont de volgende wat er sindsdien veranderde.',
  since: 'De vorige export, {when}, schreef {files} met {urls}.',
  sinceIn: 'De vorige export, {when}, schreef {files} met {urls} naar {folder}.',
  otherFolder:
    'Deze export gaat naar een andere map, {folder}: de wijzigingen hieronder zijn geteld sinds de vorige export, niet ten opzichte van wat in die map staat.',
  waiting: 'Wordt geteld zodra het voorbeeld de rijen heeft.',
  unchanged: "Niets gewijzigd: deze export schrijft dezelfde URL's met dezelfde velden.",
  added: '{count} toegevoegd | {count} toegevoegd',
  removed: '{count} verwijderd | {count} verwijderd',
  changed: '{count} gewijzigd | {count} gewijzigd',
  more: 'en nog {count}',
  fieldsOf: 'Gewijzigde velden: {fields}',
  fields: {
    lastmod: 'lastmod',
    changefreq: 'changefreq',
    priority: 'priority',
    images: 'afbeeldingen',
    videos: "video's",
    alternates: 'hreflang-alternatieven',
    news: 'nieuws',
    extra: 'overige XML',
  },
  check: {
    run: "Verwijderde URL's controleren",
    cancel: 'Controle stoppen',
    hint: "Elke verwijderde URL hoort nu door te verwijzen of 404 of 410 te antwoorden. Zo beleefd gecontroleerd als Extra › URL's controleren is ingesteld.",
    running: '{urls} controleren…',
    allGone: 'Alle {urls} verwijzen door of antwoorden 404 of 410.',
    someNotGone:
      '{notGone} van {urls} verwijst niet door en antwoordt geen 404 of 410: | {notGone} van {urls} verwijzen niet door en antwoorden geen 404 of 410:',
    cancelled: 'Gestopt na {urls}.',
    answers: 'antwoordt {status}',
    noAnswer: 'geen antwoord ({reason})',
    failed: 'De controle kon niet lopen: {reason}',
  },
  failures: {
    'invalid-url': 'geen geldige URL',
    dns: 'de hostnaam is niet gevonden',
    connection: 'de verbinding mislukte',
    timeout: 'het duurde te lang',
    'redirect-loop': 'de doorverwijzingen gaan in een kringetje',
    'too-many-redirects': 'te veel doorverwijzingen',
    'redirect-scheme': 'een doorverwijzing naar een ander schema',
    'blocked-by-robots': 'geblokkeerd door robots.txt',
    'other-host': 'op een andere host',
    cancelled: 'gestopt',
  },
  count: {
    urls: "{count} URL | {count} URL's",
    removedUrls: "{count} verwijderde URL | {count} verwijderde URL's",
  },
};
