import { locHost } from '../site-check/checked-rows';
import { normaliseLoc } from '../validation/duplicate-locs';
import { X_DEFAULT, type ClusterFault, type ClusterPage } from './cluster-matrix';

/**
 * The faults of a cluster that is already complete, without building its matrix: every member is a
 * row on one host that lists each member once under its own language (one language a member, the
 * same from every member) and, at most, one x-default that every member gives alike. Such a cluster
 * has no fault, or only `x-default-missing` when no member gives one. Null for any other cluster:
 * clusterMatrix then finds its faults. Each link costs one lookup of its href as written.
 */
export function completeClusterFaults(pages: readonly ClusterPage[]): ClusterFault[] | null {
  const count = pages.length;
  if (count === 0) return null;
  const links = pages[0]!.alternates.length;
  // Each member once, plus perhaps an x-default; every member the same number of links.
  if (links !== count && links !== count + 1) return null;
  const memberOfLoc = new Map<string, number>();
  const normalLocs = new Set<string>();
  const host = locHost(pages[0]!.loc);
  for (const [member, page] of pages.entries()) {
    if (page.place === null || page.alternates.length !== links || memberOfLoc.has(page.loc)) return null;
    // Locs that normalise alike are one key to the matrix: only distinct ones make the href lookup exact.
    const normal = normaliseLoc(page.loc);
    if (normalLocs.has(normal) || locHost(page.loc) !== host) return null;
    normalLocs.add(normal);
    memberOfLoc.set(page.loc, member);
  }
  const languageOf: (string | undefined)[] = new Array<string | undefined>(count);
  const languages = new Set<string>();
  const listedBy = new Int32Array(count).fill(-1);
  let xDefault = -1;
  for (const [member, page] of pages.entries()) {
    let givesXDefault = false;
    for (const { hreflang, href } of page.alternates) {
      if (!hreflang || !href) return null;
      const target = memberOfLoc.get(href) ?? memberOfLoc.get(href.trim());
      if (target === undefined) return null;
      const code = hreflang.trim().toLowerCase();
      if (code === X_DEFAULT) {
        if (givesXDefault || (member > 0 && target !== xDefault)) return null;
        givesXDefault = true;
        xDefault = target;
        continue;
      }
      if (listedBy[target] === member) return null;
      listedBy[target] = member;
      if (member === 0) {
        if (languages.has(code)) return null;
        languages.add(code);
        languageOf[target] = code;
      } else if (languageOf[target] !== code) return null;
    }
    // Either every member gives the x-default or none does.
    if (givesXDefault !== (links === count + 1)) return null;
  }
  return links === count ? [{ kind: 'x-default-missing', member: 0 }] : [];
}
