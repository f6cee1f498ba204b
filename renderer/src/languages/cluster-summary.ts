import { formatCount } from '../../../shared/format';
import { X_DEFAULT, type ClusterMatrix } from '../../../shared/hreflang/cluster-matrix';
import { t } from '../i18n';

/**
 * "5 pages in 5 languages": the cluster's pages, and the languages they are given in (x-default is
 * the page for every other language, not a language: it is not counted).
 */
export function clusterSummary(matrix: Pick<ClusterMatrix, 'members' | 'languages'>): string {
  const members = matrix.members.length;
  const languages = matrix.languages.filter((language) => language !== X_DEFAULT).length;
  return t(
    'languages.panel.summary',
    {
      members: formatCount(members),
      languages: t('languages.panel.languageCount', { count: formatCount(languages) }, languages),
    },
    members,
  );
}
