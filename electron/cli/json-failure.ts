import { EXIT, type CliIo } from './cli-io';
import { writeJson } from './write-json';

/** Why a command asked for JSON ended without it: its arguments (exit 2), Ctrl-C (130), or anything else (1). */
const failureCode = (exit: number): string =>
  exit === EXIT.usage ? 'usage' : exit === EXIT.interrupted ? 'cancelled' : 'failed';

/**
 * A command line asking for `--json` gets JSON on stdout even when the command ends before writing
 * any: a bad argument, a file that does not open, Ctrl-C. What the command says of why (`failed`,
 * told by usageError and runCli) is written as `{ "ok": false, "error": { "code", "message" } }` when
 * it ends with a non-zero exit and nothing on stdout, so a script reading stdout is never left with
 * nothing to parse. Without `--json`, `io` is as given and nothing is added.
 */
export function withJsonFailure(args: readonly string[], io: CliIo): { io: CliIo; ended(exit: number): void } {
  if (!args.includes('--json')) return { io, ended: () => undefined };
  let written = false;
  const reasons: string[] = [];
  const watched: CliIo = {
    ...io,
    out: (text) => {
      written = true;
      io.out(text);
    },
    failed: (message) => void reasons.push(message),
  };
  return {
    io: watched,
    ended(exit) {
      if (exit === EXIT.ok || written || reasons.length === 0) return;
      writeJson(io, { ok: false, error: { code: failureCode(exit), message: reasons.join('\n') } });
    },
  };
}
