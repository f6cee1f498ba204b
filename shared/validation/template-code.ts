/** Tags of the template languages sitemaps are generated with (Liquid, Jinja, ERB, JS): code never filled in. */
const TEMPLATE_CODE = /\{\{|\{%|<%|\$\{/;

/** Whether a value holds template code; checked before any other loc rule, so it has one cause and one message. */
export const isTemplateCode = (value: string): boolean => TEMPLATE_CODE.test(value);
