import { describe, expect, it } from "vitest";
import { garageNoticePath, garageNoticeText, readGarageNotice, type GarageNotice } from "./garage-notice";

describe("the garage's notices after its forms", () => {
  it.each<[GarageNotice, string]>([
    [{ kind: "saved", carId: 42, back: "/cars/2020-mazda-cx-5" }, "/my-garage?notice=saved&car_id=42&back=%2Fcars%2F2020-mazda-cx-5"],
    [{ kind: "removed", carId: 42, back: null }, "/my-garage?notice=removed&car_id=42"],
    [{ kind: "refused", carId: 7, reason: "sold" }, "/my-garage?notice=refused&car_id=7&reason=sold"],
    [{ kind: "expired" }, "/my-garage?notice=expired"],
    [{ kind: "alerts_off" }, "/my-garage?notice=alerts_off"],
    [{ kind: "email_saved" }, "/my-garage?notice=email_saved"],
    [{ kind: "email_unchanged" }, "/my-garage?notice=email_unchanged"],
    [{ kind: "email_sent" }, "/my-garage?notice=email_sent"],
    [{ kind: "email_wait" }, "/my-garage?notice=email_wait"],
    [{ kind: "email_removed" }, "/my-garage?notice=email_removed"],
    [{ kind: "email_invalid" }, "/my-garage?notice=email_invalid"],
  ])("%j round-trips through %s", (notice, path) => {
    expect(garageNoticePath(notice)).toBe(path);
    expect(readGarageNotice(Object.fromEntries(new URL(path, "http://x").searchParams))).toEqual(notice);
  });

  it.each([
    [{ notice: "saved", car_id: "42", back: "https://evil.example" }, { kind: "saved", carId: 42, back: null }],
    [{ notice: "saved", car_id: "42", back: "//evil.example/cars/x" }, { kind: "saved", carId: 42, back: null }],
    [{ notice: "saved", car_id: "0" }, null],
    [{ notice: "saved", car_id: ["1", "2"] }, null],
    [{ notice: "refused", car_id: "7", reason: "<script>" }, null],
    [{ notice: "anything" }, null],
    [{}, null],
  ])("%j reads as %j", (query, notice) => {
    expect(readGarageNotice(query)).toEqual(notice);
  });

  it("quotes the spec's toasts (spec 000 §8)", () => {
    expect(garageNoticeText({ kind: "saved", carId: 1, back: null }, "2020 Mazda CX-5")).toEqual({ title: "Car Saved In Watchlist", text: "2020 Mazda CX-5 is now available in your watchlist" });
    expect(garageNoticeText({ kind: "removed", carId: 1, back: null }, "2020 Mazda CX-5")).toEqual({ title: "Car Removed", text: "2020 Mazda CX-5 is no longer in your watchlist" });
  });

  it("a saved address means a link to confirm it, and the same confirmed address again changes nothing", () => {
    expect(garageNoticeText({ kind: "email_saved" }, null)).toEqual({ title: "Check your inbox", text: "We sent a link to your e-mail address. Alerts go there once you confirm; until then, by text only." });
    expect(garageNoticeText({ kind: "email_unchanged" }, null)).toEqual({ title: "E-mail address saved", text: "Alerts will come by e-mail as well as by text." });
  });

  it("a refused e-mail address gets the lead forms' message", () => {
    expect(garageNoticeText({ kind: "email_invalid" }, null)).toEqual({ title: "Not saved", text: "Please enter a valid email address." });
  });
});
