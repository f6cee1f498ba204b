import type { TranslationOf } from '../../message-tree';
import type { formatMessages as english } from '../en/format';

/** Nederlands: hoe getallen, groottes, duur en snelheid lezen. */
export const formatMessages: TranslationOf<typeof english> = {
  bytes: '{value} B',
  kilobytes: '{value} kB',
  megabytes: '{value} MB',
  gigabytes: '{value} GB',
  seconds: '{value} s',
  minutes: '{value} min',
  hoursMinutes: '{hours} u {minutes} min',
  perSecond: "{value} URL's/s",
  timeLeft: 'nog {duration}',
};
