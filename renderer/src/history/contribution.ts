import type { FeatureContribution } from '../services/commands';
import { useHistoryStore } from './history-store';

function isTextField(element: Element | null): boolean {
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;
}

/** Edit › Undo and Redo. A text field keeps its own history while it has focus; otherwise the grid's commands are undone. */
export const historyContribution: FeatureContribution = {
  commands: () => {
    const history = useHistoryStore();
    return {
      'edit.undo': {
        run: () => (isTextField(document.activeElement) ? document.execCommand('undo') : history.undo()),
      },
      'edit.redo': {
        run: () => (isTextField(document.activeElement) ? document.execCommand('redo') : history.redo()),
      },
    };
  },
};
