#!/usr/bin/env node
// The `sitemap-studio` command: runs the built CLI (out/main/cli.js).
const { existsSync } = require('node:fs');
const { join } = require('node:path');
const { streamingRelaunchEnv } = require('./huge-pages');
const { runAgainWith } = require('./run-again');

const built = join(__dirname, '..', 'out', 'main', 'cli.js');
if (!existsSync(built)) {
  process.stderr.write('sitemap-studio: the CLI is not built yet. Run "npm run build" (or use "npm run cli -- …").\n');
  process.exit(2);
}

function runHere() {
  // Before the CLI's modules load, so that they come from the cache too.
  require('./compile-cache').startCompileCache();
  require(built);
}

// A command that streams a whole set runs again at once, its large buffers in huge pages (huge-pages.js).
const relaunched = streamingRelaunchEnv(process.argv.slice(2));
if (relaunched) runAgainWith(relaunched, process.execArgv, runHere);
else runHere();
