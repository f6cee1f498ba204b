import { CHANGEFREQ_CODEC } from '../../../shared/columnar/changefreq-codec';
import type { CodedSlice, TextCodec } from '../../../shared/columnar/coded-column';
import { lastmodFits } from '../../../shared/columnar/lastmod-codec';
import { PRIORITY_CODEC } from '../../../shared/columnar/priority-codec';
import type { SparsePack } from '../../../shared/columnar/sparse-pack';
import type { UrlColumnsSlice } from '../../../shared/columnar/transfer-slice';
import { readUtf8 } from '../../../shared/columnar/utf8-text';
import { ShapeError, text, type Shape } from '../../../shared/json-shape';
import { rowExtensionsShape } from '../../../shared/project-shape';

/*
 * What sliceFault leaves unchecked in a column member read from a file: the values themselves. A
 * slice whose offsets are whole can still hold a code no codec gives (it reads back as ''), a
 * lastmod instant its shape cannot render, or sparse JSON that is not a row's extensions or not a
 * text; each would open and fail later (an export's TypeError), so the member is refused instead.
 */

/** The first entry of a pack that is not JSON of the shape: where, and what is wrong. */
function packFault<T>(pack: SparsePack, shape: Shape<T>, name: string): string | null {
  let from = 0;
  for (let i = 0; i < pack.rows.length; i++) {
    const to = pack.ends[i]!;
    try {
      shape.read(JSON.parse(readUtf8(pack.bytes.subarray(from, to))));
    } catch (error) {
      const why = !(error instanceof ShapeError) ? 'not JSON' : error.path.length > 0 ? error.problem : error.message;
      return `${name} of row ${pack.rows[i]!}: ${why}`;
    }
    from = to;
  }
  return null;
}

/**
 * The first row whose code the codec never gives: one whose canonical text encodes back to another
 * code. The codes a slice holds are marked in one pass, then each is tried once (there are few).
 */
function codeFault(codes: CodedSlice['codes'], codec: TextCodec, name: string): string | null {
  const held = new Uint8Array(codes instanceof Uint8Array ? 0x100 : 0x10000);
  const distinct: number[] = [];
  for (let row = 0; row < codes.length; row++) {
    const code = codes[row]!;
    if (held[code] === 0) distinct.push(code);
    held[code] = 1;
  }
  const wrong = distinct.find((code) => code !== codec.absent && codec.encode(codec.decode(code, NaN)).code !== code);
  if (wrong === undefined) return null;
  return `${name} of row ${codes.indexOf(wrong)} has code ${wrong}, which no ${name} is written as`;
}

function lastmodFault({ codes, values }: CodedSlice): string | null {
  for (let row = 0; row < codes.length; row++)
    if (!lastmodFits(codes[row]!, values![row]!))
      return `lastmod of row ${row} has shape ${codes[row]!} and instant ${values![row]!}, which no lastmod is written as`;
  return null;
}

/** What is wrong with a whole slice's values (run sliceFault first), or null. */
export function columnValuesFault(slice: UrlColumnsSlice): string | null {
  return (
    lastmodFault(slice.lastmods) ??
    codeFault(slice.changefreqs.codes, CHANGEFREQ_CODEC, 'changefreq') ??
    codeFault(slice.priorities.codes, PRIORITY_CODEC, 'priority') ??
    packFault(slice.locs.strings, text, 'loc') ??
    packFault(slice.lastmods.texts, text, 'lastmod text') ??
    packFault(slice.changefreqs.texts, text, 'changefreq text') ??
    packFault(slice.priorities.texts, text, 'priority text') ??
    packFault(slice.extensions, rowExtensionsShape, 'extensions')
  );
}
