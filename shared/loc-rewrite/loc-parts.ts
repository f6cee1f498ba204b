/** An absolute http(s) loc in its written parts, nothing normalised: a rewrite changes only the part it means to. */
export interface LocParts {
  /** As written: http or https, any case. */
  scheme: string;
  /** Host and port as written. */
  authority: string;
  /** Path, query and fragment, as written. */
  rest: string;
}

const ABSOLUTE = /^(https?):\/\/([^/?#]*)(.*)$/is;

/** The parts of an absolute http(s) loc; null for anything else (relative, another scheme). */
export function locParts(loc: string): LocParts | null {
  const match = ABSOLUTE.exec(loc);
  return match ? { scheme: match[1]!, authority: match[2]!, rest: match[3]! } : null;
}

export const joinLoc = ({ scheme, authority, rest }: LocParts): string => `${scheme}://${authority}${rest}`;
