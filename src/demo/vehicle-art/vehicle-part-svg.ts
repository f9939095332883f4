import { shade } from "./vehicle-colour";
import type { Material, Part, Point } from "./vehicle-model";
import { HEADLAMP, lampBand, poly, sideDetails, TAIL_LAMP } from "./vehicle-part-details";
import type { SvgDefs } from "./svg-defs";
import { depth, facesCamera, lightOn, project, type View } from "./vehicle-view";

const FIXED: Partial<Record<Material, string>> = { k: "#232527", t: "#2c2e31", i: "#3b3532" };

/** Near-side wheels that sit in this part's wheel arches, each drawn at its depth among the surfaces. */
export interface ArchedWheels {
  readonly radius: number;
  readonly wheels: readonly { readonly axle: number; readonly depth: number; readonly markup: string }[];
}

interface Layer {
  readonly markup: string;
  readonly depth: number;
}

/**
 * One extruded part, painter's order: the far side as a backstop for concave outlines, then the
 * swept surfaces and the wheels far to near (a bonnet hides the wheels head-on, not side-on), then
 * the near side with its wheel arches cut out.
 */
export function renderPart(part: Part, v: View, bodyColour: string, defs: SvgDefs, wheels?: ArchedWheels): string {
  const paint = part.paint === "body" ? bodyColour : part.paint;
  const zc = part.zc ?? 0;
  const halfOf = (h: number | undefined) => h ?? part.half;
  const near = part.outline.map(([x, y, , h]) => project(v, x, y, zc + v.near * halfOf(h)));
  const far = part.outline.map(([x, y, , h]) => project(v, x, y, zc - v.near * halfOf(h)));

  const layers: Layer[] = [];
  part.outline.forEach(([x, y, material], i) => {
    const j = (i + 1) % part.outline.length;
    const [x2, y2] = part.outline[j] ?? [x, y];
    const len = Math.hypot(x2 - x, y2 - y);
    const nx = (y2 - y) / len;
    const ny = -(x2 - x) / len;
    const corners = [near[i], near[j], far[j], far[i]].filter((p): p is Point => p !== undefined);
    if (material === "n" || corners.length < 4 || !facesCamera(v, nx, ny)) return;
    const light = (lightOn(v, nx, ny, 0) - 0.55) * 0.6;
    let fill = shade(FIXED[material] ?? paint, light);
    if (material === "l") fill = nx > 0 ? HEADLAMP : TAIL_LAMP;
    // Glass facing up catches the ceiling lights at its top edge.
    if (material === "g") fill = `url(#${defs.vertical(shade("#56687a", light), shade("#26303b", light))})`;
    layers.push({
      markup: poly(fill, corners) + (material === "h" ? lampBand(corners, nx > 0) : ""),
      depth: depth(v, (x + x2) / 2, zc),
    });
  });
  const radius = wheels?.radius ?? 0;
  const zNear = (half: number) => zc + v.near * half;
  for (const w of wheels?.wheels ?? []) {
    const well = archPoints(w.axle, radius, sillOf(part)).map(([x, y]) => project(v, x, y, zNear(part.half)));
    layers.push({ markup: poly("#111213", well) + w.markup, depth: w.depth });
  }
  layers.sort((a, b) => a.depth - b.depth);

  const side = notchedSide(part, radius, wheels?.wheels.map((w) => w.axle) ?? []);
  const nearFace = side.map(([x, y, h]) => project(v, x, y, zNear(h)));
  return (
    (isConvex(part) ? "" : poly(shade(paint, -0.4), far)) +
    layers.map((l) => l.markup).join("") +
    poly(`url(#${defs.vertical(shade(paint, 0.28), paint, shade(paint, -0.32))})`, nearFace) +
    sideDetails(part, v, { paint, bodyColour, defs, side: side.map(([x, y]): Point => [x, y]) })
  );
}

const sillOf = (part: Part) => Math.min(...part.outline.map(([, y]) => y));

/** A wheel arch from the sill up and over the wheel and back down, rear to front. */
function archPoints(x: number, radius: number, sill: number): Point[] {
  const r = radius * 1.12;
  const steps = 8;
  const arc = Array.from({ length: steps + 1 }, (_, i): Point => {
    const a = Math.PI - (Math.PI * i) / steps;
    return [x + r * Math.cos(a), radius + r * Math.sin(a)];
  });
  return [[x - r, sill], ...arc, [x + r, sill]];
}

/** The side outline, each point with its half-width, with arches notched into the bottom (first) edge. */
function notchedSide(part: Part, radius: number, axles: readonly number[]): (readonly [number, number, number])[] {
  const [first, ...rest] = part.outline.map(([x, y, , h]) => [x, y, h ?? part.half] as const);
  if (!first) return [];
  const notches = [...axles]
    .sort((a, b) => a - b)
    .flatMap((x) => archPoints(x, radius, first[1]).map(([px, py]) => [px, py, part.half] as const));
  return [first, ...notches, ...rest];
}

/** Convex outlines leave no gaps between their surfaces, so they need no far-side backstop. */
function isConvex(part: Part): boolean {
  const pts = part.outline;
  return pts.every(([x0, y0], i) => {
    const [x1, y1] = pts[(i + 1) % pts.length] ?? [x0, y0];
    const [x2, y2] = pts[(i + 2) % pts.length] ?? [x1, y1];
    return (x1 - x0) * (y2 - y1) - (y1 - y0) * (x2 - x1) >= -1e-9;
  });
}
