import { acceptHMRUpdate, defineStore } from 'pinia';
import { shallowRef } from 'vue';

/** A file dialog the host cannot show: what it was for, and whether it chooses a folder. */
export interface TypedPathRequest {
  title: string;
  /** Filled in to start from: a save dialog's default name. */
  suggested: string;
  kind: 'open' | 'save' | 'folder';
}

interface Pending {
  request: TypedPathRequest;
  resolve: (path: string | null) => void;
}

/** The in-app stand-in for a system file dialog where there is none (the web preview): one at a time. */
export const useTypedPathStore = defineStore('typedPath', () => {
  /** The question on screen, or null. */
  const current = shallowRef<Pending | null>(null);

  /** Asks for a typed path; null when the person cancels. */
  function ask(request: TypedPathRequest): Promise<string | null> {
    current.value?.resolve(null);
    return new Promise((resolve) => {
      current.value = { request, resolve };
    });
  }

  /** Answers the question on screen: a path, or null for Cancel. */
  function answer(path: string | null): void {
    const pending = current.value;
    current.value = null;
    pending?.resolve(path && path.trim() ? path.trim() : null);
  }

  return { current, ask, answer };
});

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useTypedPathStore, import.meta.hot));
