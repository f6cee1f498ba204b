/**
 * Detaches one buffer of no use, for a worker that hands buffers over (transfers them) to call as it
 * starts. V8 takes it that no buffer is ever detached until one is (its ArrayBufferDetaching
 * protector), and at that first one drops every optimised function of the thread that reads a typed
 * array. A worker whose first reply transfers would lose the code its first job had optimised, and
 * compile it all again; with a buffer detached first, its code is optimised once.
 */
export function detachOneBuffer(): void {
  const buffer = new ArrayBuffer(0);
  structuredClone(buffer, { transfer: [buffer] });
}
