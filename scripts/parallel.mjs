// Runs shell commands side by side and fails when any fails: `npm test` type-checks the
// tests while the build runs (each is one thread; the machines this runs on have two cores).
import { spawn } from 'node:child_process';

const commands = process.argv.slice(2);
const exits = await Promise.all(
  commands.map(
    (command) =>
      new Promise((resolve) => {
        const child = spawn(command, { shell: true, stdio: 'inherit' });
        child.on('error', () => resolve(1));
        child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
      }),
  ),
);
const failed = exits.findIndex((code) => code !== 0);
if (failed >= 0) console.error(`failed (exit ${exits[failed]}): ${commands[failed]}`);
process.exit(failed >= 0 ? exits[failed] : 0);
