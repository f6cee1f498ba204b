/** A server of the zoo, serving a folder on 127.0.0.1 until closed. */
export interface ZooServer {
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  /** Stops the server (its whole process group); safe to call twice. */
  close(): Promise<void>;
}

/** A real server people run, started by a test on a folder. */
export interface RealServer {
  name: string;
  start(dir: string): Promise<ZooServer>;
}
