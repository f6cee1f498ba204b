#!/usr/bin/env node
// The `sitemap-studio` command: runs the built CLI (out/main/cli.js).
const { existsSync } = require('node:fs');
const { join } = require('node:path');

const built = join(__dirname, '..', 'out', 'main', 'cli.js');
if (!existsSync(built)) {
  process.stderr.write('sitemap-studio: the CLI is not built yet. Run "npm run build" (or use "npm run cli -- …").\n');
  process.exit(2);
}
// Before the CLI's modules load, so that they come from the cache too.
require('./compile-cache').startCompileCache();
require(built);
