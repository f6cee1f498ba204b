import { EXIT, type CliIo } from './cli-io';
import { writeJson } from './write-json';

/** Why a command asked for JSON ended without it: its arguments (exit 2), Ctrl-C (130), or anything else (1). */
const failureCode = (exit: number): string =>
  exit === EXIT.usage ? 'usage' : exit === EXIT.interrupted ? 'cancelled' : 'failed';

/** Of what stderr said, at most this much is kept as a message: a report of millions of lines is no message. */
const MOST_SAID = 64 * 1024;

/**
 * A command line asking for `--json` gets JSON on stdout even when the command ends before writing
 * any: a bad argument, a file that does not open, a full disk, Ctrl-C. It is written as
 * `{ "ok": false, "error": { "code", "message" } }` when the command ends with a non-zero exit and
 * nothing on stdout: the message is why it failed as the command told it (`failed`: usageError and
 * runCli, the usage left out), else what it said on stderr. A script reading stdout is never left with
 * nothing to parse. Without `--json`, `io` is as given and nothing is added.
 */
export function withJsonFailure(args: readonly string[], io: CliIo): { io: CliIo; ended(exit: number): void } {
  if (!args.includes('--json')) return { io, ended: () => undefined };
  let written = false;
  let said = '';
  const reasons: string[] = [];
  const watched: CliIo = {
    ...io,
    out: (text) => {
      written = true;
      io.out(text);
    },
    err: (text) => {
      if (said.length < MOST_SAID) said += text.slice(0, MOST_SAID - said.length);
      io.err(text);
    },
    failed: (message) => void reasons.push(message),
  };
  return {
    io: watched,
    ended(exit) {
      if (exit === EXIT.ok || written) return;
      const message = reasons.length > 0 ? reasons.join('\n') : said.trim();
      writeJson(io, { ok: false, error: { code: failureCode(exit), message } });
    },
  };
}
