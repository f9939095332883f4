import type { Sql } from "postgres";
import { describe, expect, it } from "vitest";
import { reportConnectionFailures } from "./connection-failures";

const failure = (code: string) => Object.assign(new Error(code), { code });

/** A stand-in for postgres.js: `unsafe` and `begin` answer what they are given; anything else passes through. */
function fakeSql(answer: () => Promise<unknown>) {
  return { unsafe: () => answer(), begin: () => answer(), options: { max: 10 } } as unknown as Sql;
}

describe("reportConnectionFailures", () => {
  it.each(["ECONNREFUSED", "CONNECTION_CLOSED", "57P01", "57P03", "08006"])("tells of a query or transaction that could not reach the server (%s), before the caller sees it", async (code) => {
    const told: string[] = [];
    const sql = reportConnectionFailures(fakeSql(() => Promise.reject(failure(code))), () => told.push("failure"));
    await expect(Promise.resolve(sql.unsafe("select 1")).catch((error: Error) => (told.push("caller"), Promise.reject(error)))).rejects.toThrow(code);
    await expect(sql.begin(async () => {})).rejects.toThrow(code);
    expect(told).toEqual(["failure", "caller", "failure"]);
  });

  it("tells nothing of a query that failed for its own reasons, or succeeded, and leaves the rest of the client alone", async () => {
    let told = 0;
    const failing = reportConnectionFailures(fakeSql(() => Promise.reject(failure("42P01"))), () => told++);
    await expect(failing.unsafe("select * from nowhere")).rejects.toThrow("42P01");
    const fine = reportConnectionFailures(fakeSql(() => Promise.resolve([{ one: 1 }])), () => told++);
    expect(await fine.unsafe("select 1")).toEqual([{ one: 1 }]);
    expect(fine.options).toEqual({ max: 10 });
    expect(told).toBe(0);
  });
});
