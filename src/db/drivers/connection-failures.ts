import type { Sql } from "postgres";
import { isConnectionFailure } from "../connection-failure";

/**
 * `sql`, telling `onFailure` of every query or transaction that failed because the server could not be reached
 * (`isConnectionFailure`). Told before the caller sees the rejection: the handler is attached first.
 */
export function reportConnectionFailures(sql: Sql, onFailure: () => void): Sql {
  const observe = <T extends PromiseLike<unknown>>(pending: T): T => {
    pending.then(undefined, (error: unknown) => {
      if (isConnectionFailure(error)) onFailure();
    });
    return pending;
  };
  return new Proxy(sql, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if ((property !== "unsafe" && property !== "begin") || typeof value !== "function") return value;
      return (...args: unknown[]) => observe((value as (...a: unknown[]) => PromiseLike<unknown>).apply(target, args));
    },
  });
}
