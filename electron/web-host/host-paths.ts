/** The web host's URL paths and header, shared by the server and the browser-side bridge. */
export const INVOKE_PATH = '/__ipc/';
export const EVENTS_PATH = '/__events';
export const BRIDGE_PATH = '/__bridge.js';
export const TOKEN_HEADER = 'x-sitemap-studio-token';

export interface HostEventMessage {
  channel: string;
  payload: unknown;
}
