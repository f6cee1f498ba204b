import { t } from '../i18n';
import { useProjectStore } from '../project';
import type { FeatureContribution } from '../services/commands';
import { useGridRequestsStore, type GridTool } from './grid-requests-store';

/** Edit › Find and the bulk tools: each asks the grid on screen to open its own; with no table there is no grid to ask. */
export const gridContribution: FeatureContribution = {
  commands: () => {
    const project = useProjectStore();
    const requests = useGridRequestsStore();
    const onGrid = (tool: GridTool, needsTable: 'findNeedsTable' | 'toolNeedsTable') => ({
      when: () => project.activeTable !== null,
      otherwise: () => t(`shell.commands.${needsTable}`),
      run: () => requests.ask(tool),
    });
    return {
      'edit.find': onGrid('find', 'findNeedsTable'),
      'edit.bulkEdit': onGrid('bulkEdit', 'toolNeedsTable'),
      'edit.rewriteLocs': onGrid('rewriteLocs', 'toolNeedsTable'),
      'edit.removeDeprecated': onGrid('removeDeprecated', 'toolNeedsTable'),
    };
  },
};
