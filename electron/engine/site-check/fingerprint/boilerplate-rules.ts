import type { ContentRegion } from '../../../../shared/site-check/content-fingerprint';

/**
 * What a page's main content is not: the boilerplate a fingerprint leaves out, so a changed footer,
 * menu or cookie banner is not a change of the page (Google: "the last significant change to the
 * main content, structured data or links"). Pure rules over one element at a time.
 */

/**
 * Elements whose text is never content: code, styling, templates, form controls and the page's
 * frame. Not `<form>` itself: ASP.NET Web Forms wraps a whole page in one, and its content with it
 * (a search form is role=search; a sign-up form sits in the footer or aside).
 */
export const BOILERPLATE_ELEMENTS: ReadonlySet<string> = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'nav',
  'header',
  'footer',
  'aside',
  'select',
  'textarea',
  'button',
  'iframe',
  'svg',
  'canvas',
  'dialog',
]);

/** ARIA landmarks (and overlays) that are the frame around the content, not `main`. */
export const BOILERPLATE_ROLES: ReadonlySet<string> = new Set([
  'banner',
  'navigation',
  'contentinfo',
  'complementary',
  'search',
  'form',
  'dialog',
  'alertdialog',
]);

/** Inline styles that hide an element from every reader. */
const HIDING_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\s*(?:!important\s*)?(?:;|$)/i;

export type Attributes = Readonly<Record<string, string>>;

/** True when the element and all it holds are left out of the content. */
export function isBoilerplate(name: string, attributes: Attributes): boolean {
  if (BOILERPLATE_ELEMENTS.has(name)) return true;
  if (roles(attributes).some((role) => BOILERPLATE_ROLES.has(role))) return true;
  return isHidden(attributes);
}

/** Hidden from every reader: the `hidden` attribute, `aria-hidden="true"`, or an inline style that hides it. */
export function isHidden(attributes: Attributes): boolean {
  if ('hidden' in attributes) return true;
  if ((attributes['aria-hidden'] ?? '').trim().toLowerCase() === 'true') return true;
  return HIDING_STYLE.test(attributes['style'] ?? '');
}

/** The region this element opens, if it marks one (`main` beats `article`, which beats the body). */
export function regionOf(name: string, attributes: Attributes): ContentRegion | null {
  if (name === 'main' || roles(attributes).includes('main')) return 'main';
  if (name === 'article' || roles(attributes).includes('article')) return 'article';
  return null;
}

/** Elements that run with the text around them: no word break at their edges ("<b>he</b>llo" is one word). */
const INLINE_ELEMENTS = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'dfn',
  'em',
  'font',
  'i',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
]);

/** True when the element's edges break words (a paragraph, a cell, a line break). */
export function breaksWords(name: string): boolean {
  return !INLINE_ELEMENTS.has(name);
}

function roles(attributes: Attributes): string[] {
  const role = attributes['role'];
  return role === undefined ? [] : role.toLowerCase().split(/\s+/);
}
