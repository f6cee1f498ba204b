import { randomUUID } from 'node:crypto';
import { TRANSFER_GONE, TRANSFER_IDLE_MS, type TransferRef } from '../../../shared/transfer/transfer-types';

/** Something to hand over in slices: how many, how many rows in all, and slice `index` made on demand. */
export interface SliceSource<S> {
  rows: number;
  slices: number;
  slice(index: number): S;
}

interface Held<S> {
  source: SliceSource<S>;
  taken: Set<number>;
  batch: Batch;
}

/** Transfers offered together (one import's files): they stay while the receiver takes from any of them. */
interface Batch {
  ids: Set<string>;
  timer: ReturnType<typeof setTimeout> | null;
}

/**
 * Results held in main for the renderer to pull one slice per message. A transfer is dropped once
 * each of its slices was taken, when the receiver drops it, or when its batch went `idleMs` without a
 * take. A take from a transfer not held fails with the code TRANSFER_GONE.
 */
export function createTransferRegistry<S>({ idleMs = TRANSFER_IDLE_MS }: { idleMs?: number } = {}) {
  const held = new Map<string, Held<S>>();

  function forget(id: string): boolean {
    const entry = held.get(id);
    if (!entry) return false;
    held.delete(id);
    entry.batch.ids.delete(id);
    if (entry.batch.ids.size === 0 && entry.batch.timer !== null) clearTimeout(entry.batch.timer);
    return true;
  }

  function restartClock(batch: Batch): void {
    if (batch.timer !== null) clearTimeout(batch.timer);
    batch.timer = setTimeout(() => [...batch.ids].forEach(forget), idleMs);
    // Main must not stay alive for a transfer nobody takes.
    (batch.timer as { unref?: () => void }).unref?.();
  }

  return {
    /** Holds the sources as one batch; a source with no slices is answered at once and not held. */
    offer(sources: readonly SliceSource<S>[]): TransferRef[] {
      const batch: Batch = { ids: new Set(), timer: null };
      const refs = sources.map((source) => {
        const id = randomUUID();
        if (source.slices > 0) {
          held.set(id, { source, taken: new Set(), batch });
          batch.ids.add(id);
        }
        return { id, slices: source.slices, rows: source.rows };
      });
      if (batch.ids.size > 0) restartClock(batch);
      return refs;
    },

    /** Slice `index` of transfer `id`; taking the last one not yet taken drops the transfer. */
    take(id: string, index: number): S {
      const entry = held.get(id);
      if (!entry) {
        throw Object.assign(
          new Error(
            `The rows asked for are no longer held (transfer ${id}): they were all taken, dropped, or left too long.`,
          ),
          { code: TRANSFER_GONE },
        );
      }
      const { source, taken, batch } = entry;
      if (!Number.isInteger(index) || index < 0 || index >= source.slices) {
        throw new RangeError(`Transfer ${id} has slices 0…${source.slices - 1}; slice ${index} was asked for.`);
      }
      const slice = source.slice(index);
      taken.add(index);
      if (taken.size === source.slices) forget(id);
      else restartClock(batch);
      return slice;
    },

    /** Drops transfers the receiver no longer wants (cancelled, or failed on the way); how many were held. */
    drop(ids: readonly string[]): number {
      return ids.filter(forget).length;
    },

    /** How many transfers are held now. */
    get size(): number {
      return held.size;
    },
  };
}

export type TransferRegistry<S> = ReturnType<typeof createTransferRegistry<S>>;
