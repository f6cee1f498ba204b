import type { Component } from 'vue';
import type { AppCommand, AppCommandType } from '../../../../shared/app-commands';

/** The command of one type, with what it carries (a recent project's path). */
export type CommandOf<T extends AppCommandType> = Extract<AppCommand, { type: T }>;

/** What a command does, and when it may. */
export interface CommandHandler<T extends AppCommandType = AppCommandType> {
  /** The precondition: when it does not hold, the command does not run. */
  when?: () => boolean;
  /** What the person is told when the precondition does not hold; unsaid when absent. */
  otherwise?: () => string;
  run: (command: CommandOf<T>) => unknown;
}

/** A feature's handlers, by command id: each id has one owner in the whole app. */
export type CommandHandlers = { readonly [T in AppCommandType]?: CommandHandler<T> };

/** A panel or dialog of a feature, shown in the app frame while its feature's store says it is open. */
export interface PanelDefinition {
  readonly id: string;
  readonly component: Component;
  readonly isOpen: () => boolean;
  /** Docked under the grid (the problems panel), rather than a dialog over it. */
  readonly docked?: boolean;
}

/**
 * What a feature brings to the app frame (as VS Code's contributions do): its commands, made in a
 * component's setup so they can take the stores they need, and its panels. app/ registers them all.
 */
export interface FeatureContribution {
  readonly commands?: () => CommandHandlers;
  readonly panels?: readonly PanelDefinition[];
}
