/** Spec 000 §5: "Spec lines with undefined, null, empty or 'null' values are dropped." */
export function isPresentSpecValue(value: string | null | undefined): value is string {
  return value !== null && value !== undefined && value.trim() !== "" && value.trim() !== "null";
}
