import type { ValidateRequest, ValidateResponse } from './validation-copies';
import type { StartValidator } from './validator';

/** The validator of the app: validate-worker.ts in a Web Worker, off the main thread. */
export const startWebWorkerValidator: StartValidator = ({ answer, fail }) => {
  const worker = new Worker(new URL('./validate-worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (event: MessageEvent<ValidateResponse>) => answer(event.data);
  // A script that does not load, or a rule that throws, arrives here as an event, not as an exception.
  worker.onerror = (event: ErrorEvent) => fail(event.message || 'the validation worker stopped');
  worker.onmessageerror = () => fail('the validation worker could not read a message');
  return {
    post: (request: ValidateRequest, transfer: ArrayBuffer[] = []) => worker.postMessage(request, transfer),
    terminate: () => worker.terminate(),
  };
};
