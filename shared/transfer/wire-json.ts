/**
 * JSON that carries binary data: typed arrays and ArrayBuffers travel as tagged base64, so a
 * columnar slice crosses the web host's HTTP and server-sent events as it crosses Electron's IPC
 * (a structured clone). Bytes go in the machine's own order: both ends run on the same machine.
 */

const TAG = '__typedArray';

const KINDS = {
  ArrayBuffer,
  Int8Array,
  Uint8Array,
  Uint8ClampedArray,
  Int16Array,
  Uint16Array,
  Int32Array,
  Uint32Array,
  Float32Array,
  Float64Array,
  BigInt64Array,
  BigUint64Array,
} as const;
type Kind = keyof typeof KINDS;

interface Tagged {
  [TAG]: Kind;
  base64: string;
}

/** Characters per String.fromCharCode call: well under any engine's argument limit. */
const CHARS_PER_CALL = 0x8000;

/** The engine's own base64 of bytes, where it has one (Chromium 140+, Node 25+): several times faster. */
const native = Uint8Array as unknown as {
  prototype: { toBase64?: (this: Uint8Array) => string };
  fromBase64?: (text: string) => Uint8Array<ArrayBuffer>;
};

/**
 * Node's Buffer, where there is one (the web host's side, on Node 20): some 15 times faster than the
 * fallback below. The host shares its event loop with the test that drives it, and a million rows'
 * columns in base64 stalled that loop for seconds.
 */
const nodeBuffer = (globalThis as { Buffer?: NodeBuffer }).Buffer;
interface NodeBuffer {
  from(bytes: ArrayBufferLike, byteOffset: number, length: number): { toString(encoding: 'base64'): string };
  from(text: string, encoding: 'base64'): Uint8Array;
}

/** `value` as JSON; a plain object that has the tag's own key is refused rather than misread later. */
export function toWireJson(value: unknown): string {
  return JSON.stringify(value, function (_key, item: unknown) {
    if (item instanceof ArrayBuffer) return tagged('ArrayBuffer', new Uint8Array(item));
    if (ArrayBuffer.isView(item) && !(item instanceof DataView)) {
      const kind = item.constructor.name as Kind;
      if (!(kind in KINDS)) throw new TypeError(`A ${kind} cannot travel as wire JSON.`);
      return tagged(kind, new Uint8Array(item.buffer, item.byteOffset, item.byteLength));
    }
    if (item instanceof DataView) throw new TypeError('A DataView cannot travel as wire JSON.');
    if (typeof item === 'object' && item !== null && Object.hasOwn(item, TAG)) {
      throw new TypeError(`An object with a "${TAG}" member cannot travel as wire JSON.`);
    }
    return item;
  });
}

/** The value `toWireJson` wrote, typed arrays and ArrayBuffers restored. */
export function fromWireJson(text: string): unknown {
  return JSON.parse(text, (_key, item: unknown) => (isTagged(item) ? restored(item) : item));
}

function tagged(kind: Kind, bytes: Uint8Array): Tagged {
  if (native.prototype.toBase64) return { [TAG]: kind, base64: native.prototype.toBase64.call(bytes) };
  if (nodeBuffer) {
    return {
      [TAG]: kind,
      base64: nodeBuffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64'),
    };
  }
  let binary = '';
  for (let at = 0; at < bytes.length; at += CHARS_PER_CALL) {
    binary += String.fromCharCode.apply(null, bytes.subarray(at, at + CHARS_PER_CALL) as unknown as number[]);
  }
  return { [TAG]: kind, base64: btoa(binary) };
}

function isTagged(item: unknown): item is Tagged {
  return typeof item === 'object' && item !== null && typeof (item as Partial<Tagged>)[TAG] === 'string';
}

function restored({ [TAG]: kind, base64 }: Tagged): ArrayBuffer | ArrayBufferView {
  const make = KINDS[kind];
  if (!make) throw new TypeError(`Wire JSON names an unknown binary kind "${String(kind)}".`);
  const bytes = decoded(base64);
  if (make === ArrayBuffer) return bytes.buffer;
  const width = (make as { BYTES_PER_ELEMENT: number }).BYTES_PER_ELEMENT;
  if (bytes.length % width !== 0) throw new TypeError(`Wire JSON holds a ${kind} of ${bytes.length} bytes.`);
  return new (make as new (buffer: ArrayBuffer) => ArrayBufferView)(bytes.buffer);
}

function decoded(base64: string): Uint8Array<ArrayBuffer> {
  if (native.fromBase64) return native.fromBase64(base64);
  // A Buffer may be a view into a shared pool: copied, so the value owns its whole ArrayBuffer.
  if (nodeBuffer) return new Uint8Array(nodeBuffer.from(base64, 'base64'));
  return bytesOf(atob(base64));
}

function bytesOf(binary: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
