/** The site's word for what it sells (`config.vehicleWord`): 'car'/'cars' by default, 'vehicle'/'vehicles' on a bikes and caravans site. */
export type VehicleWord = { one: string; many: string };

/**
 * Spec 000 §2: "a 'Show Me N cars' button that goes to the filtered result URL", in the site's own word (issue
 * 32: a bikes and caravans site said "Show Me 38 cars"). Null count: still counting.
 */
export function showMeLabel(count: number | null, word: VehicleWord, formatCount: (count: number) => string): string {
  if (count === null) return `Show Me … ${word.many}`;
  return `Show Me ${formatCount(count)} ${count === 1 ? word.one : word.many}`;
}
