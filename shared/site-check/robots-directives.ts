/** Directives whose value follows a colon, so "name:" before them is not a user agent. */
const VALUED_DIRECTIVES = new Set(['unavailable_after', 'max-snippet', 'max-image-preview', 'max-video-preview']);

const NOINDEX = new Set(['noindex', 'none']);

/**
 * True when an X-Robots-Tag value forbids indexing for `agent`: a directive for every crawler, or
 * one after "agent:" (Google's form, "googlebot: noindex"; a user agent's scope runs to the next one).
 */
export function headerSaysNoindex(value: string, agent: string): boolean {
  const wanted = agent.toLowerCase();
  let scope: string | null = null;
  for (const part of value.split(',')) {
    let directive = part.trim().toLowerCase();
    const scoped = /^([a-z0-9_-]+)\s*:\s*(.*)$/.exec(directive);
    if (scoped && !VALUED_DIRECTIVES.has(scoped[1]!)) {
      scope = scoped[1]!;
      directive = scoped[2]!;
    }
    if (NOINDEX.has(directive) && (scope === null || scope === wanted)) return true;
  }
  return false;
}

/** True when robots meta content (robots and googlebot, joined) forbids indexing. */
export const metaSaysNoindex = (content: string): boolean =>
  content.split(',').some((directive) => NOINDEX.has(directive.trim().toLowerCase()));
