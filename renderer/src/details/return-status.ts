import type { AlternateLink } from '../../../shared/url-table';
import type { AlternateReturn } from '../../../shared/validation/alternates-reciprocity';
import { formatCount } from '../../../shared/format';
import { t } from '../i18n';

/** Links a status names; the rest are counted (a row of 100,000 alternates lacks as many). */
export const NAMED_LINKS = 5;

function describe(links: readonly AlternateLink[]): string {
  const named = links.slice(0, NAMED_LINKS).map((link) => `${link.hreflang} ${link.href}`);
  const more = links.length - named.length;
  if (more > 0) named.push(t('details.returnStatus.more', { count: formatCount(more) }, more));
  return named.join(', ');
}

/** How the alternates list words one link's reciprocity: a short badge and a sentence. */
export function returnStatusText(result: AlternateReturn): {
  badge: string;
  tone: 'ok' | 'warning' | 'muted';
  detail: string;
} {
  switch (result.status) {
    case 'self':
      return { badge: t('details.returnStatus.self'), tone: 'muted', detail: '' };
    case 'outside':
      return { badge: t('details.returnStatus.outside'), tone: 'muted', detail: '' };
    case 'unchecked':
      return { badge: '', tone: 'muted', detail: '' };
    case 'complete':
      return { badge: t('details.returnStatus.complete'), tone: 'ok', detail: '' };
    case 'incomplete': {
      const parts: string[] = [];
      if (!result.linksBack) parts.push(t('details.returnStatus.noLinkBack'));
      if (result.missing.length > 0) parts.push(t('details.returnStatus.lacks', { links: describe(result.missing) }));
      if (result.mismatched.length > 0)
        parts.push(t('details.returnStatus.mismatched', { links: describe(result.mismatched) }));
      const badge = t(result.linksBack ? 'details.returnStatus.incomplete' : 'details.returnStatus.noReturn');
      return { badge, tone: 'warning', detail: parts.join(' ') };
    }
  }
}
