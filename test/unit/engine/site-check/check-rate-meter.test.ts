import { describe, expect, it } from 'vitest';
import { RateMeter } from '../../../../electron/engine/site-check/check-rate-meter';

describe('the recent rate of results', () => {
  it('is nothing before the first result', () => {
    expect(new RateMeter(0).perSecond(5_000)).toBe(0);
  });

  it('counts the results of the last ten seconds over the time they span', () => {
    const meter = new RateMeter(0);
    for (let at = 0; at < 20_000; at += 100) meter.record(at); // ten a second for twenty seconds
    expect(meter.perSecond(20_000)).toBeCloseTo(10, 0);
  });

  it('follows a slowdown and forgets a pause', () => {
    const meter = new RateMeter(0);
    for (let at = 0; at < 10_000; at += 10) meter.record(at); // a hundred a second
    for (let at = 10_000; at < 20_000; at += 500) meter.record(at); // then two a second
    expect(meter.perSecond(20_000)).toBeCloseTo(2, 0);
    expect(meter.perSecond(40_000)).toBe(0);
  });

  it('does not promise a rate from the first instant of a run', () => {
    const meter = new RateMeter(1_000);
    meter.record(1_005);
    expect(meter.perSecond(1_010)).toBe(1);
  });
});
