import { normaliseLoc } from '../validation/duplicate-locs';

/** The form two URLs of one page share: a loc's normal form (duplicate-locs), the fragment dropped. */
export function pageKey(url: string): string {
  const hash = url.indexOf('#');
  return normaliseLoc(hash < 0 ? url : url.slice(0, hash));
}
