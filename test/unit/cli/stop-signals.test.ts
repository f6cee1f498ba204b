import { describe, expect, it } from 'vitest';
import { onStopAsked, STOP_SIGNALS, type StopSignal } from '../../../electron/cli/stop-signals';

/** onStopAsked with its listeners kept here, and what it did each time a signal came. */
function asked(): { send(signal: StopSignal): void; did: string[] } {
  const handlers = new Map<StopSignal, () => void>();
  const did: string[] = [];
  onStopAsked(
    () => did.push('cancel'),
    () => did.push('tell'),
    (code) => did.push(`end ${code}`),
    (signal, handler) => handlers.set(signal, handler),
  );
  expect([...handlers.keys()]).toEqual([...STOP_SIGNALS]);
  return { send: (signal) => handlers.get(signal)!(), did };
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
});
