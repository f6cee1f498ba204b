import type { AppCommand } from '../../../shared/app-commands';
import { api } from '../api';
import { useExportStore } from '../stores/export';
import { useHistoryStore } from '../stores/history';
import { useProjectStore } from '../stores/project';
import { useShellStore } from '../stores/shell';

/** Carries out the commands of the menu, the toolbar and the shortcuts. One place, whatever asked. */
export function useAppCommands(): { run: (command: AppCommand) => Promise<void> } {
  const project = useProjectStore();
  const shell = useShellStore();
  const history = useHistoryStore();
  const exporting = useExportStore();

  const notYet = (what: string): void => shell.showNotice(`${what} is not available in this version yet.`);

  async function run(command: AppCommand): Promise<void> {
    switch (command.type) {
      case 'file.new':
      case 'file.close':
        project.newProject();
        return;
      case 'file.open':
        return project.openPaths(await api.showOpenDialog({ title: 'Open', purpose: 'open' }), 'new');
      case 'file.openRecent':
        return project.openPaths([command.path], 'new');
      case 'file.import':
        return project.openPaths(await api.showOpenDialog({ title: 'Import sitemaps', purpose: 'import' }), 'current');
      case 'file.save':
      case 'file.saveAs':
        return notYet('Saving projects');
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
        if (project.activeTable) shell.openFind();
        else shell.showNotice('Open or create a table to find in it.');
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
