// A Vitest setup file (vitest.config.mts): the folders makeTempDir made go after each test file, for
// Vitest ends a file's worker without Node's 'exit' event, on which temp-dir.ts removes them otherwise.
import { afterAll } from 'vitest';
import { removeMadeTempDirs } from './temp-dir';

afterAll(removeMadeTempDirs);
