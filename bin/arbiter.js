#!/usr/bin/env node
// The `arbiter` command: runs the compiled CLI (built by `npm install` through `prepare`).
const path = require('node:path');
const fs = require('node:fs');
const entry = path.join(__dirname, '..', 'dist', 'apps', 'cli', 'src', 'main.js');
if (!fs.existsSync(entry)) {
  process.stderr.write('arbiter: the CLI is not built yet; run `npm run build` in the project first.\n');
  process.exit(2);
}
require(entry);
