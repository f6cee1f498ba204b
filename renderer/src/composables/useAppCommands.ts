import type { AppCommand } from '../../../shared/app-commands';
import { api } from '../api';
import { useProjectStore } from '../stores/project';
import { useShellStore } from '../stores/shell';

/** Carries out the commands of the menu, the toolbar and the shortcuts. One place, whatever asked. */
export function useAppCommands(): { run: (command: AppCommand) => Promise<void> } {
  const project = useProjectStore();
  const shell = useShellStore();

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
        return notYet('Export');
      case 'edit.undo':
      case 'edit.redo':
        // Text fields keep their own history; the grid's command history arrives with the grid.
        if (isTextField(document.activeElement)) document.execCommand(command.type === 'edit.undo' ? 'undo' : 'redo');
        return;
      case 'edit.find':
        return notYet('Find and replace');
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
