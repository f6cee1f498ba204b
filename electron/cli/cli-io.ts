import { parseArgs, type ParseArgsConfig } from 'node:util';
import { translateMessage as t } from '../../shared/i18n/translator';
import { withNegativeValues } from './negative-values';

/** Where the CLI writes; injected so tests read what a person would see. */
export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
  /** Aborted when the person presses Ctrl-C: a command stops, removes what it staged and its temp files. */
  signal?: AbortSignal;
  /**
   * Shows a long command's progress ("" clears it): on a terminal in place of the last line it
   * showed, elsewhere a line now and then (progressLines); the report on stdout never holds it.
   */
  progress?: (line: string) => void;
  /** The environment whose LC_ALL, LC_MESSAGES and LANG choose the language when --lang does not; none: English. */
  env?: Readonly<Record<string, string | undefined>>;
  /** Told why the command failed, in the words it printed on stderr (usage apart): for a --json reader (withJsonFailure). */
  failed?: (message: string) => void;
}

/**
 * Controls a terminal obeys (C0 but line feed and tab, DEL, C1), and the characters that reorder or
 * break what it shows: the bidirectional controls (U+061C, U+200E–F, U+202A–E, U+2066–9: a value can
 * turn the rest of its line around) and the line and paragraph separators.
 */
// eslint-disable-next-line no-control-regex -- control characters are what a terminal must not be sent
const TERMINAL_CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g;

/**
 * Text a terminal shows instead of obeying: every C0 control but line feed and tab, DEL and every C1
 * control (ESC, BEL, CR, CSI… from a remote page's values), and every bidirectional control and line
 * separator, becomes `\uXXXX`, so it can neither set the title, forge a line nor reorder one. Inside a
 * JSON string that is the same character, so --json stays exact.
 */
export const terminalText = (text: string): string =>
  text.replace(TERMINAL_CONTROLS, (control) => `\\u${control.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * A line of a report that holds what others named (a file's name, a URL, a value): a line feed in
 * it becomes `\u000a` as terminalText writes other controls, so a file named with one cannot forge a
 * line of the report (an error that is not there).
 */
export const oneLine = (text: string): string => text.replaceAll('\n', '\\u000a');

/** The writer every command is given: all its text output, progress included, goes through terminalText. */
export function terminalSafe(io: CliIo): CliIo {
  const { progress } = io;
  return {
    ...io,
    out: (text) => io.out(terminalText(text)),
    err: (text) => io.err(terminalText(text)),
    ...(progress ? { progress: (line: string) => progress(terminalText(line)) } : {}),
  };
}

/** 130: stopped by Ctrl-C (SIGINT), as a shell reports a command it interrupted. */
export const EXIT = { ok: 0, problems: 1, usage: 2, interrupted: 130 } as const;

/** Prints what was wrong with the command line and the command's usage; exit code 2. */
export function usageError(io: CliIo, message: string, usage: string): number {
  io.failed?.(message);
  io.err(`${message}\n\n${usage}`);
  return EXIT.usage;
}

/** What node:util's parseArgs found wrong, in the active language; its own words for anything else. */
export function argumentError(error: unknown): string {
  const { code, message } = error as { code?: string; message: string };
  const quoted = /'([^']*)'/.exec(message)?.[1] ?? '';
  switch (code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return t('cli.args.unknownOption', { option: quoted });
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      return t(/does not take/.test(message) ? 'cli.args.takesNoValue' : 'cli.args.missingValue', { option: quoted });
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return t('cli.args.unexpectedPositional', { argument: quoted });
    default:
      return message;
  }
}

type OptionsConfig = NonNullable<ParseArgsConfig['options']>;
type Parsed<O extends OptionsConfig> = ReturnType<
  typeof parseArgs<{ options: O; allowPositionals: true; strict: true }>
>;

/**
 * Parses one command's options (plus -h/--help). Returns the parsed values, or the exit code when
 * there is nothing more to do: 0 after printing the usage for --help, 2 after a bad option. The usage
 * is worded only then: a command's usage is a long message, and wording it on every run cost an
 * export some 25 ms on the main thread before its work began (vue-i18n compiling it, char by char).
 */
export function parseCommandLine<const O extends OptionsConfig>(
  args: readonly string[],
  io: CliIo,
  options: O,
  usage: () => string,
): Parsed<O> | number {
  let parsed: { values: Record<string, unknown>; positionals: string[] };
  try {
    parsed = parseArgs({
      args: withNegativeValues(args, options),
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    return usageError(io, argumentError(error), usage());
  }
  if (parsed.values['help']) {
    io.out(usage());
    return EXIT.ok;
  }
  return parsed as unknown as Parsed<O>;
}
