import type { AppCommand } from '../../../shared/app-commands';
import { useCheckStore } from '../check/check-store';
import { useCompareStore } from '../crawl/compare-store';
import { useCrawlStore } from '../crawl/crawl-store';
import { useExportStore } from '../export/export-store';
import { useHistoryStore } from '../history/history-store';
import { useImportStore } from '../import/import-session-store';
import { useProjectStore } from '../project/project-store';
import { useProjectFilesStore } from '../files/project-files-store';
import { usePromptsStore } from '../services/prompts-store';
import { useShellStore, type BulkTool } from '../services/shell-store';
import { useTableTextStore } from '../files/table-text-store';
import { t } from '../i18n';

/** The grid's tools the Edit menu opens. */
const GRID_TOOLS = {
  'edit.bulkEdit': 'bulkEdit',
  'edit.rewriteLocs': 'rewriteLocs',
  'edit.removeDeprecated': 'removeDeprecated',
} as const satisfies Record<string, BulkTool>;

/** Carries out the commands of the menu, the toolbar and the shortcuts. One place, whatever asked. */
export function useAppCommands(): { run: (command: AppCommand) => Promise<void> } {
  const project = useProjectStore();
  const shell = useShellStore();
  const history = useHistoryStore();
  const imports = useImportStore();
  const tableText = useTableTextStore();
  const files = useProjectFilesStore();
  const prompts = usePromptsStore();
  const exporting = useExportStore();
  const check = useCheckStore();
  const crawl = useCrawlStore();
  const compare = useCompareStore();

  async function run(command: AppCommand): Promise<void> {
    // While a question is on screen, a shortcut or menu entry does not start another.
    if (prompts.current && command.type.startsWith('file.')) return;
    switch (command.type) {
      case 'file.new':
      case 'file.close':
        return files.startNew();
      case 'file.open':
        return files.open();
      case 'file.openRecent':
        return files.openLocations([command.path], 'new');
      case 'file.import':
        return imports.begin();
      case 'file.importTable':
        return imports.chooseTableFiles();
      case 'file.exportTable':
        return tableText.exportActiveTable();
      case 'file.save':
        return void (await files.save());
      case 'file.saveAs':
        return void (await files.save(true));
      case 'file.export':
        return exporting.open();
      case 'edit.undo':
      case 'edit.redo':
        // A text field keeps its own history while it has focus; otherwise the grid's commands are undone.
        if (isTextField(document.activeElement)) document.execCommand(command.type === 'edit.undo' ? 'undo' : 'redo');
        else if (command.type === 'edit.undo') history.undo();
        else history.redo();
        return;
      case 'edit.find':
        if (project.activeTable) shell.askGrid('find');
        else shell.showNotice(t('shell.commands.findNeedsTable'));
        return;
      case 'edit.bulkEdit':
      case 'edit.rewriteLocs':
      case 'edit.removeDeprecated':
        if (project.activeTable) shell.askGrid(GRID_TOOLS[command.type]);
        else shell.showNotice(t('shell.commands.toolNeedsTable'));
        return;
      case 'tools.checkUrls':
        return check.open();
      case 'tools.findMissing':
        return crawl.open();
      case 'tools.comparePublished':
        return compare.open();
      case 'edit.preferences':
        shell.preferencesOpen = true;
        return;
      case 'help.shortcuts':
        shell.shortcutsOpen = true;
        return;
      case 'help.protocol':
        shell.protocolOpen = true;
        return;
      case 'help.about':
        shell.aboutOpen = true;
        return;
    }
  }

  return { run };
}

function isTextField(element: Element | null): boolean {
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;
}
