import { acceptHMRUpdate, defineStore } from 'pinia';
import { markRaw, shallowRef } from 'vue';
import type { AppCommand, AppCommandType } from '../../../../shared/app-commands';
import { acceleratorOf, type PlainCommandType } from '../../../../shared/shortcuts';
import { useNoticesStore } from '../notices-store';
import type { CommandHandler, FeatureContribution, PanelDefinition } from './contribution';

/**
 * The one way to run a command: the menu, the toolbar, context menus and the keyboard all name a
 * command by id, and the feature that registered it carries it out, if its precondition holds.
 */
export const useCommandsStore = defineStore('commands', () => {
  const notices = useNoticesStore();
  const handlers = new Map<AppCommandType, CommandHandler>();
  /** The registered panels, in the order their features were registered. */
  const panels = shallowRef<readonly PanelDefinition[]>([]);

  /** Registers features' commands and panels; returns what takes them back. An id owned twice is a mistake. */
  function register(features: readonly FeatureContribution[]): () => void {
    const added: AppCommandType[] = [];
    const addedPanels = features.flatMap((feature) => feature.panels ?? []).map((panel) => markRaw({ ...panel }));
    for (const feature of features) {
      for (const [id, handler] of Object.entries(feature.commands?.() ?? {}) as [AppCommandType, CommandHandler][]) {
        if (handlers.has(id)) throw new Error(`The command ${id} is registered twice.`);
        handlers.set(id, handler);
        added.push(id);
      }
    }
    panels.value = [...panels.value, ...addedPanels];
    return () => {
      for (const id of added) handlers.delete(id);
      panels.value = panels.value.filter((panel) => !addedPanels.includes(panel));
    };
  }

  /** Whether a feature registered the command. */
  function isRegistered(type: AppCommandType): boolean {
    return handlers.has(type);
  }

  /** Whether a command is registered and its precondition holds. */
  function canRun(type: AppCommandType): boolean {
    const handler = handlers.get(type);
    return handler !== undefined && (handler.when?.() ?? true);
  }

  /** Runs a command by its owner's handler; a command whose precondition fails says why, if it has words for it. */
  async function run(command: AppCommand): Promise<void> {
    const handler = handlers.get(command.type);
    if (!handler) throw new Error(`No feature registered the command ${command.type}.`);
    if (handler.when && !handler.when()) {
      const why = handler.otherwise?.();
      if (why) notices.showNotice(why);
      return;
    }
    await handler.run(command as never);
  }

  /** The keys of a command on this platform (shared/shortcuts.ts is the one table of them). */
  function shortcutOf(type: PlainCommandType, isMac: boolean): string | undefined {
    return acceleratorOf(type, isMac);
  }

  return { panels, register, isRegistered, canRun, run, shortcutOf };
});

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useCommandsStore, import.meta.hot));
