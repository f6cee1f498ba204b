import { checkedHandlers } from '../../../electron/main/handlers/checked-handlers';
import { createHandlers, type HandlerDeps } from '../../../electron/main/handlers/create-handlers';
import type { InvokeHandlers, LocalApi } from '../../../shared/ipc-contract';
import { useJobsStore } from '../../../renderer/src/services/jobs-store';
import { quietHandlerDeps } from '../handler-deps';
import type { FakeApi } from './fake-api';
import { startStores } from './store-harness';

/**
 * Fresh stores whose client is answered by main's own handlers (real files, the real engine) in plain
 * Node, with dialogs and the rest of the outside world as `deps` say: what main emits arrives as its
 * events, and job progress reaches the jobs store as useMainProcessEvents routes it in the app. The
 * client is still the fake, so a test reads the requests made and scripts a dialog with
 * `answer('showSaveDialog', …)`; `handlers` are main's own, for an answer that wraps one.
 */
export function startStoresOnMain(
  deps: Partial<HandlerDeps> = {},
  local: Partial<LocalApi> = {},
): FakeApi & { handlers: InvokeHandlers } {
  let fake: FakeApi | null = null;
  // Checked as main registers them, so a request the stores make that main would refuse fails here too.
  const handlers = checkedHandlers(
    createHandlers(quietHandlerDeps({ emit: (name, payload) => fake?.emit(name, payload), ...deps })),
  );
  fake = startStores(handlers, local);
  const jobs = useJobsStore();
  fake.api.onJobProgress((progress) => jobs.report(progress));
  return Object.assign(fake, { handlers });
}
