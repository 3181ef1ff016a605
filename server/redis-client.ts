/**
 * The Redis connection behind the shared rate limits and the replay guard (REDIS_URL). Tuned to
 * fail fast: while Redis is away a command fails at once (no offline queue, one retry, a short
 * command timeout) instead of holding the request for seconds, and the client reconnects by
 * itself within a second of Redis's return. What each caller does with such a failure is in
 * docs/decisions/0016-when-a-dependency-is-down.md.
 */
import { Redis } from "ioredis";
import { firstOfBurst } from "../shared/first-of-burst.ts";

/** A command that has not answered within this is failed (Redis answers in well under a millisecond). */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
const REDIS_CONNECT_TIMEOUT_MS = 2_000;
/** Longest pause between reconnection attempts once running. */
const REDIS_MAX_RECONNECT_DELAY_MS = 500;

export class RedisStartError extends Error {
  override name = "RedisStartError";
}

interface RedisLog {
  warn(fields: object, message: string): void;
  info(fields: object, message: string): void;
}

/** The URL without user name or password, for messages and logs. */
export function redisAddress(url: string): string {
  try {
    const u = new URL(url);
    u.username = "";
    u.password = "";
    return u.toString().replace(/\/$/, "");
  } catch {
    return "(an unreadable URL)";
  }
}

/**
 * Connects, or rejects with one sentence naming REDIS_URL and the address: a store configured
 * to share its limits must not start without them. Once connected, the client keeps
 * reconnecting for as long as the process runs.
 */
export async function connectRedis(url: string, log?: RedisLog): Promise<Redis> {
  let connected = false;
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    // Null gives up: at start one failure is enough to refuse; later, retry for ever, quickly.
    retryStrategy: (times) => (connected ? Math.min(times * 100, REDIS_MAX_RECONNECT_DELAY_MS) : null),
  });
  const address = redisAddress(url);
  let away = false;
  let startError: Error | undefined;
  const warn = firstOfBurst((err: Error) =>
    log?.warn({ redis: address, reason: err.message }, "Redis is unreachable: API reads go on without the shared rate limit, state-changing calls answer 503 until it is back"),
  );
  // ioredis reports every failed reconnection here; without a listener it prints each to stderr.
  redis.on("error", (err: Error) => {
    if (!connected) {
      startError ??= err;
      return;
    }
    away = true;
    warn(err);
  });
  redis.on("ready", () => {
    if (away) log?.info({ redis: address }, "Redis is reachable again");
    away = false;
  });
  try {
    await redis.connect();
  } catch (err) {
    redis.disconnect();
    // The socket's error (ECONNREFUSED, a DNS failure) says more than ioredis's "Connection is closed".
    const reason = (startError ?? (err instanceof Error ? err : new Error(String(err)))).message;
    throw new RedisStartError(
      `REDIS_URL is set, but Redis at ${address} cannot be reached (${reason}). Start Redis there, or unset REDIS_URL to keep rate limits and replay checks in this process's memory.`,
    );
  }
  connected = true;
  return redis;
}

/**
 * ioredis's ways of saying "Redis is not there": no connection and no offline queue, the retry
 * budget spent, no answer within the command timeout, or the connection gone mid-command.
 */
const REDIS_UNAVAILABLE_MESSAGES = [/^Stream isn't writeable/, /^Command timed out/, /^Connection is closed/, /^Reached the max retries per request limit/];

export function isRedisUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  return err.name === "MaxRetriesPerRequestError" || REDIS_UNAVAILABLE_MESSAGES.some((m) => m.test(err.message));
}
