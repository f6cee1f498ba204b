import { noPromptOpen, type FeatureContribution } from '../services/commands';
import ImportDialog from './ImportDialog.vue';
import { useImportStore } from './import-session-store';

/** File › Import (the dialog) and File › Import Table (CSV or TSV read at once), and the import dialog. */
export const importContribution: FeatureContribution = {
  commands: () => {
    const imports = useImportStore();
    const when = noPromptOpen();
    return {
      'file.import': { when, run: () => imports.begin() },
      'file.importTable': { when, run: () => imports.chooseTableFiles() },
    };
  },
  panels: [{ id: 'import', component: ImportDialog, isOpen: () => useImportStore().open }],
};
