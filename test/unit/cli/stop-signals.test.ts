import { describe, expect, it } from 'vitest';
import { onStopAsked, STOP_SIGNALS, type StopSignal } from '../../../electron/cli/stop-signals';

/** onStopAsked with its listeners kept here, and what it did each time a signal came (`after` ms after the last, 1 s unless told). */
function asked(): { send(signal: StopSignal, after?: number): void; did: string[] } {
  const handlers = new Map<StopSignal, () => void>();
  const did: string[] = [];
  let clock = 0;
  onStopAsked(
    () => did.push('cancel'),
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
    expect(ctrlC.did).toEqual(['cancel', 'tell', 'end 130']);

    const mixed = asked();
    mixed.send('SIGHUP');
    mixed.send('SIGINT');
    mixed.send('SIGTERM');
    mixed.send('SIGTERM');
    expect(mixed.did).toEqual(['cancel', 'tell', 'end 143', 'end 143']);
  });

  it('takes a signal of the kind just met within 100 ms as that one passed on (npm run relays Ctrl-C), not asked again', () => {
    const relayed = asked();
    relayed.send('SIGINT');
    relayed.send('SIGINT', 5); // npm passing on the same Ctrl-C
    expect(relayed.did).toEqual(['cancel']);
    relayed.send('SIGTERM', 5); // another kind: asked again
    relayed.send('SIGINT', 300); // the person pressing again
    expect(relayed.did).toEqual(['cancel', 'tell', 'end 130']);
  });
});
