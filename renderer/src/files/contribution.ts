import { noPromptOpen, type FeatureContribution } from '../services/commands';
import { useProjectFilesStore } from './project-files-store';
import { useTableTextStore } from './table-text-store';

/** The File menu's project commands: new, open, save, close, and a table as CSV or TSV. */
export const filesContribution: FeatureContribution = {
  commands: () => {
    const files = useProjectFilesStore();
    const tableText = useTableTextStore();
    const when = noPromptOpen();
    return {
      'file.new': { when, run: () => files.startNew() },
      'file.close': { when, run: () => files.startNew() },
      'file.open': { when, run: () => files.open() },
      'file.openRecent': { when, run: (command) => files.openLocations([command.path], 'new') },
      'file.save': { when, run: () => files.save() },
      'file.saveAs': { when, run: () => files.save(true) },
      'file.exportTable': { when, run: () => tableText.exportActiveTable() },
    };
  },
};
