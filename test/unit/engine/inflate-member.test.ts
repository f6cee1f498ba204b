import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inflateMember } from '../../../electron/engine/inflate-member';

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

function answer(member: Uint8Array, most: number): Buffer | Error {
  try {
    return inflateMember(member, most);
  } catch (error) {
    return error as Error;
  }
}

describe('inflateMember', () => {
  it('inflates a member as gunzipSync does, sized by its trailer, within a larger buffer too', () => {
    const member = gzipSync(text);
    expect(inflateMember(member, 2 ** 26).equals(text)).toBe(true);
    const within = Buffer.concat([Buffer.from('before'), member, Buffer.from('after')]);
    const view = within.subarray(6, 6 + member.length);
    expect(inflateMember(view, 2 ** 26).equals(text)).toBe(true);
    expect(inflateMember(gzipSync(Buffer.alloc(0)), 2 ** 26).length).toBe(0);
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
      expect(answer(bytes, 2 ** 26)).toEqual(expected);
    }
    const tooLarge = gunzipAnswer(member, text.length - 1);
    expect(tooLarge).toBeInstanceOf(Error);
    expect(answer(member, text.length - 1)).toEqual(tooLarge);
    expect(answer(new Uint8Array(2), 2 ** 26)).toEqual(gunzipAnswer(new Uint8Array(2), 2 ** 26));
  });
});
