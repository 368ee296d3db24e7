import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { PACKAGE_ROOT } from '../schemas.js';

/** Where `npm run build` writes the page (scripts/build-web.mjs). */
export const PAGE_DIR = join(PACKAGE_ROOT, 'dist', 'web');

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

/** The page's own policy, sent as a header too: nothing but its own files, no other address. */
const POLICY =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; connect-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'none'; form-action 'none'";

export interface Serving {
  readonly url: string;
  readonly server: Server;
  close(): Promise<void>;
}

/** The file a request path names inside `root`, or undefined (outside it, missing, a folder without index.html). */
function fileFor(root: string, path: string): string | undefined {
  let name: string;
  try {
    name = decodeURIComponent(path.split('?')[0]!);
  } catch {
    return undefined;
  }
  const file = resolve(root, `.${name.endsWith('/') ? `${name}index.html` : name}`);
  if (file !== root && !file.startsWith(root + sep)) return undefined;
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

/**
 * Serves the page's static files from `root` on `host:port` (port 0: any free one). Only
 * GET and HEAD; paths outside the folder are not found. Rejects when the port is taken.
 *
 * @example
 * const serving = await servePage(PAGE_DIR, 8300);
 * serving.url; // 'http://127.0.0.1:8300/'
 */
export function servePage(root: string, port: number, host = '127.0.0.1'): Promise<Serving> {
  const folder = resolve(root);
  const server = createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const file = fileFor(folder, request.url ?? '/');
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-length': statSync(file).size,
      'content-security-policy': POLICY,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-cache',
    });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : port;
      done({
        url: `http://${host}:${bound}/`,
        server,
        close: () => new Promise((closed) => server.close(() => closed())),
      });
    });
  });
}
