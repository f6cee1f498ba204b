import { agreedHeaderValue } from './network-reason';

/**
 * Where a redirect points: its Location header, its bytes read as UTF-8 where they are UTF-8 (as
 * curl and browsers read them: nginx's `return 301 /café/` sends them raw, and undici hands each byte
 * on as a Latin-1 character, which made /caf%C3%83%C2%A9/ of /café/), else as they came. Null when
 * there is none, or two that differ: browsers refuse such an answer (joined, "a, b" is no URL).
 */
export function locationOf(value: string | string[] | undefined): string | null {
  const first = agreedHeaderValue(value);
  if (first === null) return null;
  // eslint-disable-next-line no-control-regex -- only bytes past ASCII can be read another way
  if (!/[^\u0000-\u007f]/.test(first)) return first;
  const text = Buffer.from(first, 'latin1').toString('utf8');
  return text.includes('\uFFFD') ? first : text;
}
