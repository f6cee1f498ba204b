import type { FeatureContribution } from '../services/commands';
import AboutDialog from './AboutDialog.vue';
import ProtocolGuide from './ProtocolGuide.vue';
import ShortcutsSheet from './ShortcutsSheet.vue';
import { useHelpStore } from './help-store';

/** The Help menu: the shortcuts sheet, the protocol guide, About. */
export const helpContribution: FeatureContribution = {
  commands: () => {
    const help = useHelpStore();
    return {
      'help.shortcuts': { run: () => (help.shortcutsOpen = true) },
      'help.protocol': { run: () => (help.protocolOpen = true) },
      'help.about': { run: () => (help.aboutOpen = true) },
    };
  },
  panels: [
    { id: 'about', component: AboutDialog, isOpen: () => useHelpStore().aboutOpen },
    { id: 'shortcuts', component: ShortcutsSheet, isOpen: () => useHelpStore().shortcutsOpen },
    { id: 'protocol', component: ProtocolGuide, isOpen: () => useHelpStore().protocolOpen },
  ],
};
