// The engine's smallest door: what a process uses to start its workers before anything else of it
// loads. The CLI starts an export's workers first thing (electron/cli/early-workers.ts), before even
// the catalogues (some 480 KB, which nearly every other module of the engine loads): each core idle
// but one until they start. Only modules that load nothing but Node's and the active language belong here.
export { optimiseOnEachThread } from './optimise-on-each-thread';
export { roomyOldGenerations } from './roomy-old-generations';
export { keepWorkersSmall, startEarly } from './worker-script';
