import { createHash } from 'node:crypto';
import {
  FINGERPRINT_READING,
  type ContentFingerprint,
  type ContentRegion,
} from '../../../../shared/site-check/content-fingerprint';
import { WholePageReader } from '../whole-page-reader';
import { breaksWords, isBoilerplate, regionOf, type Attributes } from './boilerplate-rules';
import { linkSetText, stableLink } from './link-set';
import { structuredDataText } from './structured-data';
import { normalisedText } from './volatile-text';

/** A title longer than this is kept cut: a fingerprint holds facts, not documents. */
const TITLE_CHARS = 1_000;
const REGIONS: readonly ContentRegion[] = ['main', 'article', 'body'];

/** The text and links one region gathered. */
interface Gathered {
  text: string[];
  links: string[];
}

/**
 * Reads a whole page and fingerprints its main content (shared/site-check/content-fingerprint.ts):
 * the text and links of `<main>` (or `role=main`) where the page has one, else of its `<article>`s,
 * else of its body, boilerplate left out (boilerplate-rules.ts); its title, canonical and JSON-LD.
 * Fed as an HtmlSink, so it reads a page as it arrives, under the check's byte cap.
 */
export class ContentFingerprinter extends WholePageReader {
  private readonly gathered = new Map<ContentRegion, Gathered>(
    REGIONS.map((region) => [region, { text: [], links: [] }]),
  );
  /** The open elements, each with what it started: boilerplate, a region, a JSON-LD block, the title. */
  private readonly open: { name: string; boilerplate: boolean; region: ContentRegion | null }[] = [];
  private boilerplateDepth = 0;
  private readonly regionDepth = new Map<ContentRegion, number>([
    ['main', 0],
    ['article', 0],
  ]);
  private readonly seenRegions = new Set<ContentRegion>();
  private title: string[] | null = null;
  private titleDone = false;
  private jsonLd: string[] | null = null;
  private readonly jsonLdBlocks: string[] = [];

  /** The fingerprint of what was written; call once, after the last write. */
  fingerprint(): ContentFingerprint {
    this.parser.end();
    const region = REGIONS.find((candidate) => candidate === 'body' || this.seenRegions.has(candidate))!;
    const { text, links } = this.gathered.get(region)!;
    const content = normalisedText(text.join(''));
    const title = this.title === null ? '' : normalisedText(this.title.join(''));
    const structuredData = structuredDataText(this.jsonLdBlocks);
    return {
      content: hash(content),
      region,
      words: content === '' ? 0 : content.split(' ').length,
      title: title === '' ? null : title.slice(0, TITLE_CHARS),
      canonical: this.head.facts(0).canonical,
      links: hash(linkSetText(links)),
      structuredData: structuredData === null ? null : hash(structuredData),
      reading: FINGERPRINT_READING,
    };
  }

  protected override openTag(name: string, attributes: Attributes): void {
    if (name === 'title' && !this.titleDone && this.boilerplateDepth === 0 && !this.head.done) this.title = [];
    if (name === 'script' && (attributes['type'] ?? '').trim().toLowerCase() === 'application/ld+json')
      this.jsonLd = [];
    const boilerplate = isBoilerplate(name, attributes);
    const region = boilerplate || this.boilerplateDepth > 0 ? null : regionOf(name, attributes);
    this.open.push({ name, boilerplate, region });
    if (boilerplate) this.boilerplateDepth++;
    if (region) {
      this.regionDepth.set(region, this.regionDepth.get(region)! + 1);
      this.seenRegions.add(region);
    }
    if (this.boilerplateDepth > 0) return;
    if (name === 'a' && attributes['href'] !== undefined) {
      const link = stableLink(attributes['href'], this.head.baseUrl);
      if (link !== null) for (const gathered of this.regionsTaking()) gathered.links.push(link);
    }
    if (breaksWords(name)) this.addText(' ');
  }

  protected override closeTag(name: string): void {
    if (name === 'title' && this.title !== null) {
      this.titleDone = true;
    }
    if (name === 'script' && this.jsonLd !== null) {
      this.jsonLdBlocks.push(this.jsonLd.join(''));
      this.jsonLd = null;
    }
    // htmlparser2 closes what an end tag implies, innermost first: the stack follows it.
    const index = this.open.findLastIndex((element) => element.name === name);
    if (index < 0) return;
    for (const element of this.open.splice(index).reverse()) {
      if (element.boilerplate) this.boilerplateDepth--;
      if (element.region) this.regionDepth.set(element.region, this.regionDepth.get(element.region)! - 1);
    }
    if (this.boilerplateDepth === 0 && breaksWords(name)) this.addText(' ');
  }

  protected override text(text: string): void {
    if (this.jsonLd !== null) this.jsonLd.push(text);
    // The document's title is a part of its own; any other text outside the boilerplate is content.
    if (this.title !== null && !this.titleDone) this.title.push(text);
    else if (this.boilerplateDepth === 0) this.addText(text);
  }

  private addText(text: string): void {
    for (const gathered of this.regionsTaking()) gathered.text.push(text);
  }

  /** The regions the current place is in: always the body, and main or article while inside one. */
  private *regionsTaking(): Iterable<Gathered> {
    yield this.gathered.get('body')!;
    for (const [region, depth] of this.regionDepth) if (depth > 0) yield this.gathered.get(region)!;
  }
}

/** A short, stable hash of a text (the first 128 bits of its SHA-256, hex). */
function hash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 32);
}
