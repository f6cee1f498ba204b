import type { TranslationOf } from '../../message-tree';
import type { commonMessages as english } from '../en/common';

/** Nederlands: woorden die veel delen van de app gebruiken. */
export const commonMessages: TranslationOf<typeof english> = {
  close: 'Sluiten',
  cancel: 'Annuleren',
  ok: 'OK',
  save: 'Opslaan',
  dontSave: 'Niet opslaan',
  delete: 'Verwijderen',
  add: 'Toevoegen',
  remove: 'Weghalen',
  pause: 'Pauzeren',
  resume: 'Hervatten',
  stop: 'Stoppen',
  start: 'Starten',
  open: 'Openen',
  choose: 'Kiezen…',
  copy: 'Kopiëren',
  edit: 'Bewerken',
  retry: 'Opnieuw proberen',
  continue: 'Doorgaan',
  back: 'Terug',
  next: 'Volgende',
  done: 'Klaar',
  yes: 'Ja',
  no: 'Nee',
  apply: 'Toepassen',
  reset: 'Herstellen',
  loading: 'Laden…',
  error: 'Fout',
  warning: 'Waarschuwing',
  place: {
    table: 'tabel {name}',
    row: 'rij {row}',
  },
};
