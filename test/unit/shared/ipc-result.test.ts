import { describe, expect, it } from 'vitest';
import { IpcError, settle, unwrap, type IpcResult } from '../../../shared/ipc-result';

describe('settle', () => {
  it('wraps a resolved value', async () => {
    expect(await settle(async () => ({ answer: 42 }))).toEqual({ ok: true, value: { answer: 42 } });
  });

  it('keeps an undefined value as a success', async () => {
    expect(await settle(async () => undefined)).toEqual({ ok: true, value: undefined });
  });

  it('captures a rejected error with its name and message, and no code', async () => {
    const result = await settle(async () => {
      throw new TypeError('bad input');
    });
    expect(result).toEqual({ ok: false, error: { name: 'TypeError', message: 'bad input', code: null } });
  });

  it('captures a string code property', async () => {
    const result = await settle(async () => {
      throw Object.assign(new Error('refused'), { code: 'external-url-refused' });
    });
    expect(result).toEqual({ ok: false, error: { name: 'Error', message: 'refused', code: 'external-url-refused' } });
  });

  it('ignores a code that is not a string', async () => {
    const result = await settle(async () => {
      throw Object.assign(new Error('disk'), { code: 28 });
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBeNull();
  });

  it('keeps the name of an Error subclass', async () => {
    class ImportError extends Error {
      override name = 'ImportError';
    }
    const result = await settle(async () => {
      throw new ImportError('broken');
    });
    expect(result).toEqual({ ok: false, error: { name: 'ImportError', message: 'broken', code: null } });
  });

  it('captures a synchronous throw from the runner', async () => {
    const result = await settle(() => {
      throw new RangeError('too big');
    });
    expect(result).toEqual({ ok: false, error: { name: 'RangeError', message: 'too big', code: null } });
  });

  it('turns a thrown non-Error into an Error with its text', async () => {
    const result = await settle(async () => {
      throw 'plain string';
    });
    expect(result).toEqual({ ok: false, error: { name: 'Error', message: 'plain string', code: null } });
  });

  it('produces results that survive JSON (they cross a process boundary)', async () => {
    const result = await settle(async () => {
      throw Object.assign(new Error('x'), { code: 'c' });
    });
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });
});

describe('unwrap', () => {
  it('returns the value of a success', () => {
    expect(unwrap({ ok: true, value: [1, 2] })).toEqual([1, 2]);
  });

  it('throws an IpcError carrying name, message and code', () => {
    const failure: IpcResult<number> = {
      ok: false,
      error: { name: 'SecurityError', message: 'not ours', code: 'untrusted-sender' },
    };
    let caught: unknown;
    try {
      unwrap(failure);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(IpcError);
    expect(caught).toBeInstanceOf(Error);
    expect(caught).toMatchObject({ name: 'SecurityError', message: 'not ours', code: 'untrusted-sender' });
  });

  it('round-trips through settle', async () => {
    const failed = await settle(async () => {
      throw Object.assign(new Error('gone'), { code: 'source-not-found' });
    });
    expect(() => unwrap(failed)).toThrow(expect.objectContaining({ message: 'gone', code: 'source-not-found' }));
  });
});
