/** A loc split at its query: before `?`, the query's text (without `?`), and the fragment (with `#`). */
function splitQuery(loc: string): { head: string; query: string | null; fragment: string } {
  const hash = loc.indexOf('#');
  const fragment = hash === -1 ? '' : loc.slice(hash);
  const body = hash === -1 ? loc : loc.slice(0, hash);
  const mark = body.indexOf('?');
  return mark === -1
    ? { head: body, query: null, fragment }
    : { head: body.slice(0, mark), query: body.slice(mark + 1), fragment };
}

/** A loc without its query (`?…`); a fragment stays. */
export function withoutQuery(loc: string): string {
  const { head, query, fragment } = splitQuery(loc);
  return query === null ? loc : head + fragment;
}

/** A loc without the query parameters `drop` names (by the name before `=`); the others keep their order and spelling. */
export function withoutParameters(loc: string, drop: (name: string) => boolean): string {
  const { head, query, fragment } = splitQuery(loc);
  if (query === null) return loc;
  const pairs = query.split('&');
  const kept = pairs.filter((pair) => {
    const name = pair.split('=', 1)[0]!;
    return !drop(safeDecode(name));
  });
  if (kept.length === pairs.length) return loc;
  return kept.length === 0 || kept.every((pair) => pair === '')
    ? head + fragment
    : `${head}?${kept.join('&')}${fragment}`;
}

const safeDecode = (text: string): string => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
};
