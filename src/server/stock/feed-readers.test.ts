import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { readCsvFeed } from "./feed-readers";

/** The bytes in pieces of `size`, cutting through rows, quoted cells and multi-byte characters. */
const inPieces = (text: string, size: number) => {
  const bytes = Buffer.from(text);
  return Readable.from(Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size)));
};

describe("readCsvFeed over a feed larger than one parsing block", () => {
  it("keeps every row whole, on the line it ends on and as sent", async () => {
    const rows = Array.from({ length: 3_000 }, (_, i) => `U${i},"Ünïcode ""quoted"", ${"x".repeat(i % 200)}\nsecond line"`);
    const read = [];
    for await (const record of readCsvFeed(inPieces(`\ufeffstocknum,dealercomments\n${rows.join("\n")}\n`, 1_000))) read.push(record);
    expect(read).toHaveLength(3_000);
    expect(read[0]).toEqual({ line: 3, values: { stocknum: "U0", dealercomments: 'Ünïcode "quoted", \nsecond line' }, asSent: `stocknum,dealercomments\n${rows[0]}` });
    expect(read[2_999]).toEqual({ line: 6_001, values: { stocknum: "U2999", dealercomments: `Ünïcode "quoted", ${"x".repeat(199)}\nsecond line` }, asSent: `stocknum,dealercomments\n${rows[2_999]}` });
  });
});

describe("readCsvFeed: a record as sent", () => {
  it("is its header and its own row, without the line ending, however rows end", async () => {
    for (const newline of ["\n", "\r\n"]) {
      const read = [];
      for await (const record of readCsvFeed(inPieces(`stocknum,colour${newline}U1,"Red${newline}ish"${newline}U2,Blue`, 7))) read.push(record.asSent);
      expect(read).toEqual([`stocknum,colour\nU1,"Red${newline}ish"`, "stocknum,colour\nU2,Blue"]);
    }
  });
});
