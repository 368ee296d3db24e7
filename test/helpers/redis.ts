import { redisServerCommand } from '../../bench/redis-server.js';

/*
 * The queue tests run on a real Redis server (bench/redis-server.ts starts one). Where
 * redis-server is missing they are skipped and say why, except under CI (env CI set), where
 * they must run: there startRedis fails, and with it the tests.
 */

export { startRedis, type RedisServer } from '../../bench/redis-server.js';

/** Why the queue tests do not run here, or undefined when they do (under CI they always run). */
export function queueTestsSkipped(): string | undefined {
  if (process.env['CI'] || redisServerCommand()) return undefined;
  return 'redis-server is not installed (apt-get install redis-server): the queue tests are skipped';
}
