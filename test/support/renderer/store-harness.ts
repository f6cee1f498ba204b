import { createPinia, setActivePinia } from 'pinia';
import { createApp } from 'vue';
import { installApi } from '../../../renderer/src/api';
import { installValidator, type StartValidator } from '../../../renderer/src/validation/validator';
import { fakeApi, type FakeApi, type InvokeAnswers } from './fake-api';
import { startInProcessValidator } from './in-process-validator';
import type { LocalApi } from '../../../shared/ipc-contract';

/**
 * Fresh stores for one test, in Node: an app with a fake API client installed as main.ts installs the
 * real one, the validation worker's logic run in-process (or `validator`), and a new Pinia made
 * active, so `useXStore()` in the test builds the store against them.
 */
export function startStores(
  answers: InvokeAnswers = {},
  local: Partial<LocalApi> = {},
  validator: StartValidator = startInProcessValidator,
): FakeApi {
  const fake = fakeApi(answers, local);
  const app = createApp({});
  installApi(app, fake.api);
  installValidator(app, validator);
  const pinia = createPinia();
  app.use(pinia);
  setActivePinia(pinia);
  return fake;
}
