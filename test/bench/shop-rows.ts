// The shop set: the realistic rows the benchmarks measure with.
import { emptyRow, type UrlRow } from '../../shared/url-table';
import { seededRandom as random } from '../support/seeded-random';

const WORDS = (
  'blue red green black white small large classic modern vintage leather cotton wool linen steel wooden ' +
  'garden kitchen office outdoor travel summer winter spring autumn running hiking cycling coffee tea ' +
  'table chair lamp sofa shelf desk bag shoe jacket shirt dress watch ring phone case cable charger ' +
  'guide review news offer sale gift set pack kit pro mini max plus ultra eco organic handmade'
).split(' ');
const SECTIONS = ['products', 'blog', 'guides', 'stores', 'news', 'help', 'collections', 'brands'];

/** Strings as an import or IPC delivers them: flat, not the concatenation trees template literals build. */
const flat = (text: string): string => Buffer.from(text).toString();

/**
 * Rows like a real shop's, one per call: slugs of words, numeric ids, dates with times and zones.
 * Every maker gives the same sequence, so a set built in batches equals `benchRows` of its size.
 */
export function shopRowMaker(): () => UrlRow {
  const next = random(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const two = (n: number): string => String(n).padStart(2, '0');
  return () => ({
    ...emptyRow(
      flat(
        `https://www.example.com/${pick(SECTIONS)}/${pick(WORDS)}-${pick(WORDS)}-${pick(WORDS)}-${100000 + Math.floor(next() * 900000)}${next() < 0.2 ? `?variant=${Math.floor(next() * 40)}` : ''}`,
      ),
    ),
    lastmod: flat(
      `202${Math.floor(next() * 6)}-${two(1 + Math.floor(next() * 12))}-${two(1 + Math.floor(next() * 28))}T${two(Math.floor(next() * 24))}:${two(Math.floor(next() * 60))}:00+0${Math.floor(next() * 3)}:00`,
    ),
    changefreq: pick(['daily', 'weekly', 'monthly']),
    priority: `0.${1 + Math.floor(next() * 9)}`,
  });
}

/** `count` rows of the shop set. */
export function benchRows(count: number): UrlRow[] {
  return Array.from({ length: count }, shopRowMaker());
}
