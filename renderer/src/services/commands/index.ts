export { useCommandsStore } from './commands-store';
export type { CommandHandler, CommandHandlers, CommandOf, FeatureContribution, PanelDefinition } from './contribution';
export { noPromptOpen } from './preconditions';
