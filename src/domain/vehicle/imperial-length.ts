/** Spec 000 §9: "Imperial conversion 0.3048 m per ft." */
export const METRES_PER_FOOT = 0.3048;
const INCHES_PER_FOOT = 12;

/**
 * A length in millimetres as feet and inches, to the nearest inch: caravans and trailers are sold by
 * their length in feet ("a 22 ft van"), so their body length and width are shown both ways.
 */
export function feetAndInches(millimetres: number): { feet: number; inches: number } {
  const totalInches = Math.round((millimetres / 1000 / METRES_PER_FOOT) * INCHES_PER_FOOT);
  return { feet: Math.floor(totalInches / INCHES_PER_FOOT), inches: totalInches % INCHES_PER_FOOT };
}

/** `6600` → `21 ft 8 in`; whole feet drop the inches (`22 ft`). */
export function formatFeetAndInches(millimetres: number): string {
  const { feet, inches } = feetAndInches(millimetres);
  return inches === 0 ? `${feet} ft` : `${feet} ft ${inches} in`;
}
