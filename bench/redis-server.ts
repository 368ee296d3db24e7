import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * A real Redis server for the queue tests and the batch bench: Debian's redis-server (`.ci/run`
 * installs it), on 127.0.0.1 on a free port, persistence off, stopped when done.
 */

export interface RedisServer {
  readonly port: number;
  /** The queue URL of a queue `name` on this server. */
  url(name: string): string;
  stop(): Promise<void>;
}

/** The redis-server command, or undefined when it is not installed. */
export function redisServerCommand(): string | undefined {
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  const path = found.stdout.trim();
  return found.status === 0 && path !== '' ? path : undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function ready(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let log = '';
    const timer = setTimeout(() => reject(new Error(`redis-server did not start within 10 s:\n${log}`)), 10_000);
    child.stdout!.on('data', (d: Buffer) => {
      log += d;
      if (log.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server ended (exit ${code}):\n${log}`));
    });
  });
}

/** Starts redis-server on a free port (tried again on another port if that one was taken meanwhile). */
export async function startRedis(): Promise<RedisServer> {
  const command = redisServerCommand();
  if (!command) throw new Error('redis-server is not installed: .ci/run installs it (apt-get install redis-server)');
  const dir = mkdtempSync(join(tmpdir(), 'cookcheck-redis-'));
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const child = spawn(command, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      await ready(child);
    } catch (error) {
      child.kill('SIGKILL');
      if (attempt < 3) continue;
      throw error;
    }
    child.stdout!.resume();
    return {
      port,
      url: (name) => `redis://127.0.0.1:${port}/${name}`,
      stop: () =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.on('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    };
  }
}
