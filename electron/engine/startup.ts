// The engine's second front door, beside index.ts: what a process uses before it loads the engine.
// index.ts loads all of it (every command's modules, some 390 KB: 25 ms of CPU), and a CLI that starts
// its workers first thing (electron/cli/early-workers.ts) would otherwise start them only after.
// Only small modules, that load nothing else of the engine, belong here.
export { optimiseOnEachThread } from './optimise-on-each-thread';
export { roomyOldGenerations } from './roomy-old-generations';
export { packageVersion } from './app-info';
export { projectWorkers } from './project/project-pool';
export { dropEarlyWorkers, earlyWorkerCounts, keepWorkersSmall, startEarly } from './worker-script';
export { removeStaleTempFolders } from './own-temp-folder';
// What every command's argument handling needs (bad-argument.ts, argument-file.ts): Node's modules alone.
export { isSaveRefused } from './project/save-refused';
export { NotARegularFileError, openRegularFile, readRegularFile } from './open-regular-file';
