import { createHandlers, type HandlerDeps } from '../../../electron/main/handlers/create-handlers';
import { quietHandlerDeps } from '../handler-deps';
import type { FakeApi } from './fake-api';
import { startStores } from './store-harness';

/**
 * Fresh stores whose client is answered by main's own handlers (real files, the real engine) in plain
 * Node, with dialogs and the rest of the outside world as `deps` say; the events main emits (job
 * progress) reach the stores. A test scripts a dialog with `answer('showSaveDialog', …)`.
 */
export function startStoresOnMain(deps: Partial<HandlerDeps> = {}): FakeApi {
  let fake: FakeApi | null = null;
  const handlers = createHandlers(quietHandlerDeps({ emit: (name, payload) => fake?.emit(name, payload), ...deps }));
  fake = startStores(handlers);
  return fake;
}
