/** Colour arithmetic for the vehicle renderer. Colours are `#rrggbb` strings. */

const HEX_COLOUR = /^[0-9a-f]{6}$/i;

export function isHexColour(value: string): boolean {
  return HEX_COLOUR.test(value);
}

type Rgb = readonly [number, number, number];

function toRgb(colour: string): Rgb {
  const n = Number.parseInt(colour.replace("#", ""), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  const n = (Math.round(r) << 16) | (Math.round(g) << 8) | Math.round(b);
  return `#${n.toString(16).padStart(6, "0")}`;
}

export function mix(a: string, b: string, t: number): string {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** Positive amounts lighten towards white, negative ones darken towards black. */
export function shade(colour: string, amount: number): string {
  return amount >= 0 ? mix(colour, "#ffffff", amount) : mix(colour, "#000000", -amount);
}

const NAMED: readonly (readonly [string, string])[] = [
  ["White", "#f2f2f0"],
  ["Silver", "#c0c0c0"],
  ["Grey", "#7d8084"],
  ["Black", "#151515"],
  ["Red", "#c62828"],
  ["Maroon", "#6d1a1f"],
  ["Blue", "#1f4e9c"],
  ["Navy", "#1a2744"],
  ["Green", "#2e7d32"],
  ["Yellow", "#f2c40f"],
  ["Orange", "#e8731c"],
  ["Brown", "#6b4a36"],
  ["Beige", "#d8c8a6"],
  ["Gold", "#b8962e"],
  ["Purple", "#5e2a84"],
];

/** The everyday name nearest to a paint colour, for alternative text. */
export function colourName(colour: string): string {
  const [r, g, b] = toRgb(colour);
  let best = "Grey";
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const [name, hex] of NAMED) {
    const [nr, ng, nb] = toRgb(hex);
    // Weighted RGB distance: cheap and close enough to perceived difference for naming.
    const d = 2 * (r - nr) ** 2 + 4 * (g - ng) ** 2 + 3 * (b - nb) ** 2;
    if (d < bestDistance) {
      bestDistance = d;
      best = name;
    }
  }
  return best;
}
