import { shade } from "./vehicle-colour";
import { clipAbove, clipBelow, clipLeftOf, clipRightOf, insetConvex, lerp, pathData } from "./vehicle-geometry";
import type { Part, Point } from "./vehicle-model";
import type { SvgDefs } from "./svg-defs";
import { project, type View } from "./vehicle-view";

export const HEADLAMP = "#eef3f6";
export const TAIL_LAMP = "#b5151d";
const GLASS = ["#7b8d9e", "#34414f", "#1a2129"];

export function poly(fill: string, points: readonly Point[]): string {
  return `<path fill="${fill}" d="${pathData(points)}"/>`;
}

/** Headlamps either side of a grille, or tail lamps either side of the number plate. */
export function lampBand(corners: readonly Point[], front: boolean): string {
  const [n0, n1, f1, f0] = corners;
  if (!n0 || !n1 || !f1 || !f0) return "";
  const at = (u: number, t: number) => lerp(lerp(n0, f0, u), lerp(n1, f1, u), t);
  const rect = (u0: number, u1: number, t0: number, t1: number) => [at(u0, t0), at(u1, t0), at(u1, t1), at(u0, t1)];
  const lamp = front ? HEADLAMP : TAIL_LAMP;
  const lamps = `<path fill="${lamp}" d="${pathData(rect(0.03, 0.25, 0.15, 0.85))}${pathData(rect(0.75, 0.97, 0.15, 0.85))}" stroke="#5c6166" stroke-width="2"/>`;
  return (
    lamps +
    (front ? poly("#141618", rect(0.31, 0.69, 0.08, 0.92)) : poly("#efefe8", rect(0.4, 0.6, 0.2, 0.8)))
  );
}

interface DetailContext {
  readonly paint: string;
  readonly bodyColour: string;
  readonly defs: SvgDefs;
  /** The near side's outline with the wheel arches cut out. */
  readonly side: readonly Point[];
}

/** Everything drawn on the near side: trim bands, windows, shut lines, wrap-round lamps, mirror. */
export function sideDetails(part: Part, v: View, { paint, bodyColour, defs, side }: DetailContext): string {
  const zc = part.zc ?? 0;
  const onSide = (points: readonly Point[], half = part.half) => points.map(([x, y]) => project(v, x, y, zc + v.near * half));
  const outline = part.outline.map(([x, y]): Point => [x, y]);
  const out: string[] = [];

  if (part.cladding !== undefined) out.push(poly("#25272a", onSide(clipBelow(side, part.cladding))));
  if (part.stripe) out.push(poly(bodyColour, onSide(clipBelow(clipAbove(side, part.stripe[0]), part.stripe[1]))));

  const glass = `url(#${defs.vertical(...GLASS)})`;
  for (const pane of sideGlass(part)) out.push(poly(glass, onSide(pane, glassHalf(part))));
  for (const pane of part.panes ?? []) {
    out.push(`<path fill="${glass}" d="${pathData(onSide(pane))}" stroke="#c9cdd0" stroke-width="3"/>`);
  }

  if (part.doors) {
    const { sill, top, seams } = part.doors;
    const line = (a: Point, b: Point) => pathData(onSide([a, b])).slice(0, -1);
    const shutLines = seams.map((x) => line([x, sill], [x, top]));
    const handles = seams.slice(0, -1).map((x) => line([x + 0.1, top - 0.12], [x + 0.24, top - 0.12]));
    out.push(`<path d="${shutLines.join("")}" stroke="${shade(paint, -0.45)}" stroke-width="2" fill="none"/>`);
    if (handles.length > 0) {
      out.push(`<path d="${handles.join("")}" stroke="${shade(paint, -0.3)}" stroke-width="5" stroke-linecap="round"/>`);
    }
  }

  const xs = outline.map(([x]) => x);
  const middle = (Math.min(...xs) + Math.max(...xs)) / 2;
  part.outline.forEach(([x, y, material], i) => {
    const next = part.outline[(i + 1) % part.outline.length];
    if (material !== "h" || !next) return;
    // Lamps wrap round the corner onto the side, reaching back towards the middle.
    const inward = x > middle ? -1 : 1;
    const a = lerp([x, y], [next[0], next[1]], 0.1);
    const b = lerp([x, y], [next[0], next[1]], 0.9);
    const lamp: Point[] = [a, b, [b[0] + inward * 0.3, b[1]], [a[0] + inward * 0.18, a[1]]];
    out.push(`<path fill="${x > middle ? HEADLAMP : TAIL_LAMP}" d="${pathData(onSide(lamp))}" stroke="${shade(paint, -0.4)}"/>`);
  });

  if (part.mirror) {
    const [mx, my] = part.mirror;
    const mirror: Point[] = [[mx - 0.2, my], [mx - 0.04, my + 0.01], [mx - 0.06, my + 0.13], [mx - 0.19, my + 0.12]];
    out.push(poly(shade(paint, -0.3), onSide(mirror, part.half + 0.1)));
  }
  return out.join("");
}

/** Side windows: the outline above the belt, inset to leave pillars, split at the B/C pillars. */
function sideGlass(part: Part): Point[][] {
  if (!part.glass) return [];
  const { belt, from, to, pillars } = part.glass;
  const outline = part.outline.map(([x, y]): Point => [x, y]);
  const greenhouse = insetConvex(clipLeftOf(clipRightOf(clipAbove(outline, belt), from), to), 0.06);
  let panes: Point[][] = [greenhouse];
  for (const x of pillars) {
    panes = panes.flatMap((p) => [clipLeftOf(p, x - 0.05), clipRightOf(p, x + 0.05)]);
  }
  return panes.filter((p) => p.length >= 3);
}

/** The greenhouse leans inwards, so the glass sits between the body side and the roof edge. */
function glassHalf(part: Part): number {
  const roof = Math.min(...part.outline.map(([, , , h]) => h ?? part.half));
  return (part.half + roof) / 2;
}
