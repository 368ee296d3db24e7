import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_DIR, servePage, type Serving } from '../../src/web/serve.js';
import { cli } from './cli-run.js';

const BIN = join(import.meta.dirname, '..', '..', 'bin', 'cookcheck.js');

let serving: Serving;
beforeAll(async () => {
  serving = await servePage(PAGE_DIR, 0);
});
afterAll(async () => {
  await serving?.close();
});

/** A request with the path sent as it is written (fetch would tidy `..` away). */
function get(path: string, method = 'GET'): Promise<{ status: number; type: string; policy: string; body: string }> {
  const { hostname, port } = new URL(serving.url);
  return new Promise((done, fail) => {
    const sent = request({ hostname, port, path, method }, (response) => {
      let body = '';
      response.setEncoding('latin1').on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        done({ status: response.statusCode ?? 0, type: String(response.headers['content-type'] ?? ''), policy: String(response.headers['content-security-policy'] ?? ''), body }),
      );
    });
    sent.on('error', fail);
    sent.end();
  });
}

describe('the page as static files (dist/web)', () => {
  it('serves the page, its scripts and the solvers with their types, and the policy that keeps it to its own files', async () => {
    const page = await get('/');
    expect(page).toMatchObject({ status: 200, type: 'text/html; charset=utf-8' });
    expect(page.body).toContain('<script defer src="page.js"></script>');
    expect(page.policy).toContain("default-src 'self'");
    expect(page.body).toContain(`content="${page.policy}"`);
    expect((await get('/worker.js')).type).toBe('text/javascript; charset=utf-8');
    const solver = await get('/wasm/minisat.wasm');
    expect({ status: solver.status, type: solver.type }).toEqual({ status: 200, type: 'application/wasm' });
    expect(solver.body.slice(0, 4)).toBe('\0asm');
    const samples = JSON.parse((await get('/samples/index.json')).body) as { type: string; samples: unknown[] }[];
    expect(samples.map((f) => f.type)).toEqual(['numberlink', 'railway', 'schoenbrunn', 'tracks', 'viennese']);
    expect(samples.every((f) => f.samples.length > 0)).toBe(true);
  });

  it('finds nothing outside its folder, and takes only GET and HEAD', async () => {
    for (const path of ['/../package.json', '/%2e%2e/package.json', '/..%2fpackage.json', '/nonesuch.js', '/samples']) {
      expect((await get(path)).status, path).toBe(404);
    }
    expect((await get('/', 'POST')).status).toBe(405);
    expect((await get('/', 'HEAD')).status).toBe(200);
  });

  it("keeps the page's own code (all but the solvers' WebAssembly) under 500 KB gzipped", () => {
    const own = ['index.html', 'page.css', 'page.js', 'worker.js'].map((file) => gzipSync(readFileSync(join(PAGE_DIR, file)), { level: 9 }).length);
    expect(own.reduce((a, b) => a + b, 0)).toBeLessThan(500 * 1024);
  });
});

describe('cookcheck web', () => {
  it('serves the page on 127.0.0.1, prints the address, and stops on Ctrl-C with exit 0', async () => {
    const child = spawn(process.execPath, [BIN, 'web', '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
    const line = await new Promise<string>((done, fail) => {
      child.stdout.setEncoding('utf8').on('data', (text: string) => done(text));
      child.on('exit', (code) => fail(new Error(`exited ${code}`)));
    });
    const address = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(line);
    expect(line).toMatch(/^cookcheck web: serving the page at http:\/\/127\.0\.0\.1:\d+\/ \(Ctrl-C stops\)\n$/);
    expect((await fetch(address![0])).status).toBe(200);
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    child.kill('SIGINT');
    expect(await exited).toBe(0);
  });

  it('refuses a port in use or not a port, with exit 2', () => {
    const taken = new URL(serving.url).port;
    expect(cli(['web', '--port', taken])).toMatchObject({ code: 2, stderr: `cookcheck: --port ${taken}: the port is in use; choose another (--port 0 takes any free one)\n` });
    const bad = cli(['web', '--port', 'eighty']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('expected a port number');
  });
});
