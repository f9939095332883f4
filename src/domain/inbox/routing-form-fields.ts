/**
 * The routing page's form posts one rule per numbered group of fields (`rules.2.form_types`, ticked boxes repeated);
 * this reads them back into the shape `parseRoutingSettings` takes, in the order the manager gave, leaving out the
 * rules marked for removal and the blank new rule.
 */
export type RoutingFormInput = { reassign_after_minutes?: string; rules: Record<string, string | string[]>[] };

export function routingSettingsInput(fields: readonly [string, string][]): { input: RoutingFormInput; formNumbers: number[] } {
  const rules = new Map<number, Record<string, string | string[]>>();
  let minutes: string | undefined;
  for (const [name, value] of fields) {
    if (name === "reassign_after_minutes") minutes = value;
    const match = name.match(/^rules\.(\d{1,2})\.(id|order|remove|form_types|car_types|staff_ids)$/);
    if (!match) continue;
    const rule = rules.get(Number(match[1])) ?? {};
    const key = match[2]!;
    rule[key] = key === "form_types" || key === "car_types" || key === "staff_ids" ? [...((rule[key] as string[] | undefined) ?? []), value] : value;
    rules.set(Number(match[1]), rule);
  }
  const kept = [...rules.entries()]
    .filter(([, rule]) => rule.remove !== "yes" && (rule.id || rule.form_types || rule.car_types || rule.staff_ids))
    .toSorted(([a, ra], [b, rb]) => (Number(ra.order) || a + 1) - (Number(rb.order) || b + 1) || a - b);
  const input = {
    ...(minutes === undefined ? {} : { reassign_after_minutes: minutes }),
    rules: kept.map(([, { order: _order, remove: _remove, ...rule }]) => ({ form_types: [], car_types: [], staff_ids: [], ...rule })),
  };
  return { input, formNumbers: kept.map(([number]) => number) };
}

/** The schema names a rule by its place in the saved list; the form, by its own number: errors go back beside the field. */
export function errorsOnRoutingForm(errors: Record<string, string>, formNumbers: readonly number[]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([key, message]) => {
      const match = key.match(/^rules\.(\d+)\.([a-z_]+)/);
      return [match ? `rules.${formNumbers[Number(match[1])] ?? match[1]}.${match[2]}` : key, message];
    }),
  );
}
