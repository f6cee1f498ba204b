/**
 * What a pool posts to a worker to end it: the worker ends its own thread on reading it
 * (stopOrHandle, take-messages.ts), between two of its tasks. `exitCode` 0 is a pool's stop; a test's crash seam
 * asks for 1, as a worker that died would exit.
 */
export interface StopRequest {
  type: typeof STOP_WORKER;
  exitCode: number;
}

export const STOP_WORKER = 'stop-worker';

export const stopRequest = (exitCode = 0): StopRequest => ({ type: STOP_WORKER, exitCode });
