import { acceptHMRUpdate, defineStore } from 'pinia';
import { computed, shallowRef } from 'vue';
import { t } from '../i18n';

/** One button of a prompt. `primary` has the focus and answers Enter; `cancel` answers Escape. */
export interface PromptChoice<Id extends string = string> {
  id: Id;
  label: string;
  role?: 'primary' | 'cancel';
}

/** An in-app modal question (or message), answered by one of its choices. */
export interface Prompt<Id extends string = string> {
  title: string;
  message: string;
  /** A second, quieter line: what happens, or where. */
  detail?: string;
  tone: 'question' | 'error';
  choices: readonly PromptChoice<Id>[];
}

interface Pending {
  prompt: Prompt;
  resolve: (id: string) => void;
}

/** Modal prompts, one at a time: a second one asked while one is open waits its turn. */
export const usePromptsStore = defineStore('prompts', () => {
  const queue = shallowRef<readonly Pending[]>([]);
  /** The prompt on screen, or null. */
  const current = computed(() => queue.value[0]?.prompt ?? null);

  /** Shows a prompt and resolves with the id of the choice made. */
  function ask<Id extends string>(prompt: Prompt<Id>): Promise<Id> {
    return new Promise<Id>((resolve) => {
      queue.value = [...queue.value, { prompt, resolve: resolve as (id: string) => void }];
    });
  }

  /** Tells a message (an error) that needs only OK. */
  async function tell(title: string, message: string, detail?: string): Promise<void> {
    await ask({
      title,
      message,
      tone: 'error',
      choices: [{ id: 'ok', label: t('common.ok'), role: 'primary' }],
      ...(detail ? { detail } : {}),
    });
  }

  /** Answers the prompt on screen. */
  function answer(id: string): void {
    const [first, ...rest] = queue.value;
    if (!first) return;
    queue.value = rest;
    first.resolve(id);
  }

  return { current, ask, tell, answer };
});

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(usePromptsStore, import.meta.hot));
