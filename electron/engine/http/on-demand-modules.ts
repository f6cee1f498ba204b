import { createRequire } from 'node:module';
import type * as Htmlparser2 from 'htmlparser2';
import type * as Undici from 'undici';

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

/** undici's `request`, loading undici when first called. */
export const request: typeof Undici.request = (...args) => undici().request(...args);
