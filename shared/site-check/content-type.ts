const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

/** The media type of a Content-Type, lower case, without parameters ("text/html; charset=x" → "text/html"). */
export const mediaType = (contentType: string): string => contentType.split(';')[0]!.trim().toLowerCase();

/** True when a Content-Type names an HTML page. */
export const isHtmlType = (contentType: string): boolean => HTML_TYPES.has(mediaType(contentType));
