import type { ProjectSink } from './project-stream-read';

/**
 * `sink` as it is, but each call first throws if `signal` is aborted: reading stops at the next
 * record once a Cancel or Ctrl-C came (an open of a large file runs for seconds).
 */
export function stoppableSink(sink: ProjectSink, signal: AbortSignal): ProjectSink {
  const stopped = <A extends unknown[], R>(call: (...args: A) => R) => {
    return (...args: A): R => {
      signal.throwIfAborted();
      return call(...args);
    };
  };
  return {
    header: stopped(sink.header.bind(sink)),
    rows: stopped(sink.rows.bind(sink)),
    ...(sink.checks ? { checks: stopped(sink.checks.bind(sink)) } : {}),
    ...(sink.exported ? { exported: stopped(sink.exported.bind(sink)) } : {}),
    ...(sink.slice ? { slice: stopped(sink.slice.bind(sink)) } : {}),
  };
}
