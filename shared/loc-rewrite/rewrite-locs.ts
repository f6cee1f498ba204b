import { absoluteUnder } from './absolute-loc';
import { withSchemeAndHost, type SchemeHostChange } from './scheme-host';
import { withoutQuery } from './strip-query';
import { withoutTracking } from './tracking-parameters';

/** One of the loc rewrites the grid offers for a whole table. */
export type LocRewrite =
  | { kind: 'absolute'; base: string }
  | ({ kind: 'schemeHost' } & SchemeHostChange)
  | { kind: 'stripQuery' }
  | { kind: 'stripTracking' };

/** A loc after a rewrite (the same string when the rewrite does not apply to it). */
export function rewriteLoc(loc: string, rewrite: LocRewrite): string {
  switch (rewrite.kind) {
    case 'absolute':
      return absoluteUnder(loc, rewrite.base);
    case 'schemeHost':
      return withSchemeAndHost(loc, rewrite);
    case 'stripQuery':
      return withoutQuery(loc);
    case 'stripTracking':
      return withoutTracking(loc);
  }
}

/** The locs a rewrite changes: their stored rows (ascending) and new text; its length is the preview's count. */
export interface LocChanges {
  at: Int32Array;
  after: string[];
}

/** Runs a rewrite over `count` locs read by `locAt`, keeping only those it changes. */
export function locChanges(count: number, locAt: (row: number) => string, rewrite: LocRewrite): LocChanges {
  const at: number[] = [];
  const after: string[] = [];
  for (let row = 0; row < count; row += 1) {
    const before = locAt(row);
    const rewritten = rewriteLoc(before, rewrite);
    if (rewritten !== before) {
      at.push(row);
      after.push(rewritten);
    }
  }
  return { at: Int32Array.from(at), after };
}
