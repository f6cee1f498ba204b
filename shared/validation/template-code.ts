/** Tags of the template languages sitemaps are generated with (Liquid, Jinja, ERB, JS): code never filled in. */
const TEMPLATE_CODE = /\{\{|\{%|<%|\$\{/;

/** Whether a value holds template code; checked before any other loc rule, so it has one cause and one message. */
export const isTemplateCode = (value: string): boolean => TEMPLATE_CODE.test(value);

export type TemplateOpening = 'front-matter' | 'template-tags';

/**
 * What makes a file's opening the source of a sitemap rather than one: front matter (a first line
 * `---`, as Jekyll and Hugo write) or template tags before its first XML tag; null when neither.
 */
export function templateOpening(head: string): TemplateOpening | null {
  const text = head.replace(/^\uFEFF/, '');
  if (/^---[ \t]*\r?(\n|$)/.test(text)) return 'front-matter';
  const firstTag = text.search(/<(?!%)/);
  return isTemplateCode(firstTag === -1 ? text : text.slice(0, firstTag)) ? 'template-tags' : null;
}
