import type { FeatureContribution } from '../services/commands';
import PreferencesDialog from './PreferencesDialog.vue';
import { usePreferencesPanelStore } from './preferences-panel-store';

/** Edit › Preferences and its dialog. */
export const preferencesContribution: FeatureContribution = {
  commands: () => {
    const panel = usePreferencesPanelStore();
    return { 'edit.preferences': { run: () => (panel.open = true) } };
  },
  panels: [{ id: 'preferences', component: PreferencesDialog, isOpen: () => usePreferencesPanelStore().open }],
};
