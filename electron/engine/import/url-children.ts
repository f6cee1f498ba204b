import { NAMESPACES } from '../../../shared/protocol';
import type { XmlElement } from './namespace-scopes';
import { finding, type Finding } from '../../../shared/problem-catalogue';
import type { AlternateLink, UrlRow } from '../../../shared/url-table';
import { detach } from '../../../shared/detach';
import { ALTERNATE_TABLE } from '../../../shared/extensions/alternate-fields';
import { IMAGE_TABLE } from '../../../shared/extensions/image-fields';
import { NEWS_TABLE } from '../../../shared/extensions/news-fields';
import { VIDEO_TABLE } from '../../../shared/extensions/video-fields';
import { IMAGE_SCHEMA, NEWS_SCHEMA, VIDEO_SCHEMA, type RecordSchema } from '../sitemap-schema';
import { buildEntry } from './extension-records';
import type { SchemaOrder } from './child-order';
import { RecordCollector, type CollectorEvents } from './record-collector';
import { ownList } from './taken-row';
import { MAX_VALUE_CHARS, type WrittenBudget } from './value-limits';

export type Reporter = (found: Finding) => void;

/** What the children of an entry tell the document reading it. */
export interface EntryReports {
  /** A problem about the element being handled, where its start tag begins. */
  report: Reporter;
  /** A reporter bound to the element being handled now, for what is known of it only once it closes. */
  here(): Reporter;
  /** The entry is left out: a value in it is too long to keep (and told). */
  leaveOut(): void;
}

const LINK_ATTRIBUTES = ALTERNATE_TABLE.fields.map((field) => field.xml);
/** An xhtml:link has no content: any is told once it closes, and nothing of it is kept. */
const NO_CHILDREN: RecordSchema = { ns: NAMESPACES.xhtml, leaves: {}, containers: [], skipsContent: true };

/**
 * The extension children of one `<url>`: image, video, news and xhtml:link. While one is open it
 * is `busy` and receives every event until its element closes.
 */
export class UrlChildren {
  busy = false;
  private collector: RecordCollector | null = null;
  private finish: (collector: RecordCollector) => void = () => undefined;

  constructor(
    private readonly contextDefaultNs: string,
    private readonly budget: WrittenBudget,
    private readonly entry: EntryReports,
  ) {}

  /** Takes `node` if it is an extension element we model; false leaves it to the caller. */
  start(node: XmlElement, row: UrlRow): boolean {
    if (node.uri === NAMESPACES.image && node.local === 'image') {
      this.begin(IMAGE_SCHEMA, node, (record) =>
        ownList(row, 'images').push(buildEntry(IMAGE_TABLE, record, this.repeatedIn(node))),
      );
    } else if (node.uri === NAMESPACES.video && node.local === 'video') {
      this.begin(VIDEO_SCHEMA, node, (record) =>
        ownList(row, 'videos').push(buildEntry(VIDEO_TABLE, record, this.repeatedIn(node))),
      );
    } else if (node.uri === NAMESPACES.news && node.local === 'news' && row.news === null) {
      this.begin(NEWS_SCHEMA, node, (record) => (row.news = buildEntry(NEWS_TABLE, record, this.repeatedIn(node))));
    } else if (node.uri === NAMESPACES.xhtml && node.local === 'link' && onlyAttributes(node, LINK_ATTRIBUTES)) {
      ownList(row, 'alternates').push(linkAttributes(node));
      this.begin(NO_CHILDREN, node, (record) => {
        if (record.contentSkipped)
          this.entry.report(finding('unexpected-element', { element: node.name, why: 'content' }));
      });
    } else {
      return false;
    }
    return true;
  }

  open(node: XmlElement): void {
    this.collector!.open(node);
  }

  text(text: string): void {
    this.collector!.text(text);
  }

  cdata(text: string): void {
    this.collector!.cdata(text);
  }

  comment(text: string): void {
    this.collector!.comment(text);
  }

  close(name: string): void {
    const collector = this.collector!;
    if (!collector.close(name)) return;
    this.busy = false;
    this.collector = null;
    if (collector.strayText !== null) this.entry.report(finding('stray-text', { text: collector.strayText }));
    this.finish(collector);
  }

  /** Tells a field given twice in extension element `node` (two image:loc in one image), as a second <loc> in a url is. */
  private repeatedIn(node: XmlElement): (path: string) => void {
    const prefix = node.prefix === '' ? '' : `${node.prefix}:`;
    return (path) =>
      this.entry.report(finding('duplicate-field', { element: prefix + path.split('/').join(`/${prefix}`) }));
  }

  private begin(schema: RecordSchema, node: XmlElement, finish: (collector: RecordCollector) => void): void {
    const events: CollectorEvents = {
      outOfOrder: (found: SchemaOrder) => this.entry.report(finding('schema-order', found)),
      keptRaw: (element, attributes) => {
        const at = this.entry.here();
        return (tooLong) => {
          if (tooLong !== null) {
            this.entry.leaveOut();
            return at(tooLong);
          }
          if (attributes === null) at(finding('unknown-element-kept', { element }));
          else at(finding('field-kept-raw', { element, attributes }));
        };
      },
      // Told as it opens, where it is: held until the record closed, 13 million of them took 400 MB.
      insideField: (element) => this.entry.report(finding('unexpected-element', { element, why: 'in-text' })),
      tooLong: (element, chars) => {
        this.entry.leaveOut();
        this.entry.report(finding('value-too-long', { element, chars, max: MAX_VALUE_CHARS }));
      },
    };
    this.collector = new RecordCollector(schema, this.contextDefaultNs, this.budget, node.name, events);
    this.finish = finish;
    this.busy = true;
  }
}

/** An xhtml:link's attributes, by its field table; an attribute left out is null. */
function linkAttributes(node: XmlElement): AlternateLink {
  const link: Record<string, string | null> = {};
  for (const field of ALTERNATE_TABLE.fields) {
    const attribute = node.attributes[field.xml];
    link[field.key] = attribute ? detach(attribute.value) : null;
  }
  return link as AlternateLink;
}

function onlyAttributes(node: XmlElement, names: readonly string[]): boolean {
  return Object.values(node.attributes).every(
    (attribute) => attribute.prefix === 'xmlns' || (attribute.prefix === '' && names.includes(attribute.local)),
  );
}
