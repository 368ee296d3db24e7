#!/usr/bin/env node
'use strict';
const { loadBundle } = require('./bundle.js');

loadBundle()
  .exports.main(process.argv.slice(2))
  .then((code) => {
    // Exit explicitly: Z3's worker threads would otherwise keep the process alive.
    process.stdout.write('', () => process.exit(code));
  });
