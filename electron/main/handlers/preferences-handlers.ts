import type { InvokeHandlers } from '../../../shared/ipc-contract';
import type { Preferences } from '../../../shared/preferences';
import type { PreferencesKeeper } from '../preferences-file';

/** Where main keeps the preferences, and what it does with a change (its menus' language, its theme). */
export interface PreferencesDeps {
  keeper: PreferencesKeeper;
  applied?: (preferences: Preferences) => void;
}

/** Reading and keeping the person's preferences. */
export function createPreferencesHandlers(
  deps: PreferencesDeps,
): Pick<InvokeHandlers, 'readPreferences' | 'writePreferences'> {
  return {
    readPreferences: async () => ({ preferences: deps.keeper.current(), notice: deps.keeper.takeNotice() }),
    writePreferences: async (preferences) => {
      const kept = await deps.keeper.write(preferences);
      deps.applied?.(kept);
      return kept;
    },
  };
}
