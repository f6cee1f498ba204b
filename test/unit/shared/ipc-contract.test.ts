import { describe, expect, it } from 'vitest';
import { EVENT_NAMES, INVOKE_NAMES, eventChannel, invokeChannel, listenerName } from '../../../shared/ipc-contract';

describe('the IPC contract', () => {
  it('lists each invoke and event name once', () => {
    expect(new Set(INVOKE_NAMES).size).toBe(INVOKE_NAMES.length);
    expect(new Set(EVENT_NAMES).size).toBe(EVENT_NAMES.length);
  });

  it('names channels in the app namespace, invoke and event channels apart', () => {
    expect(invokeChannel('getAppInfo')).toBe('sitemap-studio:invoke:getAppInfo');
    expect(eventChannel('menuCommand')).toBe('sitemap-studio:event:menuCommand');
    const channels = [...INVOKE_NAMES.map(invokeChannel), ...EVENT_NAMES.map(eventChannel)];
    expect(new Set(channels).size).toBe(channels.length);
  });

  it('turns an event name into an on<Name> listener name', () => {
    expect(listenerName('menuCommand')).toBe('onMenuCommand');
    expect(listenerName('openPathsRequested')).toBe('onOpenPathsRequested');
    expect(listenerName('jobProgress')).toBe('onJobProgress');
  });

  it('keeps listener names clear of invoke names', () => {
    const listeners = EVENT_NAMES.map(listenerName) as string[];
    for (const name of INVOKE_NAMES) expect(listeners).not.toContain(name);
  });
});
