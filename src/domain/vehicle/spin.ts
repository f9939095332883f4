/** Spec 000 §9: "Spin: 20 px per frame sensitivity, autorotate interval default 100 ms." */
export const SPIN_PIXELS_PER_FRAME = 20;
export const SPIN_AUTOROTATE_MS = 100;

const wrap = (frame: number, count: number) => ((frame % count) + count) % count;

/** The frame shown after dragging `dx` pixels from `startFrame`: dragging left turns the car one way, right the other. */
export function spinFrameAfterDrag(startFrame: number, dx: number, frameCount: number, pixelsPerFrame = SPIN_PIXELS_PER_FRAME): number {
  if (frameCount <= 0) return 0;
  return wrap(startFrame + Math.trunc(-dx / pixelsPerFrame), frameCount);
}

/** One step of autorotation or an arrow key; without `loop` the turn stops at the last frame (null = stop). */
export function nextSpinFrame(frame: number, step: 1 | -1, frameCount: number, loop: boolean): number | null {
  const next = frame + step;
  if (!loop && (next < 0 || next >= frameCount)) return null;
  return wrap(next, frameCount);
}

/** Hotspots placed on the given frame (spec 000 §3: positions with activeAngle, posX, posY). */
export function hotspotsOnFrame<T extends { positions: { activeAngle: number; posX: number; posY: number }[] }>(hotspots: readonly T[], frame: number) {
  return hotspots.flatMap((hotspot) => hotspot.positions.filter((p) => p.activeAngle === frame).map((p) => ({ hotspot, x: p.posX, y: p.posY })));
}
