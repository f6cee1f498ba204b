import type { FileSummary, ImportResult, ReceivedFile, ReceivedImport } from '../../../shared/import-types';
import type { ImportedSources } from '../../../shared/ipc-contract';
import { fromListedOrder, inListedOrder, type ListedSlot } from '../../../shared/listed-order';
import { failedSources } from '../../../shared/read-failures';

/** A source to read again, with the file that listed it (null for one the person named). */
export interface RetryTarget {
  location: string;
  parent: string | null;
}

/** What a session holds, as far as a retry needs it: each file's summary and what was never read. */
type Session = Pick<ImportResult, 'unread'> & { files: readonly { summary: FileSummary }[] };

/**
 * The sources of a session that could not be read, whole or in part, each with the file that listed
 * it. One under another failed source is left out: reading that one again lists it again.
 */
export function retryTargets(session: Session): RetryTarget[] {
  const parentOf = new Map<string, string | null>();
  for (const { summary } of session.files) parentOf.set(summary.location, summary.parent);
  for (const source of session.unread) if (!parentOf.has(source.location)) parentOf.set(source.location, source.parent);
  const failed = failedSources(session);
  const failedSet = new Set(failed);
  const underFailed = (location: string): boolean => {
    const seen = new Set([location]);
    for (let up = parentOf.get(location) ?? null; up !== null && !seen.has(up); up = parentOf.get(up) ?? null) {
      if (failedSet.has(up)) return true;
      seen.add(up);
    }
    return false;
  };
  return failed
    .filter((location) => !underFailed(location))
    .map((location) => ({ location, parent: parentOf.get(location) ?? null }));
}

/** How a retry's answer goes into the session, worked out before its rows are received. */
export interface RetryPlan {
  /** The answer without the files whose first read the session keeps: the rows worth receiving. */
  receive: ImportedSources;
  /** The transfers of the files left out, for main to drop. */
  drop: string[];
  /** Each file taken, by its location: the location of the session's read it replaces, or null for a file new to it. */
  replaces: Map<string, string | null>;
  /** The parent in the session of each source the retry named (the engine gives a named source none). */
  parents: Map<string, string | null>;
  /** The session's location each root of the retry's answer stands for (one that redirected has another). */
  places: Map<string, string>;
  /** Locations whose reads (or failures) come from the retry: the session's own go, problems included. */
  fromRetry: Set<string>;
  /** Locations the retry read again, whose first read the session keeps: the retry's problems on them go. */
  keptFirst: Set<string>;
}

/**
 * Plans a retry's answer: a file read again takes the place of its failed read, under the same
 * parent, unless the first read was better (read whole, or more URLs read before a cut); files it
 * leads to that the session lacked are added; what still could not be read stays where it was
 * listed, unless part of it was read before (what was kept is never lost to a retry).
 */
export function planRetry(before: Session, answer: ImportedSources, targets: readonly RetryTarget[]): RetryPlan {
  const held = new Map(before.files.map(({ summary }) => [summary.location, summary]));
  const named = namedFor(answer, targets);
  const parents = new Map([...named].map(([location, target]) => [location, target.parent]));
  const plan: RetryPlan = {
    receive: { ...answer, files: [] },
    drop: [],
    replaces: new Map(),
    parents,
    places: new Map([...named].map(([location, target]) => [location, target.location])),
    fromRetry: new Set(),
    keptFirst: new Set(),
  };
  for (const file of answer.files) {
    const { location } = file.summary;
    const place = named.get(location)?.location ?? location;
    const first = held.get(place);
    if (first && !betterRead(file.summary, first)) {
      plan.keptFirst.add(location);
      plan.drop.push(file.rows.id);
      continue;
    }
    plan.fromRetry.add(location).add(place);
    plan.replaces.set(location, first ? place : null);
    plan.receive.files.push(file);
  }
  for (const { location } of answer.unread) {
    const place = named.get(location)?.location ?? location;
    if (held.has(place)) plan.keptFirst.add(location);
    else plan.fromRetry.add(location).add(place);
  }
  // Each source not read keeps its place among the files received (those left out no longer count).
  const taken = new Set(plan.receive.files);
  const receivedBefore: number[] = [0];
  for (const file of answer.files) receivedBefore.push(receivedBefore.at(-1)! + Number(taken.has(file)));
  plan.receive = {
    ...plan.receive,
    unread: answer.unread.map((source) =>
      source.after === undefined
        ? source
        : { ...source, after: receivedBefore[Math.min(source.after, answer.files.length)]! },
    ),
  };
  return plan;
}

/** The session's result with a retry's received files and failures put in as planned. */
export function applyRetry(before: ReceivedImport, received: ReceivedImport, plan: RetryPlan): ReceivedImport {
  const withParent = <T extends { location: string; parent: string | null }>(item: T): T =>
    item.parent === null && plan.parents.has(item.location)
      ? { ...item, parent: plan.parents.get(item.location)! }
      : item;
  const inPlace = new Map<string, ReceivedFile>();
  // What the retry brings anew, by the session's source it stands for: it goes where that one was listed.
  const rootOf = rootsIn(received);
  const brought = new Map<string, Slot[]>();
  const bring = (location: string, slot: Slot): void => {
    const root = rootOf(location);
    const place = plan.places.get(root) ?? root;
    const group = brought.get(place);
    if (group) group.push(slot);
    else brought.set(place, [slot]);
  };
  for (const slot of inListedOrder(received.files, received.unread)) {
    if ('unread' in slot) {
      if (!plan.keptFirst.has(slot.unread.location)) bring(slot.unread.location, { unread: withParent(slot.unread) });
      continue;
    }
    const taken = { ...slot.file, summary: withParent(slot.file.summary) };
    const place = plan.replaces.get(slot.file.summary.location) ?? null;
    if (place === null) bring(slot.file.summary.location, { file: taken });
    else inPlace.set(place, taken);
  }
  const slots: Slot[] = [];
  const takeBrought = (place: string): void => {
    slots.push(...(brought.get(place) ?? []));
    brought.delete(place);
  };
  for (const slot of inListedOrder(before.files, before.unread)) {
    if ('unread' in slot) {
      if (plan.fromRetry.has(slot.unread.location)) takeBrought(slot.unread.location);
      else slots.push(slot);
      continue;
    }
    slots.push({ file: inPlace.get(slot.file.summary.location) ?? slot.file });
  }
  // What a file read again leads to that the session lacked follows what it led to before.
  const under = rootsIn(fromListedOrder(slots), (location) => brought.has(location));
  for (const [place, rest] of [...brought]) {
    let end = slots.findLastIndex((slot) => under(locationOf(slot)) === place);
    if (end < 0) end = slots.length - 1;
    slots.splice(end + 1, 0, ...rest);
  }
  const fileOf = (item: { place: { file?: string } }): string => item.place.file ?? '';
  return {
    ...fromListedOrder(slots),
    problems: [
      ...before.problems.filter((item) => !plan.fromRetry.has(fileOf(item))),
      ...received.problems.filter((item) => !plan.keptFirst.has(fileOf(item))),
    ],
    cancelled: before.cancelled,
  };
}

type Slot = ListedSlot<ReceivedFile>;

const locationOf = (slot: Slot): string => ('file' in slot ? slot.file.summary.location : slot.unread.location);

/**
 * The source each location of a result is under: the root it leads up to (a source named, whose
 * parent is null), or the first on the way up that `stop` names.
 */
function rootsIn(
  result: Pick<ReceivedImport, 'files' | 'unread'>,
  stop: (location: string) => boolean = () => false,
): (location: string) => string {
  const parentOf = new Map<string, string | null>();
  for (const { summary } of result.files) parentOf.set(summary.location, summary.parent);
  for (const source of result.unread) if (!parentOf.has(source.location)) parentOf.set(source.location, source.parent);
  return (location) => {
    const seen = new Set<string>();
    let at = location;
    while (!stop(at) && !seen.has(at)) {
      seen.add(at);
      const up = parentOf.get(at) ?? null;
      if (up === null) break;
      at = up;
    }
    return at;
  };
}

/** A read is better than the first when that one failed and this one read whole, or more URLs before a cut. */
function betterRead(next: FileSummary, first: FileSummary): boolean {
  return first.readFailed === true && (!next.readFailed || next.urlCount > first.urlCount);
}

/**
 * The source each root of the retry's answer stands for: the one named at its location, or (it
 * redirected elsewhere this time) the one left over, matched in the order they were named.
 */
function namedFor(answer: Session, targets: readonly RetryTarget[]): Map<string, RetryTarget> {
  const byLocation = new Map(targets.map((target) => [target.location, target]));
  const roots = [
    ...answer.files.filter(({ summary }) => summary.parent === null).map(({ summary }) => summary.location),
    ...answer.unread.filter((source) => source.parent === null).map((source) => source.location),
  ];
  const named = new Map<string, RetryTarget>();
  for (const location of roots) if (byLocation.has(location)) named.set(location, byLocation.get(location)!);
  const leftTargets = targets.filter((target) => !named.has(target.location));
  const leftRoots = roots.filter((location) => !named.has(location));
  if (leftTargets.length === leftRoots.length) leftRoots.forEach((root, i) => named.set(root, leftTargets[i]!));
  return named;
}
