import type { TextCodec } from './coded-column';

/**
 * lastmod as an instant (ms since the epoch, UTC) beside a 16-bit shape saying how it was written:
 * bits 0–2 the form (date; date and minutes; seconds; seconds with 1–3 decimals), bit 3 a `Z`
 * zone, bits 4–15 the zone's offset in minutes (+2048). Any other writing keeps its text.
 */
const ABSENT = 0;
const DATE = 1;
const MINUTES = 2;
const SECONDS = 3;
/** SECONDS + n: seconds with n decimals (1–3). */
const OTHER = 7;
const ZULU = 1 << 3;
const OFFSET_BIAS = 2048;

const W3C = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(?:(Z)|([+-])(\d{2}):(\d{2})))?$/;

function other(text: string): { code: number; value: number } {
  return { code: OTHER, value: Date.parse(text) };
}

const two = (n: number): string => String(n).padStart(2, '0');

export const LASTMOD_CODEC: TextCodec = {
  absent: ABSENT,
  codes: (length) => new Uint16Array(length),
  valued: true,
  encode(text) {
    const m = W3C.exec(text);
    if (!m) return other(text);
    const [, year, month, day, hour, minute, second, fraction, zulu, sign, zoneHours, zoneMinutes] = m;
    const offset = sign ? (sign === '-' ? -1 : 1) * (Number(zoneHours) * 60 + Number(zoneMinutes)) : 0;
    if (Math.abs(offset) >= OFFSET_BIAS) return other(text);
    const local = new Date(0);
    local.setUTCFullYear(Number(year), Number(month) - 1, Number(day));
    local.setUTCHours(
      Number(hour ?? 0),
      Number(minute ?? 0),
      Number(second ?? 0),
      Number((fraction ?? '').padEnd(3, '0')),
    );
    const form = hour === undefined ? DATE : second === undefined ? MINUTES : SECONDS + (fraction?.length ?? 0);
    const shape = form | (zulu ? ZULU : 0) | ((offset + OFFSET_BIAS) << 4);
    return { code: shape, value: local.getTime() - offset * 60_000 };
  },
  decode(shape, instant) {
    const form = shape & 7;
    if (form === OTHER || Number.isNaN(instant)) return '';
    const offset = (shape >>> 4) - OFFSET_BIAS;
    const local = new Date(instant + offset * 60_000);
    const date = `${String(local.getUTCFullYear()).padStart(4, '0')}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())}`;
    if (form === DATE) return date;
    let time = `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
    if (form >= SECONDS) time += `:${two(local.getUTCSeconds())}`;
    if (form > SECONDS)
      time += `.${String(local.getUTCMilliseconds())
        .padStart(3, '0')
        .slice(0, form - SECONDS)}`;
    const abs = Math.abs(offset);
    const zone = shape & ZULU ? 'Z' : `${offset < 0 ? '-' : '+'}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
    return `${date}T${time}${zone}`;
  },
};
