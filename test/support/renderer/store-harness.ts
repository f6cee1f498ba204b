import { createPinia, setActivePinia } from 'pinia';
import { createApp } from 'vue';
import { installApi } from '../../../renderer/src/api';
import { fakeApi, type FakeApi, type InvokeAnswers } from './fake-api';
import type { LocalApi } from '../../../shared/ipc-contract';

/**
 * Fresh stores for one test, in Node: an app with a fake API client installed as main.ts installs the
 * real one, and a new Pinia made active, so `useXStore()` in the test builds the store against them.
 */
export function startStores(answers: InvokeAnswers = {}, local: Partial<LocalApi> = {}): FakeApi {
  const fake = fakeApi(answers, local);
  const app = createApp({});
  installApi(app, fake.api);
  const pinia = createPinia();
  app.use(pinia);
  setActivePinia(pinia);
  return fake;
}
