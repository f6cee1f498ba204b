import type { AlternateLink } from '../../../shared/url-table';
import type { AlternateReturn } from '../../../shared/validation/alternates-reciprocity';

const describe = (links: readonly AlternateLink[]): string =>
  links.map((link) => `${link.hreflang} ${link.href}`).join(', ');

/** How the alternates list words one link's reciprocity: a short badge and a sentence. */
export function returnStatusText(result: AlternateReturn): {
  badge: string;
  tone: 'ok' | 'warning' | 'muted';
  detail: string;
} {
  switch (result.status) {
    case 'self':
      return { badge: 'this page', tone: 'muted', detail: '' };
    case 'outside':
      return { badge: 'not in project', tone: 'muted', detail: '' };
    case 'unchecked':
      return { badge: '', tone: 'muted', detail: '' };
    case 'complete':
      return { badge: 'links back', tone: 'ok', detail: '' };
    case 'incomplete': {
      const parts: string[] = [];
      if (!result.linksBack) parts.push('It does not link back to this page.');
      if (result.missing.length > 0) parts.push(`It lacks ${describe(result.missing)}.`);
      if (result.mismatched.length > 0)
        parts.push(`It gives another hreflang or x-default for ${describe(result.mismatched)}.`);
      return { badge: result.linksBack ? 'incomplete' : 'no return link', tone: 'warning', detail: parts.join(' ') };
    }
  }
}
