/**
 * One facet attribute of a site's cars, dictionary-encoded: each car holds small integer codes
 * (0 = no value) into `values`. Single-valued attributes keep one code per car; multi-valued ones
 * (categories, features) keep a run of codes per car, delimited by `offsets`.
 */
export type FacetColumn = {
  /** values[0] is unused: code 0 means the car has no value. */
  values: string[];
  codes: Uint8Array | Uint16Array | Uint32Array;
  /** Multi-valued only: car r's codes are codes[offsets[r] .. offsets[r + 1]). */
  offsets: Uint32Array | null;
};

/** Builds a column row by row; a multi-valued attribute takes a list (possibly empty) per row. */
export class FacetColumnBuilder {
  private readonly codeOf = new Map<string, number>();
  private readonly values = [""];
  private readonly codes: number[] = [];
  private readonly offsets: number[] | null;

  constructor(multiValued: boolean) {
    this.offsets = multiValued ? [0] : null;
  }

  add(value: string | string[] | null): void {
    if (this.offsets === null) {
      this.codes.push(value === null || value === "" || Array.isArray(value) ? 0 : this.encode(value));
      return;
    }
    for (const item of Array.isArray(value) ? value : value === null ? [] : [value]) this.codes.push(this.encode(item));
    this.offsets.push(this.codes.length);
  }

  build(): FacetColumn {
    return { values: this.values, codes: compactCodes(this.codes, this.values.length), offsets: this.offsets && Uint32Array.from(this.offsets) };
  }

  private encode(value: string): number {
    let code = this.codeOf.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.codeOf.set(value, code);
      this.values.push(value);
    }
    return code;
  }
}

function compactCodes(raw: number[], distinct: number): Uint8Array | Uint16Array | Uint32Array {
  if (distinct <= 0xff) return Uint8Array.from(raw);
  return distinct <= 0xffff ? Uint16Array.from(raw) : Uint32Array.from(raw);
}

/** The column's codes for these values (unknown values select nothing), as a lookup table. */
export function selectionMask(column: FacetColumn, selected: string[]): Uint8Array {
  const mask = new Uint8Array(column.values.length);
  for (const value of selected) {
    const code = column.values.indexOf(value);
    if (code > 0) mask[code] = 1;
  }
  return mask;
}

export function rowMatches(column: FacetColumn, mask: Uint8Array, row: number): boolean {
  if (column.offsets === null) return mask[column.codes[row]!] === 1;
  for (let i = column.offsets[row]!; i < column.offsets[row + 1]!; i++) if (mask[column.codes[i]!] === 1) return true;
  return false;
}

/** Adds these rows' values to `counts` (indexed by code). */
export function countRows(column: FacetColumn, counts: Int32Array, rows: Int32Array): void {
  const { codes, offsets } = column;
  if (offsets === null) {
    for (const row of rows) {
      const code = codes[row]!;
      counts[code] = counts[code]! + 1;
    }
    return;
  }
  for (const row of rows) {
    for (let i = offsets[row]!; i < offsets[row + 1]!; i++) {
      const code = codes[i]!;
      counts[code] = counts[code]! + 1;
    }
  }
}

/** Per distinct value: the string (one byte a character for most values, plus its header) and its slot. */
const VALUE_OVERHEAD_BYTES = 24;

/** About what the column holds in memory. */
export function facetColumnBytes(column: FacetColumn): number {
  let bytes = column.codes.byteLength + (column.offsets?.byteLength ?? 0);
  for (const value of column.values) bytes += value.length + VALUE_OVERHEAD_BYTES;
  return bytes;
}

/** Adds one row's values to `counts` (`by` -1 takes them away). */
export function countRow(column: FacetColumn, counts: Int32Array, row: number, by = 1): void {
  const { codes, offsets } = column;
  if (offsets === null) {
    counts[codes[row]!]! += by;
    return;
  }
  for (let i = offsets[row]!; i < offsets[row + 1]!; i++) counts[codes[i]!]! += by;
}
