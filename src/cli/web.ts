import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { InvalidArgumentError, type Command } from 'commander';
import { CliExit, EXIT } from './exit-codes.js';
import { standardOutput } from './stdout.js';

const DEFAULT_PORT = 8300;

function port(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new InvalidArgumentError('expected a port number, 0 to 65535 (0: any free one)');
  return n;
}

/** Why the server could not listen, as the person can act on it. */
function listenFailure(error: unknown, at: number): CliExit {
  const code = (error as { code?: string }).code;
  if (code === 'EADDRINUSE') return new CliExit(EXIT.invalid, `--port ${at}: the port is in use; choose another (--port 0 takes any free one)`);
  if (code === 'EACCES') return new CliExit(EXIT.invalid, `--port ${at}: not allowed to listen there; choose a port above 1023`);
  return new CliExit(EXIT.internal, `the page could not be served: ${(error as Error).message}`);
}

/** `cookcheck web`: the page, served on this machine until Ctrl-C. */
export function registerWeb(root: Command): void {
  root
    .command('web')
    .description('serve the web page on 127.0.0.1: every family, solved in the browser')
    .option('--port <n>', `port to listen on (0: any free one)`, port, DEFAULT_PORT)
    .addHelpText(
      'after',
      '\nThe page is static files (dist/web, written by npm run build) that any static host can serve;\n' +
        'it solves in the browser and sends nothing anywhere. Ctrl-C stops the server.',
    )
    .action(async (options: { port: number }) => {
      // Node's http loads with the server, not with every command (4 ms of a start).
      const { PAGE_DIR, servePage } = await import('../web/serve.js');
      if (!existsSync(join(PAGE_DIR, 'index.html'))) throw new CliExit(EXIT.internal, `the page is not built (no ${PAGE_DIR}): run npm run build`);
      const serving = await servePage(PAGE_DIR, options.port).catch((error: unknown) => {
        throw listenFailure(error, options.port);
      });
      standardOutput.write(`cookcheck web: serving the page at ${serving.url} (Ctrl-C stops)\n`);
      await new Promise((stopped) => {
        process.once('SIGINT', stopped);
        process.once('SIGTERM', stopped);
      });
      serving.server.closeAllConnections();
      await serving.close();
    });
}
