import {
  EVENT_NAMES,
  INVOKE_NAMES,
  listenerName,
  type EventContract,
  type EventName,
  type InvokeName,
  type LocalApi,
  type RequestOf,
  type ResponseOf,
  type SitemapStudioApi,
} from '../../../shared/ipc-contract';

/** How the fake answers an invoke: a value or a function of the request (which may throw, as main does). */
export type InvokeAnswer<K extends InvokeName> = (request: RequestOf<K>) => ResponseOf<K> | Promise<ResponseOf<K>>;
export type InvokeAnswers = { [K in InvokeName]?: InvokeAnswer<K> };

export interface FakeApi {
  /** The client a store gets, typed as the real one. */
  readonly api: SitemapStudioApi;
  /** Every invoke made, in order. */
  readonly calls: { name: InvokeName; request: unknown }[];
  /** The requests made to one invoke, in order. */
  requestsTo<K extends InvokeName>(name: K): RequestOf<K>[];
  /** Sets (or replaces) how an invoke answers. */
  answer<K extends InvokeName>(name: K, answer: InvokeAnswer<K>): void;
  /** Sends an event as main would, to every listener subscribed. */
  emit<K extends EventName>(name: K, payload: EventContract[K]): void;
  /** How many listeners an event has now. */
  listenerCount(name: EventName): number;
}

/**
 * A fake of the IPC client built from the contract's own lists of names, so a new invoke or event is
 * in the fake at once. An invoke the test gave no answer rejects, naming itself, as a missing handler would.
 */
export function fakeApi(answers: InvokeAnswers = {}, local: Partial<LocalApi> = {}): FakeApi {
  const answerOf = new Map<InvokeName, (request: unknown) => unknown>(
    Object.entries(answers) as [InvokeName, (request: unknown) => unknown][],
  );
  const listeners = new Map<EventName, Set<(payload: unknown) => void>>(EVENT_NAMES.map((name) => [name, new Set()]));
  const calls: FakeApi['calls'] = [];
  const client: Record<string, unknown> = {};
  for (const name of INVOKE_NAMES) {
    client[name] = async (request: unknown) => {
      calls.push({ name, request });
      const answer = answerOf.get(name);
      if (!answer) throw new Error(`fake API: ${name} was called, but the test gave it no answer`);
      return answer(request);
    };
  }
  for (const name of EVENT_NAMES) {
    client[listenerName(name)] = (listener: (payload: unknown) => void) => {
      listeners.get(name)!.add(listener);
      return () => listeners.get(name)!.delete(listener);
    };
  }
  client.pathForFile = local.pathForFile ?? (() => '');
  return {
    api: client as unknown as SitemapStudioApi,
    calls,
    requestsTo: <K extends InvokeName>(name: K) =>
      calls.filter((call) => call.name === name).map((call) => call.request as RequestOf<K>),
    answer: (name, answer) => void answerOf.set(name, answer as (request: unknown) => unknown),
    emit: (name, payload) => listeners.get(name)!.forEach((listener) => listener(payload)),
    listenerCount: (name) => listeners.get(name)!.size,
  };
}
