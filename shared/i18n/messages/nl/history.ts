import type { TranslationOf } from '../../message-tree';
import type { historyMessages as english } from '../en/history';

/** Nederlands: history. */
export const historyMessages: TranslationOf<typeof english> = {
  undo: '{action} ongedaan maken',
  redo: '{action} opnieuw uitvoeren',
  actions: {
    edit: 'bewerking van {count} cel | bewerking van {count} cellen',
    bulkSet: '{field} instellen voor {count} rij | {field} instellen voor {count} rijen',
    paste: 'plakken',
    cut: 'knippen',
    clear: 'wissen van {count} cel | wissen van {count} cellen',
    fillDown: 'omlaag doorvoeren',
    fillRight: 'naar rechts doorvoeren',
    fill: 'doorvoeren',
    replace: 'vervangen',
    replaceAll: 'alles vervangen',
    insertRows: 'invoegen van {count} rij | invoegen van {count} rijen',
    addRows: 'toevoegen van {count} rij | toevoegen van {count} rijen',
    deleteRows: 'verwijderen van {count} rij | verwijderen van {count} rijen',
    sort: 'sorteren op {column}',
    rewriteLocs: 'herschrijven van {count} loc | herschrijven van {count} locs',
    removeDeprecated: 'weghalen van {count} verouderd veld | weghalen van {count} verouderde velden',
    completeClusters: 'aanvullen van {count} hreflang-cluster | aanvullen van {count} hreflang-clusters',
    pageAlternates: 'overnemen van de alternatieven van een pagina',
    pairByRule: 'koppelen van {count} inhoud volgens regel | koppelen van {count} inhouden volgens regel',
  },
};
