// The engine's second front door, beside index.ts: what a process uses before it loads the engine.
// index.ts loads all of it (every command's modules, some 390 KB: 25 ms of CPU), and the CLI's
// argument handling and --help would otherwise wait for it. Only small modules, that load nothing
// else of the engine, belong here (the workers an export starts first thing: worker-start.ts).
export { packageVersion } from './app-info';
export { removeStaleTempFolders } from './own-temp-folder';
// What every command's argument handling needs (bad-argument.ts, argument-file.ts): Node's modules alone.
export { isSaveRefused } from './project/save-refused';
export { NotARegularFileError, openRegularFile, readRegularFile } from './open-regular-file';
