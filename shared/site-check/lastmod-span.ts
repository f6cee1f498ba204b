import { daysIn, MS_PER_DAY, utcMs } from '../civil-date';
import { w3cDatetimeInstant } from '../validation/w3c-datetime';

/** The last zone to reach a date (UTC−12): a date alone may still be running there. */
const LAST_ZONE_MS = 12 * 3_600_000;

/**
 * The instants a lastmod can mean, in ms since the epoch: from the first zone's start of its period
 * to the last zone's end ("2024-05-07" runs from 2024-05-06T10:00Z to 2024-05-08T12:00Z); a time is
 * one minute or one second wide, as written. Null when the text is no W3C Datetime.
 */
export function lastmodSpan(lastmod: string): { earliest: number; latest: number } | null {
  const earliest = w3cDatetimeInstant(lastmod);
  if (Number.isNaN(earliest)) return null;
  const year = Number(lastmod.slice(0, 4));
  const month = Number(lastmod.slice(5, 7));
  switch (lastmod.length) {
    case 4:
      return { earliest, latest: utcMs(year + 1, 1, 1) + LAST_ZONE_MS - 1 };
    case 7:
      return { earliest, latest: utcMs(year, month, 1) + daysIn(year, month) * MS_PER_DAY + LAST_ZONE_MS - 1 };
    case 10:
      return { earliest, latest: earliest + MS_PER_DAY + 26 * 3_600_000 - 1 };
    default:
      // "…T10:15Z" names a minute; "…T10:15:30Z" (with or without a fraction) a second.
      return { earliest, latest: earliest + (lastmod[16] === ':' ? 999 : 59_999) };
  }
}

/** A time's zone at its end: Z, or an offset. */
const ZONE = /(Z|([+-])(\d{2}):(\d{2}))$/;

/**
 * An instant as a lastmod in the style of `like`: a date alone when it is a date (a year, or a year
 * and month, are dates too: the day is told, no time made up); a time in `like`'s zone (a site that
 * writes +02:00 keeps +02:00, not a mix with Z); without `like`, in UTC. A time is to the second, a
 * minutes one too: sitemap.xsd wants seconds (lastmod-schema-form), and a fix must not earn a note.
 */
export function lastmodAt(instant: number, like: string | null): string {
  if (like !== null && like.length <= 10) return new Date(instant).toISOString().slice(0, 10);
  const zone = like === null ? null : ZONE.exec(like);
  const offsetMs = zone?.[2] ? (zone[2] === '-' ? -1 : 1) * (Number(zone[3]) * 60 + Number(zone[4])) * 60_000 : 0;
  const local = new Date(instant + offsetMs).toISOString();
  return `${local.slice(0, 19)}${zone?.[2] ? zone[1] : 'Z'}`;
}
