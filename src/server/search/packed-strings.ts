/**
 * Many short strings stored as one: a million stock numbers as a million string objects cost about
 * 40 bytes of headers and pointers each, and a word split out of a long comment can keep the whole
 * comment alive. Here they are one flat string plus where each starts, compared in place.
 */
export class PackedStrings {
  private readonly text: string;
  /** String i is text[starts[i] .. starts[i + 1] - 1) (each is followed by a separator). */
  private readonly starts: Uint32Array;

  /** `strings` must not contain the separator "\n". */
  constructor(strings: readonly string[]) {
    this.text = strings.join("\n");
    this.starts = new Uint32Array(strings.length + 1);
    let start = 0;
    strings.forEach((value, i) => {
      this.starts[i] = start;
      start += value.length + 1;
    });
    this.starts[strings.length] = start;
  }

  get length(): number {
    return this.starts.length - 1;
  }

  lengthOf(i: number): number {
    return this.starts[i + 1]! - this.starts[i]! - 1;
  }

  at(i: number): string {
    return this.text.slice(this.starts[i]!, this.starts[i + 1]! - 1);
  }

  startsWith(i: number, prefix: string): boolean {
    return this.lengthOf(i) >= prefix.length && this.text.startsWith(prefix, this.starts[i]!);
  }

  equals(i: number, value: string): boolean {
    return this.lengthOf(i) === value.length && this.text.startsWith(value, this.starts[i]!);
  }

  /** Negative, zero or positive as string i sorts before, equal to or after `value` (by UTF-16 code units). */
  compare(i: number, value: string): number {
    const start = this.starts[i]!;
    const length = this.lengthOf(i);
    const shorter = Math.min(length, value.length);
    for (let k = 0; k < shorter; k++) {
      const difference = this.text.charCodeAt(start + k) - value.charCodeAt(k);
      if (difference !== 0) return difference;
    }
    return length - value.length;
  }

  /** About what these strings take in memory (one byte per character for ASCII text). */
  get bytes(): number {
    return this.text.length + this.starts.byteLength;
  }
}
