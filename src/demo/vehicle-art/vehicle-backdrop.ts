import { shade } from "./vehicle-colour";
import { num } from "./vehicle-geometry";
import type { SvgDefs } from "./svg-defs";

/** mulberry32: a tiny seeded generator, so the same seed always gives the same backdrop. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WALLS = ["#dfe2e5", "#e3dfd8", "#dcdfdc", "#e6e6e4", "#d8dde3"];
const FLOORS = ["#8f9397", "#9b968e", "#8a8f8c", "#a2a3a4", "#868c94"];

export interface Tones {
  readonly wall: string;
  readonly floor: string;
  readonly horizon: number;
  readonly panelOffset: number;
}

export function showroomTones(seed: number): Tones {
  const random = seededRandom(seed);
  const pick = Math.floor(random() * WALLS.length);
  const lift = (random() - 0.5) * 0.12;
  return {
    wall: shade(WALLS[pick] ?? "#e0e0e0", lift),
    floor: shade(FLOORS[pick] ?? "#909090", lift),
    horizon: 440 + Math.round(random() * 40),
    panelOffset: Math.round(random() * 240),
  };
}

/** Showroom wall and polished floor behind an exterior shot. */
export function renderShowroom(tones: Tones, defs: SvgDefs): string {
  const { wall, floor, horizon, panelOffset } = tones;
  const wallFill = defs.vertical(shade(wall, 0.25), wall, shade(wall, -0.08));
  const floorFill = defs.vertical(shade(floor, 0.35), floor, shade(floor, -0.35));
  const glow = defs.id("glow", (id) =>
    `<radialGradient id="${id}"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
  );
  const seams: string[] = [];
  for (let x = panelOffset; x < 1200; x += 240) seams.push(`M${x} 0V${horizon}`);
  return (
    `<rect width="1200" height="${horizon}" fill="url(#${wallFill})"/>` +
    `<rect y="${horizon}" width="1200" height="${800 - horizon}" fill="url(#${floorFill})"/>` +
    `<path d="${seams.join("")}" stroke="#000" stroke-opacity=".07" stroke-width="2"/>` +
    `<ellipse cx="600" cy="${horizon - 60}" rx="620" ry="330" fill="url(#${glow})"/>` +
    `<path d="M0 ${num(horizon)}H1200" stroke="#fff" stroke-opacity=".7" stroke-width="4"/>`
  );
}

/** Soft contact shadow centred under a vehicle. */
export function renderShadow(cx: number, cy: number, rx: number, ry: number, defs: SvgDefs): string {
  const fill = defs.id("shadow", (id) =>
    `<radialGradient id="${id}"><stop offset=".3" stop-color="#000" stop-opacity=".5"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`,
  );
  return `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}" fill="url(#${fill})"/>`;
}
