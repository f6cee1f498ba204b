import { createRequire } from 'node:module';
import type * as Htmlparser2 from 'htmlparser2';
import type * as Undici from 'undici';
import { abortableRequest } from './abortable-request';

// The HTTP client and the HTML parser load when a request is first made or a page first parsed, not
// when the engine is imported: together some 150 modules and 0.15 s of CPU (0.35 s run from source)
// that every command paid at start, an export of a project that makes no request included.
const load = createRequire(__filename);
let undiciModule: typeof Undici | undefined;
let htmlparser2Module: typeof Htmlparser2 | undefined;

/** undici, loaded on first use. */
export const undici = (): typeof Undici => (undiciModule ??= load('undici') as typeof Undici);

/** htmlparser2, loaded on first use. */
export const htmlparser2 = (): typeof Htmlparser2 => (htmlparser2Module ??= load('htmlparser2') as typeof Htmlparser2);

/**
 * undici's `request`, loading undici when first called, and given up the moment its signal aborts,
 * even while the connection is being made (abortableRequest).
 */
export const request = (
  url: string,
  options: NonNullable<Parameters<typeof Undici.request<null>>[1]>,
): Promise<Undici.Dispatcher.ResponseData<null>> =>
  abortableRequest((to, asked) => undici().request<null>(to, asked), url, options);
