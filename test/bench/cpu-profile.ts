import type { Page } from '@playwright/test';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

/**
 * Runs `work` under the page's CPU profiler and returns the functions that took the most time
 * themselves (self time), for the benchmark to print when BENCH_PROFILE is set.
 */
export async function profileTop(page: Page, work: () => Promise<unknown>, top = 12): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await work();
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.detach();
  const nodes = profile.nodes as ProfileNode[];
  const deltas = profile.timeDeltas ?? [];
  const selfMs = new Map<number, number>();
  (profile.samples ?? []).forEach((id, i) => selfMs.set(id, (selfMs.get(id) ?? 0) + (deltas[i] ?? 0) / 1000));
  const byName = new Map<string, number>();
  for (const node of nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url.split('/').pop() ?? '';
    const name = `${functionName || '(anonymous)'} ${file}${file ? `:${lineNumber + 1}` : ''}`;
    byName.set(name, (byName.get(name) ?? 0) + (selfMs.get(node.id) ?? 0));
  }
  return [...byName.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, ms]) => `${ms.toFixed(0).padStart(6)} ms  ${name}`);
}
