/**
 * papaparse as the web type-check sees it (tsconfig.web.json maps the module here). @types/papaparse
 * starts with `/// <reference types="node" />`, which would let `Buffer` and `process` type-check in
 * browser code; this declares only the synchronous string API that shared/ and the renderer use.
 * The Node type-check and the engine keep the full @types/papaparse.
 */

export interface ParseConfig {
  delimiter?: string;
  /** Leaves out empty lines; 'greedy' also lines of only whitespace and delimiters. */
  skipEmptyLines?: boolean | 'greedy';
}

export interface ParseResult<T> {
  data: T[];
  errors: { type: string; code: string; message: string; row?: number }[];
}

export interface UnparseConfig {
  delimiter?: string;
  newline?: string;
  quotes?: boolean;
}

declare const Papa: {
  parse<T>(input: string, config?: ParseConfig): ParseResult<T>;
  unparse(data: readonly (readonly unknown[])[], config?: UnparseConfig): string;
};

export default Papa;
