/**
 * What a URL holds only escaped (RFC 3986), past its host: non-ASCII, the ASCII no part of a URL
 * holds as it is (`[` and `]` belong to an IPv6 host only), and a "%" that opens no escape. Space and
 * "#" have rules of their own. Global, for replacing each; HOLDS_NOT_ESCAPED tests for one.
 */
export const NOT_ESCAPED = /[\u0080-\u{10ffff}]+|[<>"{}|\\^`[\]]|%(?![0-9A-Fa-f]{2})/gu;
export const HOLDS_NOT_ESCAPED = new RegExp(NOT_ESCAPED.source, 'u');
