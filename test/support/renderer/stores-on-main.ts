import { createHandlers, type HandlerDeps } from '../../../electron/main/handlers/create-handlers';
import type { LocalApi } from '../../../shared/ipc-contract';
import { useJobsStore } from '../../../renderer/src/shell/jobs-store';
import { quietHandlerDeps } from '../handler-deps';
import type { FakeApi } from './fake-api';
import { startStores } from './store-harness';

/**
 * Fresh stores whose client answers with main's own handlers (the engine on real files, dialogs
 * scripted by `deps`): what main sends back arrives as its events, and job progress reaches the jobs
 * store as useMainProcessEvents routes it in the app. The client is still the fake, so a test can
 * read the requests made and replace an answer.
 */
export function startStoresOnMain(deps: Partial<HandlerDeps> = {}, local: Partial<LocalApi> = {}): FakeApi {
  let fake: FakeApi | null = null;
  const handlers = createHandlers(quietHandlerDeps({ ...deps, emit: (name, payload) => fake?.emit(name, payload) }));
  fake = startStores(handlers, local);
  const jobs = useJobsStore();
  fake.api.onJobProgress((progress) => jobs.report(progress));
  return fake;
}
