/** Collects `<defs>` entries for one SVG document, sharing entries that have the same key. */
export class SvgDefs {
  private readonly entries = new Map<string, { id: string; markup: string }>();

  /** Returns the id of the entry for `key`, creating it with `make(id)` the first time. */
  id(key: string, make: (id: string) => string): string {
    const existing = this.entries.get(key);
    if (existing) return existing.id;
    const id = `d${this.entries.size}`;
    this.entries.set(key, { id, markup: make(id) });
    return id;
  }

  /** A top-to-bottom linear gradient through the given colours, evenly spaced. */
  vertical(...colours: string[]): string {
    return this.id(`v${colours.join()}`, (id) => {
      const stops = colours.map((c, i) => `<stop offset="${Math.round((i / (colours.length - 1)) * 100) / 100}" stop-color="${c}"/>`);
      return `<linearGradient id="${id}" x2="0" y2="1">${stops.join("")}</linearGradient>`;
    });
  }

  toString(): string {
    return `<defs>${[...this.entries.values()].map((e) => e.markup).join("")}</defs>`;
  }
}
