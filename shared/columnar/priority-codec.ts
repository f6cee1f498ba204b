import type { TextCodec } from './coded-column';

const ABSENT = 0xffff;
/** Not a number this codec renders (its text is kept). */
const OTHER = 0xfffe;
/** `0.5`, `1.0`, `1`, `0.125`: a digit and up to three decimals. */
const DECIMAL = /^(\d)(?:\.(\d{1,3}))?$/;

/**
 * priority in 16 bits: thousandths (0–9999) in the low 14 bits, the number of decimals written
 * (0–3) in the top two, so `0.5` and `0.50` both come back as written.
 */
export const PRIORITY_CODEC: TextCodec = {
  absent: ABSENT,
  codes: (length) => new Uint16Array(length),
  encode(text) {
    const match = DECIMAL.exec(text);
    if (!match) return { code: OTHER, value: NaN };
    const decimals = match[2] ?? '';
    const thousandths = Number(match[1]) * 1000 + Number(decimals.padEnd(3, '0'));
    return { code: (decimals.length << 14) | thousandths, value: NaN };
  },
  decode(code) {
    if (code === OTHER) return '';
    const thousandths = code & 0x3fff;
    const decimals = code >>> 14;
    const whole = String(Math.floor(thousandths / 1000));
    return decimals === 0
      ? whole
      : `${whole}.${String(thousandths % 1000)
          .padStart(3, '0')
          .slice(0, decimals)}`;
  },
};
