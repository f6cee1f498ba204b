import type { TranslationOf } from '../../message-tree';
import type { menuMessages as english } from '../en/menu';

/** Nederlands: menu. De sneltoetsletters (&) zijn per menu uniek gekozen. */
export const menuMessages: TranslationOf<typeof english> = {
  app: {
    about: 'Over {name}',
    settings: 'Instellingen…',
    services: 'Voorzieningen',
    hide: 'Verberg {name}',
    hideOthers: 'Verberg andere',
    showAll: 'Toon alles',
    quit: 'Stop {name}',
  },
  file: {
    title: '&Bestand',
    newProject: 'Nieuw project',
    open: 'Openen…',
    openRecent: 'Recent geopend',
    clearRecent: 'Lijst wissen',
    noRecent: 'Geen recente projecten',
    save: 'Opslaan',
    saveAs: 'Opslaan als…',
    import: 'Importeren…',
    export: 'Exporteren…',
    importTable: 'CSV of TSV importeren…',
    exportTable: 'Tabel exporteren als CSV of TSV…',
    closeProject: 'Project sluiten',
    exit: 'A&fsluiten',
    quit: 'A&fsluiten',
  },
  edit: {
    title: 'B&ewerken',
    undo: 'Ongedaan maken',
    redo: 'Opnieuw uitvoeren',
    cut: 'Knippen',
    copy: 'Kopiëren',
    paste: 'Plakken',
    selectAll: 'Alles selecteren',
    find: 'Zoeken…',
    preferences: 'Voorkeuren…',
  },
  view: {
    title: 'Beel&d',
    actualSize: 'Ware grootte',
    zoomIn: 'Inzoomen',
    zoomOut: 'Uitzoomen',
    fullScreen: 'Volledig scherm aan/uit',
    reload: 'Opnieuw laden',
    devTools: 'Ontwikkelhulpmiddelen aan/uit',
  },
  tools: {
    title: 'E&xtra',
    checkUrls: "URL's controleren…",
    findMissing: "Ontbrekende pagina's zoeken…",
    comparePublished: 'Vergelijken met gepubliceerde sitemap…',
  },
  window: {
    title: 'Venster',
    minimize: 'Minimaliseren',
    zoom: 'Zoomen',
    front: 'Alles naar voren',
  },
  help: {
    title: '&Help',
    shortcuts: 'Sneltoetsen',
    protocol: 'Het sitemapprotocol',
  },
};
