/** The benchmark's group site: one site over about 50,000 searchable cars of several dealerships (seed-group-site.ts). */
export const GROUP_SITE_SLUG = "bench-group";
