/** Directives whose value follows a colon, so "name:" before them is not a user agent. */
const VALUED_DIRECTIVES = new Set(['unavailable_after', 'max-snippet', 'max-image-preview', 'max-video-preview']);

/** The directives that forbid each thing; `none` forbids both. */
const NOINDEX = new Set(['noindex', 'none']);
const NOFOLLOW = new Set(['nofollow', 'none']);

/**
 * True when an X-Robots-Tag value holds one of `directives` for `agent`: a directive for every
 * crawler, or one after "agent:" (Google's form, "googlebot: noindex"; a user agent's scope runs to
 * the next one, or to the end of its header: a page's headers are one line each, PageCheck.xRobotsTag).
 */
function headerSays(value: string, agent: string, directives: ReadonlySet<string>): boolean {
  return value.split('\n').some((header) => oneHeaderSays(header, agent.toLowerCase(), directives));
}

function oneHeaderSays(value: string, wanted: string, directives: ReadonlySet<string>): boolean {
  let scope: string | null = null;
  for (const part of value.split(',')) {
    let directive = part.trim().toLowerCase();
    const scoped = /^([a-z0-9_-]+)\s*:\s*(.*)$/.exec(directive);
    if (scoped && !VALUED_DIRECTIVES.has(scoped[1]!)) {
      scope = scoped[1]!;
      directive = scoped[2]!;
    }
    if (directives.has(directive) && (scope === null || scope === wanted)) return true;
  }
  return false;
}

const metaSays = (content: string, directives: ReadonlySet<string>): boolean =>
  content.split(',').some((directive) => directives.has(directive.trim().toLowerCase()));

/** True when an X-Robots-Tag value forbids indexing for `agent`. */
export const headerSaysNoindex = (value: string, agent: string): boolean => headerSays(value, agent, NOINDEX);

/** True when robots meta content (robots and googlebot, joined) forbids indexing. */
export const metaSaysNoindex = (content: string): boolean => metaSays(content, NOINDEX);

/** True when an X-Robots-Tag value forbids following the page's links for `agent`. */
export const headerSaysNofollow = (value: string, agent: string): boolean => headerSays(value, agent, NOFOLLOW);

/** True when robots meta content forbids following the page's links. */
export const metaSaysNofollow = (content: string): boolean => metaSays(content, NOFOLLOW);
