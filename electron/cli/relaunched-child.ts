/** What the relaunching parent sends its child for a SIGINT it got (relaunch.ts). */
export const CANCEL_MESSAGE = 'cancel';

/**
 * In a CLI relaunched with an IPC channel to its parent (relaunch.ts): cancels the command, as Ctrl-C
 * does, when the parent passes on a SIGINT, and when the parent goes (killed, crashed: the channel
 * closes), so that the export never goes on, nor commits, after its caller saw the CLI end. The channel
 * does not keep this process running. Does nothing in a CLI started any other way.
 */
export function cancelWithParent(interrupt: AbortController): void {
  if (!process.channel) return;
  process.on('message', (message) => {
    if (message === CANCEL_MESSAGE) interrupt.abort();
  });
  process.once('disconnect', () => interrupt.abort());
  process.channel.unref();
}
