import type { Point } from "./vehicle-model";

/** The camera looks slightly down on the vehicle, as a photographer standing beside it would. */
const SIN_PITCH = 0.1;
const COS_PITCH = Math.sqrt(1 - SIN_PITCH ** 2);
/** Studio light from above, behind the camera and to its left, in world axes (x right, y up, z to the camera). */
const LIGHT = normalise([-0.35, 0.85, 0.4]);

function normalise(v: readonly [number, number, number]): readonly [number, number, number] {
  const len = Math.hypot(...v);
  return [v[0] / len, v[1] / len, v[2] / len];
}

/**
 * Orthographic view of a vehicle turned by `yaw` degrees: 0 shows its side with the nose to the
 * right, 90 its front, -90 its rear. Screen pixels are `scale` per metre plus an offset.
 */
export interface View {
  readonly cos: number;
  readonly sin: number;
  readonly scale: number;
  readonly ox: number;
  readonly oy: number;
  /** +1 when the vehicle's +z side faces the camera, otherwise -1. */
  readonly near: 1 | -1;
}

export function makeView(yaw: number, scale = 1, ox = 0, oy = 0): View {
  const rad = (yaw * Math.PI) / 180;
  const cos = Math.cos(rad);
  return { cos, sin: Math.sin(rad), scale, ox, oy, near: cos >= -1e-9 ? 1 : -1 };
}

export function project(v: View, x: number, y: number, z: number): Point {
  return [
    v.ox + v.scale * (x * v.cos - z * v.sin),
    v.oy + v.scale * (-y * COS_PITCH + (x * v.sin + z * v.cos) * SIN_PITCH),
  ];
}

/** Distance towards the camera, for drawing far things first. */
export function depth(v: View, x: number, z: number): number {
  return x * v.sin + z * v.cos;
}

/** Whether a surface with outward normal (nx, ny) in the vehicle's side plane faces the camera. */
export function facesCamera(v: View, nx: number, ny: number): boolean {
  return ny * SIN_PITCH + nx * v.sin * COS_PITCH > 1e-3;
}

/** Diffuse light on a surface with normal (nx, ny, nz) in vehicle axes, 0 (dark) to 1. */
export function lightOn(v: View, nx: number, ny: number, nz: number): number {
  const wx = nx * v.cos - nz * v.sin;
  const wz = nx * v.sin + nz * v.cos;
  return Math.max(0, wx * LIGHT[0] + ny * LIGHT[1] + wz * LIGHT[2]);
}

/** Affine map from a wheel's own plane (unit circle, y up) to the screen, as SVG matrix values. */
export function wheelMatrix(v: View, radius: number, at: Point): readonly number[] {
  // A wheel seen exactly edge-on has no area; a sliver keeps the matrix invertible.
  const c = Math.abs(v.cos) < 0.03 ? 0.03 * v.near : v.cos;
  const r = radius * v.scale;
  return [c * r, v.sin * SIN_PITCH * r, 0, -COS_PITCH * r, at[0], at[1]];
}

/** Screen offset of moving `dz` metres across the vehicle. */
export function acrossOffset(v: View, dz: number): Point {
  return [-dz * v.sin * v.scale, dz * v.cos * SIN_PITCH * v.scale];
}
