// Whole-table validation, off the main thread: every row rule, duplicates and robots.txt, over
// copies of the tables that are loaded once and then patched edit by edit (validation-copies.ts).
import { createTableCopies, type ValidateRequest } from './validation-copies';

const copies = createTableCopies();

self.onmessage = (event: MessageEvent<ValidateRequest>) => {
  const response = copies.receive(event.data);
  if (response) self.postMessage(response);
};
