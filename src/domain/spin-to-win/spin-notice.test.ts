import { describe, expect, it } from "vitest";
import { readSpinNotice, refusedEntryFields, spinNoticePath, type SpinNotice } from "./spin-notice";

describe("spin notices: the form's answer survives the redirect, and only our own codes are read", () => {
  it.each<[SpinNotice | null, string]>([
    [null, "/spin-to-win"],
    [{ kind: "won" }, "/spin-to-win?notice=won"],
    [{ kind: "expired" }, "/spin-to-win?notice=expired"],
    [{ kind: "already_spun" }, "/spin-to-win?notice=already_spun"],
    [{ kind: "invalid", fields: ["name", "email"] }, "/spin-to-win?notice=invalid&fields=name%2Cemail"],
  ])("%j ⇄ %s", (notice, path) => {
    expect(spinNoticePath(notice)).toBe(path);
    const query = Object.fromEntries(new URL(path, "http://site.invalid").searchParams);
    expect(readSpinNotice(query)).toEqual(notice);
  });

  it.each([
    [{ notice: "lost" }, null],
    [{ notice: ["expired", "expired"] }, null],
    [{ notice: "invalid", fields: "name,<script>,postcode" }, { kind: "invalid", fields: ["name", "postcode"] }],
  ])("%j → %j", (query, notice) => {
    expect(readSpinNotice(query)).toEqual(notice);
  });

  it("names the location for a refused dealership and leaves out fields the form does not have", () => {
    expect(refusedEntryFields({ dealership_slug: "x", phone: "y", email: "z" })).toEqual(["email", "location_id"]);
  });
});
