import { X_DEFAULT, type ClusterMatrix, type MatrixMember } from '../../../shared/hreflang/cluster-matrix';

/** Languages the x-default choice of one cluster offers at most: a site in 60 languages × regions fits. */
export const X_DEFAULT_LANGUAGES = 500;

export interface XDefaultPages {
  /** One page a language (the first member the cluster gives it), in the order of the matrix's languages. */
  pages: MatrixMember[];
  /** Languages beyond X_DEFAULT_LANGUAGES, counted rather than offered. */
  more: number;
}

/**
 * The pages a person may choose as a cluster's x-default: one a language rather than every page, so
 * a cluster of 100,000 pages offers a short list. The page chosen now is always among them.
 */
export function xDefaultPages(matrix: ClusterMatrix, chosen: string | null): XDefaultPages {
  const languages = matrix.languages.filter((language) => language !== X_DEFAULT);
  const offered = new Map(languages.slice(0, X_DEFAULT_LANGUAGES).map((language) => [language, -1]));
  let left = offered.size;
  let chosenMember = -1;
  for (const [member, { language, loc }] of matrix.members.entries()) {
    if (loc === chosen && chosenMember < 0) chosenMember = member;
    if (language !== null && offered.get(language) === -1) {
      offered.set(language, member);
      left -= 1;
    }
    if (left === 0 && (chosen === null || chosenMember >= 0)) break;
  }
  const members = [...offered.values()].filter((member) => member >= 0);
  if (chosenMember >= 0 && !members.includes(chosenMember)) members.unshift(chosenMember);
  return {
    pages: members.map((member) => matrix.members[member]!),
    more: Math.max(0, languages.length - X_DEFAULT_LANGUAGES),
  };
}
