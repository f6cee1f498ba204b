import type { SchemaOrderNames } from '../../../shared/problem-catalogue';

/** A child out of the schema's order: the `schema-order` problem's parameters. */
export interface SchemaOrder extends SchemaOrderNames {
  element: string;
  after: string;
  parent: string;
}

/**
 * Checks that the children of one element come in their schema's sequence. A child that comes
 * after one the schema puts later is out of order: the file fails the XSD (xmllint refuses it)
 * though every value is read. Names not in the sequence (kept as raw XML) are not ranked, and a
 * repeated element (tag, price, image) may follow itself.
 */
export class ChildOrder {
  private rank = -1;
  private latest = '';

  /**
   * @param sequence the children's names in schema order
   * @param named how the message names the order, e.g. loc, lastmod, changefreq, priority, then extensions
   */
  constructor(
    private readonly parent: string,
    private readonly sequence: readonly string[],
    private readonly named: SchemaOrderNames = { order: sequence },
  ) {}

  /** Starts a new element of the same kind. */
  reset(): void {
    this.rank = -1;
    this.latest = '';
  }

  /** The problem's parameters when `name`, written as `shown`, is out of order; null when it is in place. */
  next(name: string, shown: string): SchemaOrder | null {
    const rank = this.sequence.indexOf(name);
    if (rank < 0) return null;
    if (rank < this.rank) {
      return { element: shown, after: this.latest, parent: this.parent, ...this.named };
    }
    this.rank = rank;
    this.latest = shown;
    return null;
  }
}
