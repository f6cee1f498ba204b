import { INVOKE_NAMES, type InvokeHandlers, type InvokeName } from '../../../shared/ipc-contract';
import { BAD_REQUEST, REQUEST_SHAPES, type RequestShapes } from '../../../shared/ipc-request-shapes';
import { ShapeError, type ShapeFault } from '../../../shared/json-shape';

/** A request that is not of its entry's shape: `exportProject: settings.maxBytes: expected …, found …`. */
export class IpcRequestError extends Error {
  override readonly name = 'IpcRequestError';
  readonly code = BAD_REQUEST;
  readonly fault: ShapeFault;
  constructor(
    readonly channel: InvokeName,
    shapeError: ShapeError,
  ) {
    super(`${channel}: ${shapeError.problem}`);
    this.fault = shapeError.fault;
  }
}

/**
 * The handlers, each reading its request through its entry's shape before it runs: a request of the
 * wrong shape fails with an IpcRequestError and its handler is never called. Main and the web host
 * register these, so no handler checks its own fields.
 */
export function checkedHandlers(handlers: InvokeHandlers, shapes: RequestShapes = REQUEST_SHAPES): InvokeHandlers {
  const checked: Partial<Record<InvokeName, (request: unknown) => Promise<unknown>>> = {};
  for (const name of INVOKE_NAMES) {
    const handler = handlers[name] as (request: unknown) => Promise<unknown>;
    const shape = shapes[name] as RequestShapes[InvokeName];
    checked[name] = async (request) => {
      let read: unknown;
      try {
        read = shape.read(request);
      } catch (error) {
        throw error instanceof ShapeError ? new IpcRequestError(name, error) : error;
      }
      return handler(read);
    };
  }
  return checked as InvokeHandlers;
}
