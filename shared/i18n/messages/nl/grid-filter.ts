import type { TranslationOf } from '../../message-tree';
import type { gridFilterMessages as english } from '../en/grid-filter';

/** Nederlands: de filters van de kolommen. */
export const gridFilterMessages: TranslationOf<typeof english> = {
  operatorOf: 'Hoe {column} wordt gefilterd',
  operators: {
    contains: 'bevat',
    notContains: 'bevat niet',
    equals: 'is gelijk aan',
    startsWith: 'begint met',
    regex: 'past bij reguliere expressie',
    empty: 'is leeg',
    notEmpty: 'is niet leeg',
    before: 'ligt vóór',
    after: 'ligt na',
    greater: 'is groter dan',
    less: 'is kleiner dan',
  },
  datePlaceholder: 'JJJJ-MM-DD',
  numberPlaceholder: '0,5',
  problems: {
    regex: 'Geen geldige reguliere expressie; het filter wacht tot die klopt',
    date: 'Geen datum: schrijf JJJJ-MM-DD, of een tijd met tijdzone (2024-05-01T10:00:00+02:00)',
    number: 'Geen getal: schrijf er een als 0,5',
  },
};
