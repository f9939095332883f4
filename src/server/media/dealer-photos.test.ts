import { describe, expect, it } from "vitest";
import { dealerPhotoFolder, parseDealerPhotoPath, photoKey } from "./dealer-photos";

const KEY = photoKey("https://photos.example/U1001/1.jpg");

describe("dealer photo paths", () => {
  it("a car's folder names its dealership and stock number, any printable characters in it", () => {
    expect(dealerPhotoFolder(3, "U1001")).toBe("/media/photos/3/VTEwMDE/");
    for (const stocknum of ["U1001", "A/B 12?#%", "~!@$^&*()"]) {
      expect(parseDealerPhotoPath(`${dealerPhotoFolder(42, stocknum)}${KEY}`)).toEqual({ dealershipId: 42, stocknum, key: KEY });
    }
  });

  it.each([
    ["the path before stock numbers named the car", `/media/photos/${KEY}`],
    ["a key that is not 32 hex digits", `/media/photos/3/VTEwMDE/${KEY.slice(1)}`],
    ["a dealership id beyond the column's range", `/media/photos/2147483648/VTEwMDE/${KEY}`],
    ["a dealership id of 0", `/media/photos/0/VTEwMDE/${KEY}`],
    ["a stock number that is not base64url", `/media/photos/3/VTEw+DE/${KEY}`],
  ])("refuses %s", (_, path) => expect(parseDealerPhotoPath(path)).toBeNull());
});
