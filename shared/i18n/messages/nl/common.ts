import type { TranslationOf } from '../../message-tree';
import type { commonMessages as english } from '../en/common';

/** Nederlands: woorden die veel delen van de app gebruiken. */
export const commonMessages: TranslationOf<typeof english> = {
  close: 'Sluiten',
  cancel: 'Annuleren',
  ok: 'OK',
};
