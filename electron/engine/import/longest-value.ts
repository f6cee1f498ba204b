/**
 * The longest text an entry of a sitemap keeps in one place: a field's value (loc, lastmod, an
 * image's loc…) or an element kept as written. No URL, date or caption is near it, as no text
 * sitemap's line is; past it the entry is left out (`value-too-long`) and the file read on. A value
 * of 66 MB made a text no column holds, and the whole file was lost; an unknown element of 80 MB
 * (10M children, from a gzip of 120 KB) held as its parts took 3 GB of a parse worker's heap.
 */
export const MAX_VALUE_CHARS = 2 * 1024 * 1024;
