import { redirect } from "next/navigation";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { API_ERROR_STATUS, ApiError, badRequest, invalidInput, unknownSite, type ApiErrorCode } from "./api-error";
import { handleApiError, textAnswers, type EdgeAnswers } from "./handle-api-error";

const logged = vi.hoisted(() => ({ lines: [] as { what: string; failure: unknown }[] }));
vi.mock("@/server/logging/log-failure", () => ({ logFailure: (what: string, failure: unknown) => logged.lines.push({ what, failure }) }));

const EDGE: EdgeAnswers = { name: "Widgets", unavailable: "Widgets are unavailable just now, please try again." };
const answer = async (response: Response) => ({ status: response.status, body: await response.json(), headers: Object.fromEntries(response.headers) });

beforeEach(() => {
  logged.lines = [];
});

describe("handleApiError", () => {
  it.each<[ApiErrorCode, number]>([
    ["bad_request", 400], ["unauthorized", 401], ["forbidden", 403], ["not_found", 404], ["conflict", 409],
    ["payload_too_large", 413], ["unsupported_media_type", 415], ["unprocessable", 422],
  ])("%s → %i with the one error shape, logging nothing", async (code, status) => {
    expect(API_ERROR_STATUS[code]).toBe(status);
    const { status: answered, body } = await answer(handleApiError(new ApiError(code, "Nope.", { parameter: "thing" }), EDGE));
    expect([answered, body]).toEqual([status, { error: { parameter: "thing", message: "Nope." } }]);
    expect(logged.lines).toEqual([]);
  });

  it("leaves parameter out where no input is to blame, and keeps an empty one a route named", async () => {
    expect((await answer(handleApiError(unknownSite(), EDGE))).body).toEqual({ error: { message: "Unknown site" } });
    expect((await answer(handleApiError(badRequest("", "x"), EDGE))).body).toEqual({ error: { parameter: "", message: "x" } });
  });

  it("adds an error's details beside its message, and its headers after the endpoint's", async () => {
    const error = new ApiError("unauthorized", "Key!", { headers: { "WWW-Authenticate": 'Bearer realm="x"', "Cache-Control": "private" }, details: { fields: { name: "Required" } } });
    const { status, body, headers } = await answer(handleApiError(error, { ...EDGE, headers: { "Cache-Control": "no-store", Vary: "Cookie" } }));
    expect([status, body]).toEqual([401, { error: { message: "Key!", fields: { name: "Required" } } }]);
    expect(headers).toMatchObject({ "www-authenticate": 'Bearer realm="x"', "cache-control": "private", vary: "Cookie" });
  });

  it("wraps the error in the endpoint's envelope (the watchlist's success flag)", async () => {
    expect((await answer(handleApiError(badRequest("car_id", "Bad"), { ...EDGE, envelope: { success: false } }))).body).toEqual({ success: false, error: { parameter: "car_id", message: "Bad" } });
  });

  it("answers an unexpected failure 503 with Retry-After, logged once and never shown", async () => {
    const failure = new Error('Failed query: select "phone" from "leads" where name = $1\nparams: Jess');
    const { status, body, headers } = await answer(handleApiError(failure, EDGE));
    expect([status, body, headers["retry-after"]]).toEqual([503, { error: { message: "Widgets are unavailable just now, please try again." } }, "2"]);
    expect(logged.lines).toEqual([{ what: "Widgets failed (503)", failure }]);
  });

  it("waits as long as the endpoint asks", () => {
    expect(handleApiError(new Error("down"), { ...EDGE, retryAfterSeconds: 5 }).headers.get("retry-after")).toBe("5");
  });

  it("answers text endpoints in text", async () => {
    const notFound = handleApiError(new ApiError("not_found", "Unknown car"), textAnswers("The brochure"));
    expect([notFound.status, notFound.headers.get("content-type"), await notFound.text()]).toEqual([404, "text/plain; charset=utf-8", "Unknown car"]);
    const failed = handleApiError(new Error("down"), textAnswers("The brochure"));
    expect([failed.status, await failed.text()]).toEqual([503, "The brochure is unavailable just now, please try again."]);
  });

  it("lets Next.js's own control flow through (a redirect is no failure)", () => {
    let thrown: unknown;
    try {
      redirect("/elsewhere");
    } catch (control) {
      thrown = control;
    }
    expect(() => handleApiError(thrown, EDGE)).toThrow(thrown as Error);
    expect(logged.lines).toEqual([]);
  });
});

describe("invalidInput", () => {
  it("names the first bad field, or the fallback for the whole value", () => {
    expect(invalidInput([{ path: ["status"], message: "Invalid option" }, { path: ["reply_text"], message: "Too long" }], "body").body).toEqual({ parameter: "status", message: "Invalid option" });
    expect(invalidInput([{ path: [], message: "Expected object" }], "body").body).toEqual({ parameter: "body", message: "Expected object" });
  });
});
