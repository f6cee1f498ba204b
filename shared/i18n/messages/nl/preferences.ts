import type { TranslationOf } from '../../message-tree';
import type { preferencesMessages as english } from '../en/preferences';

/** Nederlands: voorkeuren. */
export const preferencesMessages: TranslationOf<typeof english> = {
  dialog: {
    title: 'Voorkeuren',
    savedAtOnce: 'Wijzigingen gelden meteen en blijven bewaard voor de volgende keer.',
    saveFailed: 'Je voorkeuren konden niet worden bewaard: {reason}',
  },
  sections: {
    general: 'Algemeen',
    exportDefaults: 'Nieuwe projecten',
    politeness: 'Sitecontrole',
  },
  language: {
    label: 'Taal',
    system: 'Systeem ({language})',
    hint: "Menu's, dialoogvensters en meldingen.",
  },
  languageNames: {
    en: 'English',
    nl: 'Nederlands',
  },
  theme: {
    label: 'Thema',
    system: 'Systeem',
    light: 'Licht',
    dark: 'Donker',
  },
  recovery: {
    label: 'Herstelkopie',
    hint: 'Om de hoeveel seconden ({min} tot {max}) niet-opgeslagen werk minstens wordt gekopieerd terwijl je bewerkt.',
  },
  exportDefaults: {
    intro:
      'De exportinstellingen waarmee een nieuw project begint. Een opgeslagen project houdt zijn eigen instellingen.',
    format: 'Indeling',
    xml: 'XML',
    text: 'Platte tekst',
    gzip: 'Comprimeren met gzip',
    maxBytes: 'Bestandsgrootte',
    bytesPreset: '{size} ({bytes} bytes)',
    maxUrls: "URL's per bestand",
    maxUrlsHint: 'Maximaal {max}.',
    fileNames: 'Bestandsnamen',
    fileNamesHint: '{table} is de naam van de tabel, {n} telt vanaf 1.',
    indexName: 'Indexbestand',
    news: 'Nieuws',
    splitNews: "Nieuwssitemaps splitsen bij {max} URL's",
    robots: 'robots.txt',
    writeRobots: 'Ook robots.txt schrijven met een Sitemap-regel',
  },
  politeness: {
    intro:
      "Hoe rustig URL's controleren en Ontbrekende pagina's zoeken een site benaderen. Hun panelen openen met deze waarden.",
  },
  notice: {
    setAsideTitle: 'Enkele voorkeuren zijn teruggezet',
    setAside:
      'Deze instelling in het voorkeurenbestand was ongeldig en staat weer op de standaardwaarde: {settings}. | Deze instellingen in het voorkeurenbestand waren ongeldig en staan weer op hun standaardwaarde: {settings}.',
    unreadableTitle: 'Voorkeuren konden niet worden gelezen',
    unreadable: 'Het voorkeurenbestand kon niet worden gelezen, dus staat elke instelling op de standaardwaarde.',
    keptAs: 'Het bestand is bewaard als {file}.',
    leftAt: 'Het bestand staat op {file}.',
  },
};
