#!/usr/bin/env node
import { main } from '../dist/cookcheck.mjs';

const code = await main(process.argv.slice(2));
// Exit explicitly: Z3's worker threads would otherwise keep the process alive.
process.stdout.write('', () => process.exit(code));
