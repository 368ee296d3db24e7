import type { RedisOptions } from 'bullmq';
import { loadIoredis } from '../packages.js';

/*
 * Where a batch's queue lives: `redis://[user:password@]host[:port]/name` (`rediss://` for
 * TLS). The path names the BullMQ queue (several batches can share one Redis under different
 * names); `?db=N` picks a Redis database other than 0.
 */

export interface QueueAddress {
  readonly name: string;
  readonly connection: RedisOptions;
  /** The URL without its password, for messages. */
  readonly shown: string;
}

/** A queue that cannot be used: its URL (`url`), or a Redis that does not answer (`unreachable`). */
export class QueueProblem extends Error {
  constructor(
    readonly kind: 'url' | 'unreachable',
    message: string,
  ) {
    super(message);
  }
}

export const DEFAULT_QUEUE_NAME = 'cookcheck';

export function parseQueueUrl(text: string): QueueAddress {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new QueueProblem('url', `${text}: not a URL; expected redis://host:port/name`);
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') throw new QueueProblem('url', `${text}: expected redis://host:port/name (or rediss:// for TLS), not ${url.protocol}//`);
  if (url.hostname === '') throw new QueueProblem('url', `${text}: no host; expected redis://host:port/name`);
  const name = decodeURIComponent(url.pathname.replace(/^\//, '')) || DEFAULT_QUEUE_NAME;
  if (/[:\s]/.test(name) || name.includes('/')) throw new QueueProblem('url', `${text}: the queue name "${name}" may not hold ':', '/' or blanks`);
  const port = url.port === '' ? 6379 : Number(url.port);
  const dbText = url.searchParams.get('db');
  const db = dbText === null ? 0 : Number(dbText);
  if (!Number.isInteger(db) || db < 0) throw new QueueProblem('url', `${text}: db=${dbText} is not a database number`);
  const connection: RedisOptions = {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port,
    db,
    // BullMQ's workers block on Redis: a request must wait for a reconnection, not fail.
    maxRetriesPerRequest: null,
    ...(url.username ? { username: decodeURIComponent(url.username) } : {}),
    ...(url.password ? { password: decodeURIComponent(url.password) } : {}),
    ...(url.protocol === 'rediss:' ? { tls: {} } : {}),
  };
  const shown = `${url.protocol}//${url.username ? `${url.username}@` : ''}${url.host}/${name}`;
  return { name, connection, shown };
}

/**
 * Asks Redis once, within `timeoutMs`, so that a wrong address or a server that is down is
 * said at once instead of retried forever; resolves with a connected client for the caller.
 */
export async function connectRedis(address: QueueAddress, timeoutMs = 5000): Promise<import('ioredis').Redis> {
  const Redis = loadIoredis();
  const client = new Redis({ ...(address.connection as import('ioredis').RedisOptions), lazyConnect: true, connectTimeout: timeoutMs, maxRetriesPerRequest: 1, retryStrategy: () => null });
  // The socket's error (ECONNREFUSED, ENOTFOUND) comes as an event; the promise only says the connection closed.
  let socketError: NodeJS.ErrnoException | undefined;
  client.on('error', (error: NodeJS.ErrnoException) => (socketError ??= error));
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    client.disconnect();
    const cause = socketError ?? (error as NodeJS.ErrnoException);
    const why = cause.code ?? (/^Protocol error/.test(cause.message) ? 'something answers there, but not as Redis does' : cause.message);
    throw new QueueProblem('unreachable', `cannot reach Redis at ${address.shown}: ${why}`);
  }
  return client;
}
