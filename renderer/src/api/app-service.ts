import { inject, type App, type InjectionKey } from 'vue';

/** An app-level service: main.ts installs it before the app mounts (unit tests install a stand-in); stores take it in their setup. */
export interface AppService<T> {
  install(app: App, service: T): void;
  /** The installed service; throws, naming the installer, when main.ts installed none. */
  use(): T;
}

/**
 * Defines a service taken by injection rather than imported, so a store can be built in Node against
 * a stand-in. `what` and `installer` name it in the error a missing install gives.
 */
export function defineAppService<T>(what: string, installer: string): AppService<T> {
  const key: InjectionKey<T> = Symbol(what);
  return {
    install: (app, service) => {
      app.provide(key, service);
    },
    use: () => {
      const service = inject(key, null);
      if (!service) throw new Error(`No ${what}: main.ts installs one with ${installer} before the app mounts.`);
      return service;
    },
  };
}
