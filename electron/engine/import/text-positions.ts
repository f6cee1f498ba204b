export interface TextPosition {
  /** 1-based. */
  line: number;
  /** 1-based, in UTF-16 units as the parser counts. */
  column: number;
}

interface Chunk {
  text: string;
  /** The parser's character offset, line (0-based) and column before the chunk. */
  offset: number;
  line: number;
  column: number;
}

/**
 * The line and column of an earlier character offset, for problems that belong where an element
 * starts (its `<`) while sax only knows where it has got to (the `>`, perhaps lines later). Keeps
 * the last two chunks written, and scans on from the last answer, so asking for every start tag
 * of a file costs one pass over it.
 */
export class TextPositions {
  private chunks: Chunk[] = [];
  private cursor = { chunk: -1, index: 0, line: 0, column: 0 };

  /** Call before writing `text` to the parser, with the parser's counters at that moment. */
  write(text: string, offset: number, line: number, column: number): void {
    this.chunks = [...this.chunks.slice(-1), { text, offset, line, column }];
    this.cursor.chunk = -1;
  }

  /** Where the character at a 0-based `offset` is, or null when it is no longer held. */
  at(offset: number): TextPosition | null {
    const number = this.chunks.findLastIndex((chunk) => chunk.offset <= offset);
    const chunk = this.chunks[number];
    if (!chunk || offset - chunk.offset > chunk.text.length) return null;
    const target = offset - chunk.offset;
    const from = this.cursor;
    if (from.chunk !== number || from.index > target) {
      Object.assign(from, { chunk: number, index: 0, line: chunk.line, column: chunk.column });
    }
    for (; from.index < target; from.index++) {
      if (chunk.text.charCodeAt(from.index) === 10) {
        from.line++;
        from.column = 0;
      } else {
        from.column++;
      }
    }
    return { line: from.line + 1, column: from.column + 1 };
  }
}
