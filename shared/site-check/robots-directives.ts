import { SEARCH_ENGINE_GROUPS, searchEngineNamed } from './search-engines';

/** Directives whose value follows a colon, so "name:" before them is not a user agent. */
const VALUED_DIRECTIVES = new Set(['unavailable_after', 'max-snippet', 'max-image-preview', 'max-video-preview']);

/** The directives that forbid each thing; `none` forbids both. */
const NOINDEX = new Set(['noindex', 'none']);
const NOFOLLOW = new Set(['nofollow', 'none']);

/**
 * The names a crawler takes as its own in a page's robots rules, lower case: a search engine's
 * robots.txt groups (Applebot follows Googlebot's, YandexBot "yandex"), else the name itself.
 */
function namesOf(agent: string): readonly string[] {
  const engine = searchEngineNamed(agent);
  return (engine === null ? [agent] : SEARCH_ENGINE_GROUPS[engine]).map((name) => name.toLowerCase());
}

/**
 * True when robots rules hold one of `directives` for `agent`: a directive for every crawler, or one
 * after "agent:" (Google's form, "googlebot: noindex"). The value is a line per header or meta tag
 * (PageCheck.xRobotsTag, PageCheck.metaRobots); a user agent's scope runs to the next one, or to the
 * end of its line.
 */
function rulesSay(value: string, agent: string, says: (directive: string) => boolean): boolean {
  const names = namesOf(agent);
  return value.split('\n').some((line) => lineSays(line, names, says));
}

function lineSays(line: string, names: readonly string[], says: (directive: string) => boolean): boolean {
  let scope: string | null = null;
  for (const part of directiveParts(line)) {
    let directive = part.trim().toLowerCase();
    const scoped = /^([a-z0-9_-]+)\s*:\s*(.*)$/.exec(directive);
    if (scoped && !VALUED_DIRECTIVES.has(scoped[1]!)) {
      scope = scoped[1]!;
      directive = scoped[2]!;
    }
    if (says(directive) && (scope === null || names.includes(scope))) return true;
  }
  return false;
}

/**
 * A line's directives, split at its commas but the one after the weekday of an RFC 822 date
 * (`unavailable_after: Wed, 25 Jun 2010 15:00:00 GMT` is one directive).
 */
function directiveParts(line: string): string[] {
  const parts: string[] = [];
  for (const part of line.split(',')) {
    const last = parts.at(-1);
    if (last !== undefined && /unavailable_after\s*:\s*[a-z]+\s*$/i.test(last))
      parts[parts.length - 1] = `${last},${part}`;
    else parts.push(part);
  }
  return parts;
}

/** An ISO 8601 date, its time and zone optional (`2025-06-25`, `2025-06-25T15:00:00+01:00`). */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[t ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:z|[+-]\d{2}:?\d{2})?)?$/;
/** An RFC 822 or RFC 850 date, its weekday and zone optional (`wed, 25 jun 2025 15:00:00 gmt`, `25-jun-25 15:00 pst`). */
const MAIL_DATE =
  /^(?:[a-z]{3,9},?\s+)?\d{1,2}[\s-][a-z]{3}[\s-]\d{2,4}(?:\s+\d{1,2}:\d{2}(?::\d{2})?)?(?:\s+(?:[a-z]{1,5}|[+-]\d{4}))?$/;

/**
 * `unavailable_after: <date>` with a date in a form Google reads (RFC 822, RFC 850, ISO 8601) that
 * is not after `now`. Only those forms: Date.parse takes "when the sale ends 2" for a day in 2001.
 */
function pastUnavailableAfter(directive: string, now: number): boolean {
  const date = /^unavailable_after\s*:\s*(.+)$/.exec(directive)?.[1]?.trim();
  if (date === undefined || !(ISO_DATE.test(date) || MAIL_DATE.test(date))) return false;
  const at = Date.parse(date);
  return !Number.isNaN(at) && at <= now;
}

/**
 * True when a page's X-Robots-Tag headers or robots metas forbid indexing for `agent` at `now`:
 * noindex, none, or an `unavailable_after` date gone by, after which Google shows the page no more.
 */
export const rulesSayNoindex = (value: string, agent: string, now: number = Date.now()): boolean =>
  rulesSay(value, agent, (directive) => NOINDEX.has(directive) || pastUnavailableAfter(directive, now));

/** True when a page's X-Robots-Tag headers or robots metas forbid following its links for `agent`. */
export const rulesSayNofollow = (value: string, agent: string): boolean =>
  rulesSay(value, agent, (directive) => NOFOLLOW.has(directive));

/** Robots rules of a line per header or meta tag as one line, the lines set apart by "; " (", " would run a scope on). */
export const rulesInOneLine = (value: string): string => value.replace(/,?\n/g, '; ');
