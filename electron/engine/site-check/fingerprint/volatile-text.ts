/**
 * Text as a fingerprint reads it: Unicode in one form, whitespace collapsed, and the tokens that
 * change on every visit without the page changing (relative times, view counters) left out.
 */

/** Characters that take no room on screen. */
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g;

/**
 * Relative times ("3 minutes ago", "5m ago", "5 min. geleden", "just now", "zojuist") and counters
 * that move with every visit ("1,204 views", "1.2K views", "Viewed 1,037 times"; "12 reacties" is
 * content and stays). English and Dutch, as the app. A time of day ("Updated at 10:15") is not left
 * out: an event's or a timetable's is the page's content.
 * No `u` flag: they run on NFKC text (no long s or Kelvin sign left to fold), where it only made them
 * five times slower.
 */
/**
 * A counter's number: thousands grouped ("1,204", "1.204", "1 204"; up to a few trillion), or up to
 * 12 digits, with at most two decimals ("1.2K"). Bounded on purpose: one unbounded run of digits,
 * separators and spaces, tried from every number in a long table of them ("1 2 3 …" with no "views"
 * after), backtracked over the rest of the run each time, and a 4 MB page held the check for minutes.
 */
const COUNT = String.raw`(?:\d{1,3}(?:[., \u00A0\u202F]\d{3}){1,4}|\d{1,12})(?:[.,]\d{1,2})?`;

const VOLATILE_PATTERNS: readonly RegExp[] = [
  /\b(?:\d+|an?|one)\s+(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)\.?\s+ago\b/gi,
  /\b\d+\s?(?:s|m|h|d|w|mo|y)\s+ago\b/gi,
  /\b\d+\s+(?:seconden|seconde|sec|minuten|minuut|min|uur|uren|dagen|dag|weken|week|maanden|maand|jaren|jaar)\.?\s+geleden\b/gi,
  /\b(?:just now|moments? ago|zojuist|zonet|net nu)\b/gi,
  new RegExp(
    String.raw`\b${COUNT}[KkMm]?\+?\s*(?:views?|reads?|visits?|weergaven|keer bekeken|keer gelezen|bezoeken)\b`,
    'gi',
  ),
  // "Read 3 times before use" is an instruction: read and seen count only after "been" or "was", or
  // with a number only a counter has (thousands grouped, or K or M: "Read 1.2K times", "Seen 1,204 times").
  new RegExp(String.raw`\b(?:viewed|visited|(?:been|was)\s+(?:read|seen))\s+${COUNT}[KkMm]?\+?\s+times\b`, 'gi'),
  /\b(?:read|seen)\s+(?:\d[\d.,]*[KkMm]\+?|\d{1,3}(?:[.,\u00A0\u202F]\d{3})+)\s+times\b/gi,
];

/** The text as the fingerprint hashes it; two texts a reader sees as the same give the same result. */
export function normalisedText(text: string): string {
  let result = text.normalize('NFKC').replace(INVISIBLE, '');
  for (const pattern of VOLATILE_PATTERNS) result = result.replace(pattern, ' ');
  // Only runs and other whitespace are replaced: a single space, the most common match, stays as it is.
  return result.replace(/\s{2,}|[^\S ]/g, ' ').trim();
}
