import { describe, expect, it } from 'vitest';
import { createCloseGuard } from '../../../electron/main/close-guard';

function setUp(state: { dirty: boolean; rendererAlive?: boolean }) {
  const log: string[] = [];
  const guard = createCloseGuard({
    isDirty: () => state.dirty,
    canAsk: () => state.rendererAlive ?? true,
    ask: (quitting) => log.push(quitting ? 'ask:quit' : 'ask:close'),
    close: () => log.push(guard.mayClose() ? 'closed' : 'close-held'),
    quit: () => log.push(guard.mayClose() ? 'quit' : 'quit-held'),
  });
  return { guard, log };
}

describe('close guard', () => {
  it('lets a window with nothing unsaved close at once, without asking', () => {
    const { guard, log } = setUp({ dirty: false });
    expect(guard.mayClose()).toBe(true);
    expect(log).toEqual([]);
  });

  it('holds the close of unsaved work and asks once, however often the close is tried meanwhile', () => {
    const { guard, log } = setUp({ dirty: true });
    expect(guard.mayClose()).toBe(false);
    expect(guard.mayClose()).toBe(false);
    expect(log).toEqual(['ask:close']);
  });

  it('closes when the answer is yes, and lets exactly that close through', () => {
    const state = { dirty: true };
    const { guard, log } = setUp(state);
    guard.mayClose();
    guard.answer(true);
    expect(log).toEqual(['ask:close', 'closed']);
    // The next close of a still-dirty document asks again: the permission was for one close.
    expect(guard.mayClose()).toBe(false);
    expect(log).toEqual(['ask:close', 'closed', 'ask:close']);
  });

  it('stays open when the answer is no, and asks afresh next time', () => {
    const { guard, log } = setUp({ dirty: true });
    guard.mayClose();
    guard.answer(false);
    expect(log).toEqual(['ask:close']);
    expect(guard.mayClose()).toBe(false);
    expect(log).toEqual(['ask:close', 'ask:close']);
  });

  it('ignores an answer nobody asked for', () => {
    const { guard, log } = setUp({ dirty: true });
    guard.answer(true);
    expect(log).toEqual([]);
    expect(guard.mayClose()).toBe(false);
  });

  it('tells the renderer when the close is part of quitting, and quits (not only closes) on yes', () => {
    const { guard, log } = setUp({ dirty: true });
    guard.quitRequested();
    expect(guard.mayClose()).toBe(false);
    guard.answer(true);
    expect(log).toEqual(['ask:quit', 'quit']);
  });

  it('forgets the quit when the user cancels it', () => {
    const { guard, log } = setUp({ dirty: true });
    guard.quitRequested();
    guard.mayClose();
    guard.answer(false);
    guard.mayClose();
    guard.answer(true);
    expect(log).toEqual(['ask:quit', 'ask:close', 'closed']);
  });

  it('does not hold a window whose page cannot answer (crashed or not loaded)', () => {
    const { guard, log } = setUp({ dirty: true, rendererAlive: false });
    expect(guard.mayClose()).toBe(true);
    expect(log).toEqual([]);
  });
});
