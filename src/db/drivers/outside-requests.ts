import { AsyncResource } from "node:async_hooks";
import type { Sql } from "postgres";

type Unsafe = (...args: Parameters<Sql["unsafe"]>) => ReturnType<Sql["unsafe"]>;
type Begin = (...args: unknown[]) => Promise<unknown>;
type Callback = (transaction: unknown) => unknown;

/**
 * A postgres.js client whose connections are opened outside the request that happens to need one.
 *
 * postgres.js connects lazily, inside the first query that finds no free connection, and Node gives each
 * socket and timer made there the async context of the request being served (AsyncLocalStorage): Next.js's
 * request store, the response and what it renders. A pooled connection lives for up to an hour, and so did
 * the store it pinned; worse, the error React leaves on each finished render's abort signal keeps, in its
 * stack, the timer it ran in, whose context is another request, whose signal holds another such error…
 * so one pinned request held a chain of later ones and the server grew with every request (decision 018).
 *
 * Queries are therefore started from a context captured when the client is made (at start-up, outside any
 * request); their results still resolve into the caller's own context, and a transaction's callback runs in
 * the caller's context on the connection the transaction reserved.
 */
export function dispatchOutsideRequests(sql: Sql): Sql {
  const outside = new AsyncResource("forecourt-database-dispatch");
  const unsafe: Unsafe = (...args) => {
    const query = sql.unsafe(...args);
    // execute() only marks the query to run on the next tick: drizzle's `.values()` right after still applies.
    outside.runInAsyncScope(() => query.execute());
    return query;
  };
  const begin: Begin = (...args) => {
    // postgres.js keeps what a transaction's scope referenced reachable for good (errors it caches per query
    // text hold their stack), so the caller's callback sits in a slot emptied once the transaction is over.
    const slot: { run: Callback | null } = { run: inCallerContext(args.pop() as Callback) };
    return outside.runInAsyncScope(() => (sql.begin as unknown as Begin)(...args, (transaction: unknown) => slot.run!(transaction))).finally(() => {
      slot.run = null;
    });
  };
  return new Proxy(sql, {
    get(target, property, receiver) {
      if (property === "unsafe") return unsafe;
      if (property === "begin") return begin;
      return Reflect.get(target, property, receiver);
    },
  });
}

/** `callback`, run in the async context this is called in (the request's). */
function inCallerContext(callback: Callback): Callback {
  const caller = new AsyncResource("forecourt-transaction");
  return (transaction) => caller.runInAsyncScope(callback, null, transaction);
}
