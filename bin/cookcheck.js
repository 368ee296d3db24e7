#!/usr/bin/env node
'use strict';
const { loadBundle, raiseCompileBudgets } = require('./bundle.js');

const bundle = loadBundle();
// --timeout counts from the start of the process: Node's start-up and loading the bundle are part of the command.
const startedAt = performance.timeOrigin;
// Node's own modules come with compiled code too, stored under V8's default flags, which V8
// refuses once the budgets below are raised: the clock above and the standard streams that
// are written through Node's (a terminal's pulls in node:net) are made first, which spared a
// short command 10-28 M of 180-280 M instructions (callgrind, every family's bench command).
// A pipe, socket or file is written directly and needs no stream (src/cli/stdout.ts).
bundle.exports.prepareStandardStreams();
// Most commands are done within a few tens of milliseconds, and then compiling the person-style
// solver's loops costs more than it saves (76 M of 220 M instructions of a Tracks check, on
// threads that compete with the main one on a busy machine); four times V8's budgets keep
// short commands off the optimizing compilers (bin/bundle.js), and long ones lost nothing
// measurable (CPU time of Numberlink 13x13, 30x30 and 40x40 checks, a Tracks 15x15
// generation). Set after the core's stored code is read: V8 refuses code stored under
// other flags, and a family's bundle, loaded later, is compiled under the defaults (bin/bundle.js).
raiseCompileBudgets();
// Exit explicitly: Z3's worker threads would otherwise keep the process alive. main has
// waited for standard output to take everything written.
bundle.exports.main(process.argv.slice(2), startedAt).then((code) => process.exit(code));
