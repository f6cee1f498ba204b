import { noPromptOpen, type FeatureContribution } from '../services/commands';
import ExportDialog from './ExportDialog.vue';
import { useExportStore } from './export-store';

/** File › Export and its dialog. */
export const exportContribution: FeatureContribution = {
  commands: () => {
    const exporting = useExportStore();
    return { 'file.export': { when: noPromptOpen(), run: () => exporting.open() } };
  },
  panels: [{ id: 'export', component: ExportDialog, isOpen: () => useExportStore().dialogOpen }],
};
