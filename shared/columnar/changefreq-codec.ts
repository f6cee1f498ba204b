import { CHANGEFREQ_VALUES } from '../protocol';
import type { TextCodec } from './coded-column';

const ABSENT = 0;
/** Not one of the protocol's values (its text is kept). */
const OTHER = CHANGEFREQ_VALUES.length + 1;

/** changefreq as a byte: 0 absent, 1–7 the protocol's values (matched ignoring case and spaces), 8 other. */
export const CHANGEFREQ_CODEC: TextCodec = {
  absent: ABSENT,
  codes: (length) => new Uint8Array(length),
  encode(text) {
    const known = (CHANGEFREQ_VALUES as readonly string[]).indexOf(text.trim().toLowerCase());
    return { code: known < 0 ? OTHER : known + 1, value: NaN };
  },
  decode: (code) => CHANGEFREQ_VALUES[code - 1] ?? '',
};
