/** The wheel is drawn in a 200 × 200 view box around its centre, angles clockwise from the pointer at the top. */
export const WHEEL_CENTRE = 100;
const RADIUS = 94;

const point = (degrees: number, radius: number) => {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return `${(WHEEL_CENTRE + radius * Math.cos(radians)).toFixed(2)} ${(WHEEL_CENTRE + radius * Math.sin(radians)).toFixed(2)}`;
};

/** The SVG path of segment `index` of `count` equal segments. */
export function segmentPath(index: number, count: number): string {
  const size = 360 / count;
  const start = index * size;
  return `M ${WHEEL_CENTRE} ${WHEEL_CENTRE} L ${point(start, RADIUS)} A ${RADIUS} ${RADIUS} 0 ${size > 180 ? 1 : 0} 1 ${point(start + size, RADIUS)} Z`;
}

/** The angle of a segment's middle. */
export const segmentMiddle = (index: number, count: number) => (index + 0.5) * (360 / count);

/** How far the wheel turns so that segment `index` stops under the pointer, in [0, 360). */
export function landingRotation(index: number, count: number): number {
  return (360 - segmentMiddle(index, count)) % 360;
}
