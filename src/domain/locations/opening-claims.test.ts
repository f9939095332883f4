import { describe, expect, it } from "vitest";
import { openingClaims, unmetOpeningClaims } from "./opening-claims";

describe("openingClaims — what copy promises about opening days (issue 32)", () => {
  it.each([
    ["Now open 7 days at Dandenong and Ringwood.", [{ phrase: "7 days", weekdays: [0, 1, 2, 3, 4, 5, 6] }]],
    ["Drop in to either yard, seven days.", [{ phrase: "seven days", weekdays: [0, 1, 2, 3, 4, 5, 6] }]],
    ["We're here every day of the week", [{ phrase: "every day", weekdays: [0, 1, 2, 3, 4, 5, 6] }]],
    ["Open Monday to Saturday", [{ phrase: "Monday to Saturday", weekdays: [1, 2, 3, 4, 5, 6] }]],
    ["Open Sundays for test drives", [{ phrase: "Open Sundays", weekdays: [0] }]],
    ["Test drives on weekends", [{ phrase: "weekends", weekdays: [0, 6] }]],
    ["Friday to Monday sale", [{ phrase: "Friday to Monday", weekdays: [5, 6, 0, 1] }]],
    ["Holiday trading: every dealership is open this Saturday, 8 am to 4 pm.", []],
    ["A 7-day money-back guarantee", []],
    ["Return it within 7 days", []],
    ["Finance approved in 2 days", []],
  ])("%j → %j", (copy, claims) => expect(openingClaims(copy)).toEqual(claims));
});

describe("unmetOpeningClaims", () => {
  const mondayToSaturday = [1, 2, 3, 4, 5, 6];
  it("names the days a claim promises that the location is closed", () => {
    expect(unmetOpeningClaims(openingClaims("Now open 7 days"), mondayToSaturday)).toEqual([{ phrase: "7 days", closed: ["sunday"] }]);
    expect(unmetOpeningClaims(openingClaims("Open Monday to Saturday"), mondayToSaturday)).toEqual([]);
  });
});
