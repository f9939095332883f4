import type { Point } from "./vehicle-model";

/** Sutherland–Hodgman clip of a polygon to the side of a line where `inside` holds. */
function clipPolygon(
  polygon: readonly Point[],
  inside: (p: Point) => boolean,
  cross: (a: Point, b: Point) => Point,
): Point[] {
  const out: Point[] = [];
  polygon.forEach((current, i) => {
    const previous = polygon[(i + polygon.length - 1) % polygon.length] ?? current;
    if (inside(current)) {
      if (!inside(previous)) out.push(cross(previous, current));
      out.push(current);
    } else if (inside(previous)) {
      out.push(cross(previous, current));
    }
  });
  return out;
}

const crossAtY = (y: number) => (a: Point, b: Point): Point => [a[0] + ((y - a[1]) / (b[1] - a[1])) * (b[0] - a[0]), y];
const crossAtX = (x: number) => (a: Point, b: Point): Point => [x, a[1] + ((x - a[0]) / (b[0] - a[0])) * (b[1] - a[1])];

export const clipAbove = (p: readonly Point[], y: number) => clipPolygon(p, (q) => q[1] >= y, crossAtY(y));
export const clipBelow = (p: readonly Point[], y: number) => clipPolygon(p, (q) => q[1] <= y, crossAtY(y));
export const clipRightOf = (p: readonly Point[], x: number) => clipPolygon(p, (q) => q[0] >= x, crossAtX(x));
export const clipLeftOf = (p: readonly Point[], x: number) => clipPolygon(p, (q) => q[0] <= x, crossAtX(x));

/** Moves every edge of a convex counter-clockwise polygon inwards by `d`. */
export function insetConvex(points: readonly Point[], d: number): Point[] {
  // Clipping leaves repeated points where a vertex lies on the clip line; they have no edge direction.
  const polygon = points.filter((p, i) => {
    const q = points[(i + points.length - 1) % points.length] ?? p;
    return Math.hypot(p[0] - q[0], p[1] - q[1]) > 1e-6;
  });
  const n = polygon.length;
  const lines = polygon.map((a, i) => {
    const b = polygon[(i + 1) % n] ?? a;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    const nx = -(b[1] - a[1]) / len;
    const ny = (b[0] - a[0]) / len;
    return { px: a[0] + nx * d, py: a[1] + ny * d, dx: b[0] - a[0], dy: b[1] - a[1] };
  });
  const out: Point[] = [];
  lines.forEach((l2, i) => {
    const l1 = lines[(i + n - 1) % n] ?? l2;
    const det = l1.dx * l2.dy - l1.dy * l2.dx;
    if (Math.abs(det) < 1e-9) {
      out.push([l2.px, l2.py]);
      return;
    }
    const t = ((l2.px - l1.px) * l2.dy - (l2.py - l1.py) * l2.dx) / det;
    out.push([l1.px + l1.dx * t, l1.py + l1.dy * t]);
  });
  return out;
}

export const lerp = (a: Point, b: Point, t: number): Point => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

/** Polygon as compact SVG path data with whole-pixel coordinates. */
export function pathData(points: readonly Point[]): string {
  return `M${points.map(([x, y]) => `${Math.round(x)} ${Math.round(y)}`).join(" ")}Z`;
}

/** Rounds for SVG attributes, trimming to at most `digits` decimals. */
export function num(value: number, digits = 0): string {
  const f = 10 ** digits;
  const r = Math.round(value * f) / f;
  return Object.is(r, -0) ? "0" : String(r);
}

/** Path data for a left-hand shape plus its mirror image about the frame's centre line (x = 600); absolute commands only. */
export function mirrored(d: string): string {
  const mirror = d
    .replace(/(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g, (_, x: string, y: string) => `${1200 - Number(x)} ${y}`)
    .replace(/H(-?\d+(?:\.\d+)?)/g, (_, x: string) => `H${1200 - Number(x)}`);
  return d + mirror;
}
