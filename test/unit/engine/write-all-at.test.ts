import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeAllAt, type VectorWriter } from '../../../electron/engine/write-all-at';
import { useTempDir } from '../../support/use-temp-dir';

const temp = useTempDir();

/** A real file's writev that takes at most `most` bytes a call, as a write cut short by a signal does. */
function takingAtMost(file: VectorWriter, most: number, calls: number[]): VectorWriter {
  return {
    writev: (buffers, position) => {
      const taken: Uint8Array[] = [];
      let room = most;
      for (const buffer of buffers) {
        if (room === 0) break;
        taken.push(buffer.subarray(0, room));
        room -= Math.min(room, buffer.length);
      }
      calls.push(taken.reduce((sum, buffer) => sum + buffer.length, 0));
      return file.writev(taken, position);
    },
  };
}

describe('writeAllAt', () => {
  it('writes every buffer in order at the position, leaving the bytes before it alone', async () => {
    const path = join(temp.path(), 'file');
    writeFileSync(path, 'HEAD');
    const buffers = [randomBytes(70_000), Buffer.alloc(0), randomBytes(3), randomBytes(200_000)];
    const handle = await open(path, 'r+');
    try {
      await writeAllAt(handle, buffers, 4);
    } finally {
      await handle.close();
    }
    expect(readFileSync(path).equals(Buffer.concat([Buffer.from('HEAD'), ...buffers]))).toBe(true);
  });

  it('goes on where a write stopped short, inside a buffer and between two', async () => {
    const path = join(temp.path(), 'file');
    const buffers = [randomBytes(10), randomBytes(7), randomBytes(1), randomBytes(25)];
    const calls: number[] = [];
    const handle = await open(path, 'w+');
    try {
      await writeAllAt(takingAtMost(handle, 6, calls), buffers, 0);
    } finally {
      await handle.close();
    }
    expect(readFileSync(path).equals(Buffer.concat(buffers))).toBe(true);
    expect(calls).toEqual([6, 6, 6, 6, 6, 6, 6, 1]);
  });

  it('throws, naming the byte, when a write takes nothing while bytes are left', async () => {
    const stuck: VectorWriter = { writev: async () => ({ bytesWritten: 0 }) };
    await expect(writeAllAt(stuck, [Buffer.from('abc')], 12)).rejects.toThrow('A write at byte 12 took nothing');
  });

  it('throws the error of a write that fails after one that took some of the bytes', async () => {
    const full = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    let calls = 0;
    const filling: VectorWriter = {
      writev: async () => {
        calls++;
        if (calls === 1) return { bytesWritten: 2 };
        throw full;
      },
    };
    await expect(writeAllAt(filling, [Buffer.from('abcdef')], 0)).rejects.toBe(full);
    expect(calls).toBe(2);
  });

  it('writes nothing, and asks nothing, for no bytes', async () => {
    const asked: number[] = [];
    const counting: VectorWriter = {
      writev: async (_buffers, position) => (asked.push(position), { bytesWritten: 0 }),
    };
    await writeAllAt(counting, [Buffer.alloc(0)], 0);
    expect(asked).toEqual([]);
  });
});
