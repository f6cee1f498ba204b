import { randomUUID } from 'node:crypto';
import { formatBytes, formatCount } from '../../../shared/format';
import {
  TRANSFER_GONE,
  TRANSFER_IDLE_MS,
  UPLOAD_REFUSED,
  UPLOADS_MAX_BYTES,
  type TransferRef,
} from '../../../shared/transfer/transfer-types';

/** Something to hand over in slices: how many, how many rows in all, and slice `index` made on demand. */
export interface SliceSource<S> {
  rows: number;
  slices: number;
  slice(index: number): S;
}

/**
 * Something received in slices: it checks and keeps each slice it is given (throwing to refuse
 * one) and answers how many rows it holds; `result` is what they made. `weigh` is the memory
 * keeping a slice takes, in bytes, told before it is put.
 */
export interface SliceSink<S, T> {
  put(slice: S): number;
  weigh(slice: S): number;
  result(): T;
}

interface Offered<S> {
  kind: 'offered';
  source: SliceSource<S>;
  taken: Set<number>;
  batch: Batch;
}

interface Uploading<S, T> {
  kind: 'upload';
  sink: SliceSink<S, T>;
  rows: number;
  received: number;
  slices: number;
  /** What its slices weigh (SliceSink.weigh), in bytes. */
  bytes: number;
  batch: Batch;
}

/** Transfers offered together (one import's files): they stay while the receiver takes from any of them. */
interface Batch {
  ids: Set<string>;
  timer: ReturnType<typeof setTimeout> | null;
}

/** An error that crosses to the renderer with its code. */
const coded = (code: string, message: string): Error => Object.assign(new Error(message), { code });

/**
 * Results held in main for the renderer to pull one slice per message, and uploads the renderer
 * puts one slice per message. An offered transfer is dropped once each of its slices was taken; an
 * upload stays, complete, for as many uses as its sender wants; either is dropped when asked
 * (`drop`), or when its batch went `idleMs` without a take, a put or a use. A take, put or use of
 * a transfer not held fails with the code TRANSFER_GONE; a put out of order, past the rows
 * announced, or past what all uploads together may weigh, fails with UPLOAD_REFUSED and drops the upload.
 */
export function createTransferRegistry<S, T = never>({
  idleMs = TRANSFER_IDLE_MS,
  maxUploadBytes = UPLOADS_MAX_BYTES,
}: { idleMs?: number; maxUploadBytes?: number } = {}) {
  const held = new Map<string, Offered<S> | Uploading<S, T>>();
  /** What every upload held weighs, in bytes: a renderer that uploads without end cannot take all of main's memory. */
  let uploadBytes = 0;

  function forget(id: string): boolean {
    const entry = held.get(id);
    if (!entry) return false;
    held.delete(id);
    if (entry.kind === 'upload') uploadBytes -= entry.bytes;
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

  function find<K extends 'offered' | 'upload'>(id: string, kind: K) {
    const entry = held.get(id);
    if (!entry || entry.kind !== kind) {
      throw coded(
        TRANSFER_GONE,
        `The rows asked for are no longer held (transfer ${id}): they were all taken, dropped, or left too long.`,
      );
    }
    return entry as Extract<Offered<S> | Uploading<S, T>, { kind: K }>;
  }

  /** Drops the upload and throws why its slice was refused. */
  function refuse(id: string, message: string): never {
    forget(id);
    throw coded(UPLOAD_REFUSED, `Upload ${id} was refused: ${message}`);
  }

  return {
    /** Holds the sources as one batch; a source with no slices is answered at once and not held. */
    offer(sources: readonly SliceSource<S>[]): TransferRef[] {
      const batch: Batch = { ids: new Set(), timer: null };
      const refs = sources.map((source) => {
        const id = randomUUID();
        if (source.slices > 0) {
          held.set(id, { kind: 'offered', source, taken: new Set(), batch });
          batch.ids.add(id);
        }
        return { id, slices: source.slices, rows: source.rows };
      });
      if (batch.ids.size > 0) restartClock(batch);
      return refs;
    },

    /** Slice `index` of transfer `id`; taking the last one not yet taken drops the transfer. */
    take(id: string, index: number): S {
      const { source, taken, batch } = find(id, 'offered');
      if (!Number.isInteger(index) || index < 0 || index >= source.slices) {
        throw new RangeError(`Transfer ${id} has slices 0…${source.slices - 1}; slice ${index} was asked for.`);
      }
      const slice = source.slice(index);
      taken.add(index);
      if (taken.size === source.slices) forget(id);
      else restartClock(batch);
      return slice;
    },

    /** Opens an upload of `rows` rows into `sink`; its id is where the slices go. */
    openUpload(rows: number, sink: SliceSink<S, T>): string {
      if (!Number.isSafeInteger(rows) || rows < 0)
        throw coded(UPLOAD_REFUSED, `An upload of ${rows} rows was asked for.`);
      const id = randomUUID();
      const batch: Batch = { ids: new Set([id]), timer: null };
      held.set(id, { kind: 'upload', sink, rows, received: 0, slices: 0, bytes: 0, batch });
      restartClock(batch);
      return id;
    },

    /** Puts slice `index` (the next one) of upload `id`; how many rows it holds now. */
    put(id: string, index: number, slice: S): number {
      const upload = find(id, 'upload');
      if (index !== upload.slices) {
        refuse(id, `slice ${index} came where slice ${upload.slices} was expected (slices go once each, in order).`);
      }
      const bytes = upload.sink.weigh(slice);
      if (uploadBytes + bytes > maxUploadBytes) {
        refuse(
          id,
          `main already holds ${formatBytes(uploadBytes)} of uploaded rows, and this slice would take it past ${formatBytes(maxUploadBytes)}; ` +
            'finish or cancel another save or export, then try again.',
        );
      }
      let received: number;
      try {
        received = upload.sink.put(slice);
      } catch (error) {
        refuse(id, (error as Error).message);
      }
      if (received > upload.rows) {
        refuse(id, `${formatCount(received)} rows arrived where ${formatCount(upload.rows)} were announced.`);
      }
      upload.slices += 1;
      upload.received = received;
      upload.bytes += bytes;
      uploadBytes += bytes;
      restartClock(upload.batch);
      return received;
    },

    /** What upload `id` made, once all its rows arrived; it stays held (the sender drops it, or it expires). */
    received(id: string): T {
      const upload = find(id, 'upload');
      if (upload.received !== upload.rows) {
        refuse(id, `it was used with ${formatCount(upload.received)} of its ${formatCount(upload.rows)} rows.`);
      }
      restartClock(upload.batch);
      return upload.sink.result();
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

export type TransferRegistry<S, T = never> = ReturnType<typeof createTransferRegistry<S, T>>;
