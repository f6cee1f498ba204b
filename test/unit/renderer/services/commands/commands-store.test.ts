import { describe, expect, it } from 'vitest';
import { FEATURES } from '../../../../../renderer/src/app/features';
import { useNoticesStore } from '../../../../../renderer/src/services/notices-store';
import { useCommandsStore } from '../../../../../renderer/src/services/commands';
import { useHelpStore } from '../../../../../renderer/src/help/help-store';
import { useProblemsPanelStore } from '../../../../../renderer/src/problems/problems-panel-store';
import type { AppCommandType } from '../../../../../shared/app-commands';
import { startStores } from '../../../../support/renderer/store-harness';

/** Every command of the contract, written out so a new one fails to compile here until it is listed. */
const EVERY_COMMAND: Record<AppCommandType, true> = {
  'file.new': true,
  'file.open': true,
  'file.openRecent': true,
  'file.save': true,
  'file.saveAs': true,
  'file.import': true,
  'file.importTable': true,
  'file.export': true,
  'file.exportTable': true,
  'file.close': true,
  'edit.undo': true,
  'edit.redo': true,
  'edit.find': true,
  'edit.bulkEdit': true,
  'edit.rewriteLocs': true,
  'edit.removeDeprecated': true,
  'edit.preferences': true,
  'tools.checkUrls': true,
  'tools.findMissing': true,
  'tools.comparePublished': true,
  'tools.languages': true,
  'help.shortcuts': true,
  'help.protocol': true,
  'help.about': true,
};

describe('the command registry', () => {
  it('has an owner for every command once the features are registered, and none before', () => {
    startStores();
    const commands = useCommandsStore();
    const types = Object.keys(EVERY_COMMAND) as AppCommandType[];
    expect(types.filter((type) => commands.isRegistered(type))).toEqual([]);
    const unregister = commands.register(FEATURES);
    expect(types.filter((type) => !commands.isRegistered(type))).toEqual([]);
    unregister();
    expect(types.filter((type) => commands.isRegistered(type))).toEqual([]);
    expect(commands.panels).toEqual([]);
  });

  it('refuses a second owner of a command', () => {
    startStores();
    const commands = useCommandsStore();
    commands.register(FEATURES);
    expect(() => commands.register([{ commands: () => ({ 'help.about': { run: () => undefined } }) }])).toThrow(
      'The command help.about is registered twice.',
    );
  });

  it('runs a command by its owner, and opens the panel its feature shows', async () => {
    startStores();
    const commands = useCommandsStore();
    commands.register(FEATURES);
    const open = () => commands.panels.filter((panel) => panel.isOpen()).map((panel) => panel.id);
    expect(open()).toEqual([]);
    await commands.run({ type: 'help.about' });
    expect(useHelpStore().aboutOpen).toBe(true);
    useProblemsPanelStore().open = true;
    expect(open()).toEqual(['problems', 'about']);
    expect(commands.panels.find((panel) => panel.id === 'problems')?.docked).toBe(true);
  });

  it('keeps a command from running while its precondition fails, and says why', async () => {
    startStores();
    const commands = useCommandsStore();
    commands.register(FEATURES);
    expect(commands.canRun('edit.find')).toBe(false);
    await commands.run({ type: 'edit.find' });
    expect(useNoticesStore().notice).toBe('Open or create a table to find in it.');
    expect(commands.canRun('help.about')).toBe(true);
  });
});
