import { describe, expect, it, vi, type Mock } from 'vitest';
import { checkedHandlers, IpcRequestError } from '../../../../electron/main/handlers/checked-handlers';
import { INVOKE_NAMES, type InvokeHandlers, type InvokeName } from '../../../../shared/ipc-contract';
import { BAD_REQUEST } from '../../../../shared/ipc-request-shapes';
import { settle } from '../../../../shared/ipc-result';
import { project, refusals, slice, takingNothing } from '../../../support/wrong-requests';

type FakeHandlers = { [K in InvokeName]: Mock<InvokeHandlers[K]> };

function fakeHandlers(): FakeHandlers {
  return Object.fromEntries(INVOKE_NAMES.map((name) => [name, vi.fn(async () => ({ from: name }))])) as never;
}

describe('checkedHandlers', () => {
  it.each(refusals)(
    'refuses $name with a request of the wrong shape, naming the field',
    async ({ name, request, says }) => {
      const handlers = fakeHandlers();
      const call = checkedHandlers(handlers)[name] as (request: unknown) => Promise<unknown>;
      const error = await call(request).then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(IpcRequestError);
      expect(error).toMatchObject({ name: 'IpcRequestError', code: BAD_REQUEST, channel: name });
      expect((error as Error).message).toContain(`${name}: `);
      expect((error as Error).message).toContain(says);
      for (const each of INVOKE_NAMES) expect(handlers[each]).not.toHaveBeenCalled();
    },
  );

  it.each(takingNothing)('gives $name, which takes nothing, nothing of what was sent', async ({ name, sent }) => {
    const handlers = fakeHandlers();
    const call = checkedHandlers(handlers)[name] as (request: unknown) => Promise<unknown>;
    expect(await call(sent)).toEqual({ from: name });
    expect(handlers[name]).toHaveBeenCalledExactlyOnceWith(undefined);
  });

  it('crosses to the page as an error with its code, its name and the whole problem', async () => {
    const checked = checkedHandlers(fakeHandlers());
    const result = await settle(() => checked.cancelJob({ jobId: 7 } as never));
    expect(result).toEqual({
      ok: false,
      error: {
        name: 'IpcRequestError',
        code: BAD_REQUEST,
        message: 'cancelJob: jobId: expected text, found the number 7',
      },
    });
  });

  it('hands a request of the right shape to its handler, optional members left out staying out', async () => {
    const handlers = fakeHandlers();
    const checked = checkedHandlers(handlers);
    await checked.importSources({ locations: ['/a.xml'] });
    expect(handlers.importSources).toHaveBeenCalledExactlyOnceWith({ locations: ['/a.xml'] });
    await checked.checkSite({ upload: 'rows-1', ownHosts: [], settings: { ratePerSecond: 0.5 } });
    expect(handlers.checkSite).toHaveBeenCalledExactlyOnceWith({
      upload: 'rows-1',
      ownHosts: [],
      settings: { ratePerSecond: 0.5 },
    });
    await checked.putSlice({ id: 'rows-1', index: 0, slice });
    expect(handlers.putSlice).toHaveBeenCalledExactlyOnceWith({ id: 'rows-1', index: 0, slice });
    await checked.saveProject({ path: '/p.sitemapstudio', project });
    expect(handlers.saveProject).toHaveBeenCalledOnce();
  });

  it('lets an error of the handler itself pass as it was', async () => {
    const handlers = fakeHandlers();
    handlers.openProject.mockRejectedValueOnce(Object.assign(new Error('gone'), { code: 'ENOENT' }));
    await expect(checkedHandlers(handlers).openProject({ path: '/p' })).rejects.toMatchObject({
      message: 'gone',
      code: 'ENOENT',
    });
  });
});
