import { renderShadow } from "./vehicle-backdrop";
import { num } from "./vehicle-geometry";
import type { Part, Point, VehicleModel } from "./vehicle-model";
import { renderPart } from "./vehicle-part-svg";
import type { SvgDefs } from "./svg-defs";
import { acrossOffset, depth, makeView, project, wheelMatrix, type View } from "./vehicle-view";

const MAX_WIDTH = 1000;
/** Single photos may fill more of the height than spin frames, which must leave room for every turn. */
const MAX_HEIGHT = { tight: 540, spin: 470 } as const;
const GROUND = 700;

/** "tight" fills the frame for a single photo; "spin" keeps one scale for all frames of a 360° set. */
export type Framing = "tight" | "spin";

interface Wheel {
  readonly x: number;
  readonly z: number;
}

export function renderExterior(model: VehicleModel, colour: string, yaw: number, framing: Framing, defs: SvgDefs): string {
  const v = framing === "tight" ? fitTight(model, yaw) : fitSpin(model, yaw);
  const wheels = wheelsOf(model, v).sort((a, b) => depth(v, a.x, a.z) - depth(v, b.x, b.z));
  // Far-side wheels hide behind everything; near-side ones go in the arches of the lowest part over them.
  const isNear = (w: Wheel) => model.track > 0 && Math.sign(w.z) === v.near;
  const nearWheel = defs.id("wheel", (id) => wheelMarkup(id, model, v, true));
  const farWheel = defs.id("far-wheel", (id) => wheelMarkup(id, model, v, false));
  const drawWheel = (w: Wheel) => {
    const m = wheelMatrix(v, model.wheelRadius, project(v, w.x, model.wheelRadius, w.z));
    const def = isNear(w) || model.track === 0 ? nearWheel : farWheel;
    return `<use href="#${def}" transform="matrix(${m.map((n, i) => num(n, i < 4 ? 2 : 0)).join(" ")})"/>`;
  };
  const owners = new Map(model.axles.map((x) => [x, archOwner(model, x)]));
  const parts = model.parts
    .map((part, index) => ({ part, index, depth: depth(v, centreX(part.outline), part.zc ?? 0) }))
    .sort((a, b) => (a.part.layer ?? 0) - (b.part.layer ?? 0) || a.depth - b.depth || a.index - b.index)
    .map(({ part }) => {
      const arched = wheels.filter((w) => isNear(w) && owners.get(w.x) === part);
      if (arched.length === 0) return renderPart(part, v, colour, defs);
      const inArches = arched.map((w) => ({ axle: w.x, depth: depth(v, w.x, w.z), markup: drawWheel(w) }));
      return renderPart(part, v, colour, defs, { radius: model.wheelRadius, wheels: inArches });
    });
  return shadow(model, v, defs) + wheels.filter((w) => !isNear(w)).map(drawWheel).join("") + parts.join("");
}

function archOwner(model: VehicleModel, axle: number): Part | undefined {
  const lowest = (p: Part) => Math.min(...p.outline.map(([, y]) => y));
  return model.parts
    .filter((p) => p.outline.some(([x]) => x < axle) && p.outline.some(([x]) => x > axle))
    .sort((a, b) => lowest(a) - lowest(b))[0];
}

function centreX(points: readonly (readonly [number, ...unknown[]])[]): number {
  const xs = points.map(([x]) => x);
  return (Math.min(...xs) + Math.max(...xs)) / 2;
}

/** The visible face of each wheel: the outer face on the near side, the inner face on the far side. */
function wheelsOf(model: VehicleModel, v: View): Wheel[] {
  const half = model.tyreWidth / 2;
  const sides = model.track === 0 ? [v.near * half] : [v.near * (model.track + half), -v.near * (model.track - half)];
  return model.axles.flatMap((x) => sides.map((z) => ({ x, z })));
}

/** A wheel in its own plane; from the far side only the dark inner face and tread show. */
function wheelMarkup(id: string, model: VehicleModel, v: View, outer: boolean): string {
  // The tread is the tyre's sidewall swept across its width: a round-capped stroke in the wheel's plane.
  const [dx, dy] = acrossOffset(v, -v.near * model.tyreWidth);
  const [a, b, , d] = wheelMatrix(v, model.wheelRadius, [0, 0]);
  const u = dx / (a ?? 1);
  const t = (dy - (b ?? 0) * u) / (d ?? 1);
  const tread = `<path d="M0 0L${num(u, 2)} ${num(t, 2)}" stroke="#17181a" stroke-width="2" stroke-linecap="round"/>`;
  if (!outer) return `<g id="${id}">${tread}<circle r="1" fill="#1a1b1d"/></g>`;
  if (model.bike) {
    return (
      `<g id="${id}">${Math.abs(v.cos) < 0.5 ? tread : ""}` +
      `<circle r=".86" fill="none" stroke="#1b1c1d" stroke-width=".28"/>` +
      `<circle r=".71" fill="none" stroke="#a4a9ae" stroke-width=".05"/>` +
      `<path d="M.71 0-.71 0M.57.42-.57-.42M.22.68-.22-.68M-.22.68.22-.68M-.57.42.57-.42" stroke="#8f9499" stroke-width=".03"/>` +
      `<circle r=".3" fill="none" stroke="#9da2a7" stroke-width=".08"/><circle r=".1" fill="#55595d"/></g>`
    );
  }
  return (
    `<g id="${id}">${tread}` +
    `<circle r="1" fill="#1f2022"/><circle r=".66" fill="#b9bec3"/><circle r=".57" fill="#34373b"/>` +
    `<path d="M0 0V.6M0 0L.57.19M0 0L.35-.49M0 0L-.35-.49M0 0L-.57.19" stroke="#cdd1d5" stroke-width=".17" stroke-linecap="round"/>` +
    `<circle r=".14" fill="#8d9297"/></g>`
  );
}

function shadow(model: VehicleModel, v: View, defs: SvgDefs): string {
  const xs = model.parts.flatMap((p) => p.outline.map(([x]) => x));
  const half = Math.max(...model.parts.map((p) => p.half));
  const corners = [Math.min(...xs), Math.max(...xs)].flatMap((x) => [project(v, x, 0, half), project(v, x, 0, -half)]);
  const [x0, x1, y0, y1] = bounds(corners);
  const pad = 0.25 * v.scale;
  return renderShadow((x0 + x1) / 2, (y0 + y1) / 2 + 0.04 * v.scale, (x1 - x0) / 2 + pad, (y1 - y0) / 2 + pad * 0.45, defs);
}

function outlinePoints(model: VehicleModel, v: View): Point[] {
  const r = model.wheelRadius;
  const parts = model.parts.flatMap((p) =>
    p.outline.flatMap(([x, y, , h]) => [
      project(v, x, y, (p.zc ?? 0) + (h ?? p.half)),
      project(v, x, y, (p.zc ?? 0) - (h ?? p.half)),
    ]),
  );
  const wheels = wheelsOf(model, v).flatMap(({ x, z }) => [
    project(v, x - r, r, z), project(v, x + r, r, z), project(v, x, 0, z), project(v, x, 2 * r, z),
  ]);
  return [...parts, ...wheels];
}

function bounds(points: readonly Point[]): [number, number, number, number] {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
}

function fitTight(model: VehicleModel, yaw: number): View {
  const [x0, x1, y0, y1] = bounds(outlinePoints(model, makeView(yaw)));
  const scale = Math.min(MAX_WIDTH / (x1 - x0), MAX_HEIGHT.tight / (y1 - y0));
  return makeView(yaw, scale, 600 - (scale * (x0 + x1)) / 2, GROUND - scale * y1);
}

/** One scale and ground line for every frame, so the vehicle turns in place rather than pulsing. */
function fitSpin(model: VehicleModel, yaw: number): View {
  const frames = Array.from({ length: 24 }, (_, i) => bounds(outlinePoints(model, makeView(i * 15))));
  const width = Math.max(...frames.map(([x0, x1]) => x1 - x0));
  const height = Math.max(...frames.map(([, , y0, y1]) => y1 - y0));
  const bottom = Math.max(...frames.map(([, , , y1]) => y1));
  const scale = Math.min(MAX_WIDTH / width, MAX_HEIGHT.spin / height);
  const middle = centreX(model.parts.flatMap((p) => p.outline));
  const v = makeView(yaw, scale);
  const [cx] = project(v, middle, 0, 0);
  return makeView(yaw, scale, 600 - cx, GROUND - scale * bottom);
}
