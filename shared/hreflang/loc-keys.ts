import { fitsUtf8, writeUtf8 } from '../columnar/utf8-text';
import { isNormalLocUtf8, normaliseLoc } from '../validation/duplicate-locs';

/** The fewest slots; the table grows when half full. */
const FIRST_SLOTS = 1024;
/**
 * Words first set aside a node in the key store (a loc of up to 48 bytes, with its node and length;
 * a kept loc takes 4): growing a large typed array by doubling makes V8 collect a heap of a million
 * rows again each time.
 */
export const WORDS_PER_NODE = 14;
export const WORDS_PER_KEPT_NODE = 4;
/** Keys staged before they are looked up together (see stage). */
const STAGED = 4096;

/**
 * Normalised locs (normaliseLoc) to node numbers, in an open-addressing hash table over typed arrays:
 * over a million locs it costs a fraction of a Map of strings and keeps no string alive, so the
 * garbage collector never walks it. Each key is stored once as its UTF-8 bytes, padded to whole
 * 32-bit words, and compared a word at a time; or, for a loc a string column holds already normal,
 * where it lies there (`keyOfUtf8` with `kept`: at a million rows, copying every loc would make
 * tens of megabytes of typed arrays, and with them a collection of the whole heap). A text is first
 * made the table's current key (`keyOfText`, `keyOfUtf8`), then looked up or added (`nodeOf`).
 */
export class LocKeys {
  /**
   * Two words a slot: the key's hash (to pass over most other keys without comparing them), and
   * where its entry starts in `words` + 1 (0: an empty slot).
   */
  private slots: Int32Array;
  private used = 0;
  /**
   * Each key's entry, back to back: its node, its length in bytes, then its bytes padded to a word;
   * or for a kept key its node, ~length (negative), its source in `sources` and where it starts there.
   */
  private words: Int32Array;
  /** `words` as bytes, to compare a kept key with a copied one. */
  private wordBytes: Uint8Array;
  /** The byte arrays kept keys lie in, and the last one added (most keys lie in the one before). */
  private readonly sources: Uint8Array[] = [];
  private lastSource: Uint8Array | null = null;
  private lastSourceIndex = -1;
  /** Set by bytesOf. */
  private entryStart = 0;
  private wordsUsed = 0;
  /** Per node, where its entry starts in `words` (-1: it has none). */
  private entryOfNode: Int32Array;
  /** Per node staged, the node whose key it repeats, else -1; null until a key is repeated (most projects never do). */
  private keyHolders: Int32Array | null = null;

  /** Keys stored by `stage` and not yet looked up: where each entry starts, and its hash. */
  private stagedEntries = new Int32Array(STAGED);
  private stagedHashes = new Int32Array(STAGED);
  private staged = 0;

  /** The current key, as UTF-8 bytes padded with zeros to a whole word. */
  private keyWords = new Int32Array(64);
  private keyBytes = new Uint8Array(this.keyWords.buffer);
  private keyLength = 0;
  /** Where the current key lies in `sources` (its index, and where it starts), when it is kept there; -1: it is not. */
  private keySource = -1;
  private keyStart = 0;
  /** The current key's hash, worked out when first needed. */
  private keyHash = 0;
  private hashed = false;

  /** `nodes`: how many keys are expected (the table grows past it); `words`: the room first set aside for them. */
  constructor(nodes: number, words = Math.max(nodes, 16) * WORDS_PER_NODE) {
    let slots = FIRST_SLOTS;
    while (slots < nodes * 2) slots *= 2;
    this.slots = new Int32Array(slots * 2);
    this.entryOfNode = new Int32Array(Math.max(nodes, 16)).fill(-1);
    this.words = new Int32Array(Math.max(words, 64));
    this.wordBytes = new Uint8Array(this.words.buffer);
  }

  /** Makes `text`'s normalised form the current key. */
  keyOfText(text: string): void {
    // A loc that is already normal (the common case) is encoded without building a new string.
    this.encode(text);
    if (!this.isNormal()) this.encode(normaliseLoc(text));
    this.pad();
    this.keySource = -1;
  }

  /**
   * Makes UTF-8 `bytes[start…start+length)` (well-formed, as a string column holds them) the current
   * key when they are already normal, and says whether they were; if not, pass their text to keyOfText.
   * `kept`: the bytes do not change while the keys are in use, so a key stored from them refers to
   * them rather than copying them.
   */
  keyOfUtf8(bytes: Uint8Array, start: number, length: number, kept = false): boolean {
    this.room(length);
    const key = this.keyBytes;
    for (let at = 0; at < length; at += 1) key[at] = bytes[start + at]!;
    this.keyLength = length;
    if (!this.isNormal()) return false;
    this.pad();
    this.keySource = kept ? this.sourceOf(bytes) : -1;
    this.keyStart = start;
    return true;
  }

  /**
   * Whether `node`'s key is the current key: a guess checked without hashing (the next page of a
   * table whose rows follow the same order as another's is usually the next row there).
   */
  isKeyOf(node: number): boolean {
    if (this.staged > 0) this.settle();
    const entry = node >= 0 && node < this.entryOfNode.length ? this.entryOfNode[node]! : -1;
    return entry >= 0 && this.isKey(entry);
  }

  /** Whether `node`'s key was its own when staged: false for a key an earlier node holds (a loc listed again). */
  holdsKey(node: number): boolean {
    if (this.staged > 0) this.settle();
    return node >= 0 && node < this.entryOfNode.length && this.entryOfNode[node]! >= 0;
  }

  /**
   * Per node staged, the node that holds its key when another does (a loc listed again), else -1;
   * null when no key was staged twice.
   */
  holders(): Int32Array | null {
    if (this.staged > 0) this.settle();
    return this.keyHolders;
  }

  /** The node of the current key; when it has none yet, `node` becomes its node. */
  nodeOf(node: number): number {
    if (this.staged > 0) this.settle();
    if (!this.hashed) this.hash();
    const hash = this.keyHash;
    const slots = this.slots;
    const mask = (slots.length >> 1) - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const entry = slots[2 * slot + 1]! - 1;
      if (entry < 0) {
        this.store(slot, node);
        return node;
      }
      if (slots[2 * slot] === hash && this.isKey(entry)) return this.words[entry]!;
    }
  }

  /**
   * As `nodeOf(node)` without the answer, for many keys in a row (each row's loc): the key is stored
   * now and looked up with the others staged, in one tight loop whose lookups the processor can
   * overlap (at a million rows nearly every one misses the cache).
   */
  stage(node: number): void {
    if (!this.hashed) this.hash();
    const entry = this.append(node);
    this.stagedEntries[this.staged] = entry;
    this.stagedHashes[this.staged] = this.keyHash;
    if ((this.staged += 1) === STAGED) this.settle();
  }

  /** Looks up the staged keys in the order they came: a key seen before gives up its entry. */
  private settle(): void {
    const count = this.staged;
    this.staged = 0;
    while ((this.used + count) * 4 > this.slots.length) this.growSlots();
    this.used += count;
    const { slots, words, stagedEntries, stagedHashes } = this;
    const mask = (slots.length >> 1) - 1;
    for (let at = 0; at < count; at += 1) {
      const entry = stagedEntries[at]!;
      const hash = stagedHashes[at]!;
      for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
        const other = slots[2 * slot + 1]! - 1;
        if (other < 0) {
          slots[2 * slot] = hash;
          slots[2 * slot + 1] = entry + 1;
          break;
        }
        if (slots[2 * slot] === hash && this.sameKeys(entry, other)) {
          this.entryOfNode[words[entry]!] = -1;
          this.heldBy(words[entry]!, words[other]!);
          this.used -= 1;
          break;
        }
      }
    }
  }

  /** Notes that `node`'s key is held by `holder`. */
  private heldBy(node: number, holder: number): void {
    if (this.keyHolders === null || node >= this.keyHolders.length) {
      const grown = new Int32Array(Math.max(node + 1, this.entryOfNode.length)).fill(-1);
      if (this.keyHolders) grown.set(this.keyHolders);
      this.keyHolders = grown;
    }
    this.keyHolders[node] = holder;
  }

  private store(slot: number, node: number): void {
    const entry = this.append(node);
    this.slots[2 * slot] = this.keyHash;
    this.slots[2 * slot + 1] = entry + 1;
    // At most half full: probes stay short.
    if ((this.used += 1) * 4 > this.slots.length) this.growSlots();
  }

  /** Writes the current key as `node`'s entry; where it starts. */
  private append(node: number): number {
    const count = this.keySource >= 0 ? WORDS_PER_KEPT_NODE - 2 : this.keyWordCount();
    if (this.wordsUsed + count + 2 > this.words.length) this.growWords(this.wordsUsed + count + 2);
    const words = this.words;
    const key = this.keyWords;
    const entry = this.wordsUsed;
    words[entry] = node;
    if (this.keySource >= 0) {
      words[entry + 1] = ~this.keyLength;
      words[entry + 2] = this.keySource;
      words[entry + 3] = this.keyStart;
    } else {
      words[entry + 1] = this.keyLength;
      for (let word = 0; word < count; word += 1) words[entry + 2 + word] = key[word]!;
    }
    this.wordsUsed += count + 2;
    if (node >= this.entryOfNode.length) this.growNodes(node);
    this.entryOfNode[node] = entry;
    return entry;
  }

  /** Whether the entries at `a` and `b` hold the same key. */
  private sameKeys(a: number, b: number): boolean {
    const words = this.words;
    const lengthA = words[a + 1]!;
    const lengthB = words[b + 1]!;
    if (lengthA >= 0 && lengthA === lengthB) {
      for (let at = 2, end = 2 + ((lengthA + 3) >> 2); at < end; at += 1)
        if (words[a + at] !== words[b + at]) return false;
      return true;
    }
    const length = lengthA < 0 ? ~lengthA : lengthA;
    if (length !== (lengthB < 0 ? ~lengthB : lengthB)) return false;
    const bytesA = this.bytesOf(a);
    const startA = this.entryStart;
    return sameBytes(bytesA, startA, this.bytesOf(b), this.entryStart, length);
  }

  /** The bytes the entry at `entry` lies in; where it starts there is left in `entryStart`. */
  private bytesOf(entry: number): Uint8Array {
    if (this.words[entry + 1]! >= 0) {
      this.entryStart = (entry + 2) * 4;
      return this.wordBytes;
    }
    this.entryStart = this.words[entry + 3]!;
    return this.sources[this.words[entry + 2]!]!;
  }

  /** The index of `bytes` in `sources`, added when new. */
  private sourceOf(bytes: Uint8Array): number {
    if (bytes !== this.lastSource) {
      this.lastSource = bytes;
      if (!this.sources.includes(bytes)) this.sources.push(bytes);
      this.lastSourceIndex = this.sources.indexOf(bytes);
    }
    return this.lastSourceIndex;
  }

  /** Whether the entry at `entry` holds the current key. */
  private isKey(entry: number): boolean {
    const words = this.words;
    if (words[entry + 1] === ~this.keyLength)
      return sameBytes(this.keyBytes, 0, this.sources[words[entry + 2]!]!, words[entry + 3]!, this.keyLength);
    if (words[entry + 1] !== this.keyLength) return false;
    const key = this.keyWords;
    for (let at = 0, count = this.keyWordCount(); at < count; at += 1)
      if (words[entry + 2 + at] !== key[at]) return false;
    return true;
  }

  /** Writes `text` as the current key's bytes (not yet hashed). */
  private encode(text: string): void {
    this.room(text.length * 3);
    // ASCII by char codes: for a loc's few dozen characters cheaper than a call into the encoder.
    const key = this.keyBytes;
    const length = text.length;
    let at = 0;
    for (; at < length; at += 1) {
      const code = text.charCodeAt(at);
      if (code >= 0x80) break;
      key[at] = code;
    }
    this.keyLength = at;
    if (at === length) return;
    this.keyLength = writeUtf8(text, key);
    // A lone surrogate (which UTF-8 cannot hold, and the encoder turns into U+FFFD) is written as
    // 0xFF and its code unit instead, bytes no UTF-8 has: two texts that differ there stay apart.
    if (this.keyLength !== text.length && !fitsUtf8(text)) this.encodeLoneSurrogates(text);
  }

  private encodeLoneSurrogates(text: string): void {
    this.room(text.length * 4);
    const key = this.keyBytes;
    let length = 0;
    for (const char of text) {
      const code = char.codePointAt(0)!;
      if (code >= 0xd800 && code <= 0xdfff) {
        key[length++] = 0xff;
        key[length++] = code >> 8;
        key[length++] = code & 0xff;
      } else length += writeUtf8(char, key.subarray(length));
    }
    this.keyLength = length;
  }

  /** Whether the current key's bytes are already as normaliseLoc writes them (false: not sure). */
  private isNormal(): boolean {
    return isNormalLocUtf8(this.keyBytes, 0, this.keyLength);
  }

  /** Pads the current key with zeros to a whole word; its hash is still to be worked out. */
  private pad(): void {
    const key = this.keyBytes;
    for (let at = this.keyLength; at % 4 !== 0; at += 1) key[at] = 0;
    this.hashed = false;
  }

  /** The current key's hash: MurmurHash3's 32-bit blocks and finish. */
  private hash(): void {
    const words = this.keyWords;
    let hash = this.keyLength;
    for (let at = 0, count = this.keyWordCount(); at < count; at += 1) {
      let block = Math.imul(words[at]!, 0xcc9e2d51);
      block = Math.imul((block << 15) | (block >>> 17), 0x1b873593);
      hash ^= block;
      hash = (hash << 13) | (hash >>> 19);
      hash = (Math.imul(hash, 5) + 0xe6546b64) | 0;
    }
    hash ^= hash >>> 16;
    hash = Math.imul(hash, 0x85ebca6b);
    hash ^= hash >>> 13;
    hash = Math.imul(hash, 0xc2b2ae35);
    this.keyHash = hash ^ (hash >>> 16);
    this.hashed = true;
  }

  private keyWordCount(): number {
    return (this.keyLength + 3) >> 2;
  }

  /** Room in the current key for `bytes` and the padding. */
  private room(bytes: number): void {
    if (bytes + 4 <= this.keyBytes.length) return;
    this.keyWords = new Int32Array((bytes >> 2) + 2);
    this.keyBytes = new Uint8Array(this.keyWords.buffer);
  }

  private growWords(needed: number): void {
    const words = new Int32Array(Math.max(needed, Math.ceil(this.words.length * 1.5)));
    words.set(this.words.subarray(0, this.wordsUsed));
    this.words = words;
    this.wordBytes = new Uint8Array(words.buffer);
  }

  private growNodes(node: number): void {
    const entries = new Int32Array(Math.max(node + 1, this.entryOfNode.length * 2)).fill(-1);
    entries.set(this.entryOfNode);
    this.entryOfNode = entries;
  }

  private growSlots(): void {
    const old = this.slots;
    const slots = new Int32Array(old.length * 2);
    const mask = (slots.length >> 1) - 1;
    for (let at = 0; at < old.length; at += 2) {
      if (old[at + 1] === 0) continue;
      let slot = old[at]! & mask;
      while (slots[2 * slot + 1] !== 0) slot = (slot + 1) & mask;
      slots[2 * slot] = old[at]!;
      slots[2 * slot + 1] = old[at + 1]!;
    }
    this.slots = slots;
  }
}

/** Whether `a[startA…startA+length)` and `b[startB…startB+length)` hold the same bytes. */
function sameBytes(a: Uint8Array, startA: number, b: Uint8Array, startB: number, length: number): boolean {
  for (let at = 0; at < length; at += 1) if (a[startA + at] !== b[startB + at]) return false;
  return true;
}
