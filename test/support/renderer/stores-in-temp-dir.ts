import { join } from 'node:path';
import type { HandlerDeps } from '../../../electron/main/handlers/create-handlers';
import type { InvokeHandlers, LocalApi } from '../../../shared/ipc-contract';
import { useTempDir, type TempDir } from '../use-temp-dir';
import type { FakeApi } from './fake-api';
import { startStoresOnMain } from './stores-on-main';

export interface StoresInTempDir extends TempDir {
  /** Where main keeps the recovery copy of unsaved work: inside the test's folder, so no test sees another's. */
  recoveryFile: () => string;
  /** Fresh stores on main's own handlers (as startStoresOnMain), their recovery copy at `recoveryFile()`. */
  startStores: (deps?: Partial<HandlerDeps>, local?: Partial<LocalApi>) => FakeApi & { handlers: InvokeHandlers };
}

/** A fresh folder for each test (as useTempDir) that stores started on main use for their files and recovery copy. */
export function useStoresInTempDir(): StoresInTempDir {
  const temp = useTempDir();
  const recoveryFile = (): string => join(temp.path(), 'app', 'recovery.sitemapstudio');
  return {
    ...temp,
    recoveryFile,
    startStores: (deps = {}, local = {}) => startStoresOnMain({ recoveryFile: recoveryFile(), ...deps }, local),
  };
}
