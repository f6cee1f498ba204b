import { createTableCopies } from '../../../renderer/src/validation/validation-copies';
import type { StartValidator } from '../../../renderer/src/validation/validator';

/**
 * The validation worker's own logic (validate-worker.ts runs createTableCopies), in-process for Node:
 * each request is cloned as postMessage would clone it (its transfer list handed over, so the sender's
 * buffers are detached as they would be) and handled on a later microtask, in order, so
 * the store meets real rules, real copies and asynchronous answers. A rule that throws fails the
 * validator, as an error in the worker would.
 */
export const startInProcessValidator: StartValidator = ({ answer, fail }) => {
  const copies = createTableCopies();
  let terminated = false;
  return {
    post(request, transfer = []) {
      const received = structuredClone(request, { transfer });
      queueMicrotask(() => {
        if (terminated) return;
        try {
          const response = copies.receive(received);
          if (response) answer(structuredClone(response));
        } catch (error) {
          fail(error instanceof Error ? error.message : String(error));
        }
      });
    },
    terminate: () => void (terminated = true),
  };
};
