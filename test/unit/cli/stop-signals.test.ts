import { describe, expect, it } from 'vitest';
import { exitCodeOfStop, onStopAsked, STOP_SIGNALS, type StopSignal } from '../../../electron/cli/stop-signals';

/** onStopAsked with its listeners kept here, and what it did each time a signal came (`after` ms after the last, 1 s unless told). */
function asked(): { send(signal: StopSignal, after?: number): void; did: string[] } {
  const handlers = new Map<StopSignal, () => void>();
  const did: string[] = [];
  let clock = 0;
  onStopAsked(
    (signal) => did.push(`cancel ${signal}`),
    () => did.push('tell'),
    (code) => did.push(`end ${code}`),
    (signal, handler) => handlers.set(signal, handler),
    () => clock,
  );
  expect([...handlers.keys()]).toEqual([...STOP_SIGNALS]);
  return {
    send: (signal, after = 1_000) => {
      clock += after;
      handlers.get(signal)!();
    },
    did,
  };
}

describe('onStopAsked', () => {
  it('cancels at the first signal of any kind, tells at the second, ends at the third with 128 + its number', () => {
    const ctrlC = asked();
    for (let i = 0; i < 3; i++) ctrlC.send('SIGINT');
    expect(ctrlC.did).toEqual(['cancel SIGINT', 'tell', 'end 130']);

    const mixed = asked();
    mixed.send('SIGHUP');
    mixed.send('SIGINT');
    mixed.send('SIGTERM');
    mixed.send('SIGTERM');
    expect(mixed.did).toEqual(['cancel SIGHUP', 'tell', 'end 143', 'end 143']);
  });

  it('takes a signal of the kind just met within 100 ms as that one passed on (npm run relays Ctrl-C), not asked again', () => {
    const relayed = asked();
    relayed.send('SIGINT');
    relayed.send('SIGINT', 5); // npm passing on the same Ctrl-C
    expect(relayed.did).toEqual(['cancel SIGINT']);
    relayed.send('SIGTERM', 5); // another kind: asked again
    relayed.send('SIGINT', 300); // the person pressing again
    expect(relayed.did).toEqual(['cancel SIGINT', 'tell', 'end 130']);
  });

  it('ends a command that answered it was interrupted with the code of the signal that stopped it, and leaves other codes', () => {
    expect(exitCodeOfStop(130, 'SIGINT')).toBe(130);
    expect(exitCodeOfStop(130, 'SIGTERM')).toBe(143);
    expect(exitCodeOfStop(130, 'SIGHUP')).toBe(129);
    // Finished or failed before the stop mattered: what it answered.
    expect(exitCodeOfStop(0, 'SIGTERM')).toBe(0);
    expect(exitCodeOfStop(1, 'SIGTERM')).toBe(1);
    // Answered 130 with no signal: the code as it was.
    expect(exitCodeOfStop(130, null)).toBe(130);
  });
});
