import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { withinOneEdit } from "@/domain/search/text-query";
import { PackedStrings } from "./packed-strings";
import { TermList } from "./term-list";

const word = fc.stringMatching(/^[a-z0-9]{1,9}$/);

describe("PackedStrings", () => {
  it("reads back, compares and matches prefixes like the strings themselves (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z0-9]{0,12}$/), { maxLength: 30 }), word, (strings, probe) => {
        const packed = new PackedStrings(strings);
        expect(packed.length).toBe(strings.length);
        strings.forEach((value, i) => {
          expect(packed.at(i)).toBe(value);
          expect(packed.equals(i, probe)).toBe(value === probe);
          expect(packed.startsWith(i, probe)).toBe(value.startsWith(probe));
          expect(Math.sign(packed.compare(i, probe))).toBe(value < probe ? -1 : value > probe ? 1 : 0);
        });
      }),
    );
  });
});

describe("TermList", () => {
  it("finds words, longer words by prefix and words one edit away like a scan of the list (property)", () => {
    fc.assert(
      fc.property(fc.uniqueArray(word, { maxLength: 60 }), word, (words, probe) => {
        const sorted = [...words].sort();
        const list = new TermList(sorted);
        expect(list.find(probe)).toBe(sorted.indexOf(probe));
        expect([...list.withPrefix(probe)]).toEqual(sorted.flatMap((w, i) => (w.length > probe.length && w.startsWith(probe) ? [i] : [])));
        expect([...list.withinOneEdit(probe)]).toEqual(sorted.flatMap((w, i) => (/^[a-z]+$/.test(w) && withinOneEdit(probe, w) ? [i] : [])));
      }),
    );
  });
});
