import { NOFOLLOW_TARGETS, pageLinks, type FixtureAlternate, type FixtureCase } from './fixture-cases';

/** What goes in a fixture page's head and body. */
export interface PageParts {
  lang: string | null;
  title: string;
  /** Extra head markup, before the canonical. */
  head?: string;
  canonical: string | null;
  alternates?: readonly FixtureAlternate[];
  links?: readonly string[];
  /** Links with rel=nofollow. */
  nofollowLinks?: readonly string[];
}

/** A few hundred bytes of body text, so a page is not all head. */
const FILLER = `<p>${'Sitemap Studio fixture text. '.repeat(24)}</p>`;

/** A whole HTML page (UTF-8). */
export function pageHtml(parts: PageParts): string {
  const lang = parts.lang === null ? '' : ` lang="${parts.lang}"`;
  const alternates = (parts.alternates ?? [])
    .map(({ hreflang, path }) => `<link rel="alternate" hreflang="${hreflang}" href="${path}">`)
    .join('');
  const canonical = parts.canonical === null ? '' : `<link rel="canonical" href="${parts.canonical}">`;
  const links = [
    ...(parts.links ?? []).map((path) => `<a href="${path}">${path}</a>`),
    ...(parts.nofollowLinks ?? []).map((path) => `<a rel="nofollow" href="${path}">${path}</a>`),
  ].join(' ');
  return (
    `<!doctype html><html${lang}><head><meta charset="utf-8"><title>${parts.title}</title>` +
    `${parts.head ?? ''}${canonical}${alternates}</head><body><h1>${parts.title}</h1><nav>${links}</nav>${FILLER}</body></html>`
  );
}

/** The page of a case that answers with HTML, as the site serves it (UTF-8 cases only). */
export function casePage(entry: FixtureCase, pages: number, linked: readonly FixtureCase[]): string {
  const parts: PageParts = {
    lang: entry.lang,
    title: entry.path,
    canonical: entry.canonical,
    alternates: entry.pageAlternates,
  };
  if (entry.kind === 'home') {
    parts.links = ['/page/0', ...linked.map((other) => other.path)];
    parts.nofollowLinks = [NOFOLLOW_TARGETS.link];
  }
  if (entry.kind === 'unlisted') {
    parts.head = '<meta name="robots" content="nofollow">';
    parts.links = [NOFOLLOW_TARGETS.meta];
  }
  if (entry.kind === 'page') parts.links = pageLinks(Number(entry.path.slice('/page/'.length)), pages);
  if (entry.kind === 'noindex-meta') parts.head = '<meta name="robots" content="noindex, follow">';
  if (entry.kind === 'canonical-base') {
    parts.head = '<base href="/page/">';
    parts.canonical = entry.canonical!.slice('/page/'.length);
  }
  return pageHtml(parts);
}

/**
 * A page in another charset: its canonical (its own path unescaped) written in that charset's bytes.
 * `declare` is the `<meta charset>` to put in the head, or null; `bom` starts the bytes with UTF-8's.
 */
export function charsetPage(canonical: Buffer, lang: string, declare: string | null, bom: boolean): Buffer {
  const meta = declare === null ? '' : `<meta charset="${declare}">`;
  return Buffer.concat([
    bom ? Buffer.from([0xef, 0xbb, 0xbf]) : Buffer.alloc(0),
    Buffer.from(`<!doctype html><html lang="${lang}"><head>${meta}<title>charset</title><link rel="canonical" href="`),
    canonical,
    Buffer.from(`"></head><body>${FILLER}</body></html>`),
  ]);
}

/** The canonical of each charset case, in the charset's own bytes (Node cannot encode Shift_JIS). */
export const CHARSET_CANONICALS = {
  'windows-1252': Buffer.from([...Buffer.from('/charset/caf'), 0xe9]),
  'shift-jis': Buffer.from([...Buffer.from('/charset/'), 0x83, 0x79, 0x81, 0x5b, 0x83, 0x57]),
  'utf8-bom': Buffer.from('/charset/ünï', 'utf8'),
};

/**
 * A head of about `bytes` bytes: the canonical first, then meta tags, then a noindex the check
 * never reaches, since it stops at its byte cap.
 */
export function hugeHeadPage(path: string, bytes: number): Buffer {
  const meta = '<meta name="fixture-filler" content="' + 'x'.repeat(200) + '">';
  const filler = meta.repeat(Math.ceil(bytes / meta.length));
  return Buffer.from(
    `<!doctype html><html lang="en"><head><link rel="canonical" href="${path}">${filler}` +
      `<meta name="robots" content="noindex"></head><body>${FILLER}</body></html>`,
  );
}

/** A page's head and the start of its body: what the endless case sends before it trickles for ever. */
export const endlessStart = (path: string): string =>
  `<!doctype html><html lang="en"><head><title>endless</title><link rel="canonical" href="${path}"></head><body>`;

/** The smallest well-formed PDF a reader opens, and a PNG's signature with an empty image header. */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
export const PNG_BYTES = Buffer.from([
  0x89,
  0x50,
  0x4e,
  0x47,
  0x0d,
  0x0a,
  0x1a,
  0x0a,
  ...new Array<number>(25).fill(0),
]);
