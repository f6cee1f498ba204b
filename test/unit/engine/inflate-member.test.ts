import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inflateMember, inflateSized, type InflateInto } from '../../../electron/engine/inflate-member';

/** 1.5 MB of rows' text, as a member of 20,000 rows holds. */
const text = Buffer.from(
  Array.from({ length: 20_000 }, (_, i) => `{"loc":"https://example.com/p/${i}","lastmod":"2026-01-0${i % 9}"}\n`).join(
    '',
  ),
);

/** What gunzipSync answers for the same bytes: its result, or the error it throws. */
function gunzipAnswer(member: Uint8Array, most: number): Buffer | Error {
  try {
    return gunzipSync(member, { maxOutputLength: most });
  } catch (error) {
    return error as Error;
  }
}

function answer(member: Uint8Array, most: number, into: InflateInto): Buffer | Error {
  try {
    return inflateMember(member, most, into);
  } catch (error) {
    return error as Error;
  }
}

describe.each<InflateInto>(['own', 'scratch'])('inflateMember into %s memory', (into) => {
  it('inflates a member as gunzipSync does, sized by its trailer, within a larger buffer too', () => {
    const member = gzipSync(text);
    expect(inflateMember(member, 2 ** 26, into).equals(text)).toBe(true);
    const within = Buffer.concat([Buffer.from('before'), member, Buffer.from('after')]);
    const view = within.subarray(6, 6 + member.length);
    expect(inflateMember(view, 2 ** 26, into).equals(text)).toBe(true);
    expect(inflateMember(gzipSync(Buffer.alloc(0)), 2 ** 26, into).length).toBe(0);
  });

  it('answers a damaged member or one too large as gunzipSync does, whatever its trailer says', () => {
    const member = gzipSync(text);
    const lying = (size: number): Buffer => {
      const copy = Buffer.from(member);
      copy.writeUInt32LE(size, copy.length - 4);
      return copy;
    };
    const damaged = [lying(0), lying(12), lying(text.length - 1), lying(2 ** 32 - 1), member.subarray(0, 30)];
    for (const bytes of damaged) {
      const expected = gunzipAnswer(bytes, 2 ** 26);
      expect(expected).toBeInstanceOf(Error);
      expect(answer(bytes, 2 ** 26, into)).toEqual(expected);
    }
    const tooLarge = gunzipAnswer(member, text.length - 1);
    expect(tooLarge).toBeInstanceOf(Error);
    expect(answer(member, text.length - 1, into)).toEqual(tooLarge);
    expect(answer(new Uint8Array(2), 2 ** 26, into)).toEqual(gunzipAnswer(new Uint8Array(2), 2 ** 26));
    // Whatever failed before, the next member inflates whole.
    expect(inflateMember(member, 2 ** 26, into).equals(text)).toBe(true);
  });
});

describe('inflating into scratch memory', () => {
  it("writes each member into this thread's one buffer, the next overwriting it, where an own buffer is new each time", () => {
    const other = Buffer.from(text.toString().replaceAll('example', 'EXAMPLE'));
    const first = inflateMember(gzipSync(text), 2 ** 26, 'scratch');
    const firstBuffer = first.buffer;
    expect(first.equals(text)).toBe(true);
    const second = inflateMember(gzipSync(other), 2 ** 26, 'scratch');
    expect(second.equals(other)).toBe(true);
    expect(second.buffer === firstBuffer).toBe(true);
    expect(first.equals(other)).toBe(true); // the first view now reads the second member's bytes
    const own = [inflateMember(gzipSync(text), 2 ** 26, 'own'), inflateMember(gzipSync(other), 2 ** 26, 'own')];
    expect(own[0]!.buffer === own[1]!.buffer).toBe(false);
    expect(own[0]!.equals(text)).toBe(true);
  });

  it('takes a larger buffer for a member that does not fit the last, with room to spare', () => {
    const small = inflateMember(gzipSync(text.subarray(0, 1000)), 2 ** 26, 'scratch');
    const room = small.buffer.byteLength;
    const larger = Buffer.alloc(room + 1000, 'x');
    const large = inflateSized(gzipSync(larger), larger.length, 2 ** 26, 'scratch');
    expect(large.equals(larger)).toBe(true);
    expect(large.buffer === small.buffer).toBe(false);
    expect(large.buffer.byteLength).toBeGreaterThan(larger.length + 1000);
    // One a little larger again still fits it.
    const more = Buffer.alloc(larger.length + 1000, 'y');
    const again = inflateSized(gzipSync(more), more.length, 2 ** 26, 'scratch');
    expect(again.equals(more)).toBe(true);
    expect(again.buffer === large.buffer).toBe(true);
  });
});
