import { agreedHeaderValue } from './network-reason';

/**
 * An answer's Content-Length as a number: null where there is none, it is no whole number, or it
 * came twice with different values (a body of unknown length, never drained as a short one).
 */
export function declaredLength(value: string | string[] | undefined): number | null {
  const length = agreedHeaderValue(value)?.trim();
  return length !== undefined && /^\d+$/.test(length) ? Number(length) : null;
}
