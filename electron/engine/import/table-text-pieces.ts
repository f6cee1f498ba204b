import { tableTextDelimiter, type TableTextFormat } from '../../../shared/table-text-format';
import { TableLineEnds } from './table-line-ends';
import { MAX_RECORD_CHARS } from './table-record';

/**
 * A CSV or TSV text's pieces with their line ends outside quoted cells made LF (TableLineEnds), read
 * by the delimiter its first line names (the header, or Excel's `sep=` line before it): which quotes
 * open a cell depends on it, so the first line is held as written until it ends.
 */
export class TableTextPieces {
  private lineEnds: TableLineEnds | null = null;
  /** The text before the first line end, held as written till then. */
  private firstLine = '';
  /** The delimiter the first line names; a comma till it has ended (it has once a record is parsed). */
  delimiter = ',';

  /** `holdChars`: the longest first line held; past it, the text is read as it came (a record that long is then told of). */
  constructor(
    readonly format: TableTextFormat,
    private readonly holdChars = MAX_RECORD_CHARS,
  ) {}

  /** A piece with its line ends made LF; null while the first line is held. */
  normalize(written: string): string | null {
    if (this.lineEnds) return this.lineEnds.normalize(written);
    // Only the new text is searched: a first line held in many pieces is not read again for each.
    const endInPiece = written.search(/[\r\n]/);
    const end = endInPiece < 0 ? -1 : this.firstLine.length + endInPiece;
    this.firstLine += written;
    if (end < 0 && this.firstLine.length <= this.holdChars) return null;
    const held = this.firstLine;
    this.firstLine = '';
    return this.readLineEnds(end < 0 ? held : held.slice(0, end)).normalize(held);
  }

  /** What is left once the text has ended: a first line never ended, read whole now, or a CR held back. */
  end(): string {
    const lineEnds = this.lineEnds ?? this.readLineEnds(this.firstLine);
    const rest = lineEnds.normalize(this.firstLine) + lineEnds.end();
    this.firstLine = '';
    return rest;
  }

  private readLineEnds(first: string): TableLineEnds {
    this.delimiter = tableTextDelimiter(this.format, first);
    return (this.lineEnds = new TableLineEnds(this.delimiter));
  }
}
