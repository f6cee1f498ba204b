/**
 * papaparse as the web type-check sees it (tsconfig.web.json maps the module here). @types/papaparse
 * starts with `/// <reference types="node" />`, which would let `Buffer` and `process` type-check in
 * browser code; this declares only the synchronous string API that shared/ and the renderer use.
 * The Node type-check and the engine keep the full @types/papaparse.
 */

export interface ParseConfig<T = unknown> {
  delimiter?: string;
  /** Leaves out empty lines; 'greedy' also lines of only whitespace and delimiters. */
  skipEmptyLines?: boolean | 'greedy';
  /** The character that quotes a cell ('"'). */
  quoteChar?: string;
  /** The line ending; told from the text when not given. */
  newline?: '\r' | '\n' | '\r\n';
  /** Called with each row as it is read (data is that row); then parse returns nothing. */
  step?: (results: ParseStepResult<T>) => void;
}

export interface ParseError {
  type: string;
  code: string;
  message: string;
  row?: number;
  /** Where in the input the error is, in characters. */
  index?: number;
}

export interface ParseResult<T> {
  data: T[];
  errors: ParseError[];
}

export interface ParseStepResult<T> {
  data: T;
  errors: ParseError[];
  /** cursor: the characters of the input read so far, this row included. */
  meta: { cursor: number };
}

export interface UnparseConfig {
  delimiter?: string;
  newline?: string;
  quotes?: boolean;
}

declare const Papa: {
  parse<T>(input: string, config: ParseConfig<T> & { step: (results: ParseStepResult<T>) => void }): void;
  parse<T>(input: string, config?: ParseConfig<T>): ParseResult<T>;
  unparse(data: readonly (readonly unknown[])[], config?: UnparseConfig): string;
};

export default Papa;
