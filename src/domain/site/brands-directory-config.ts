import { z } from "zod";

const sitePath = z.string().regex(/^\/[^\s]*$/, "must be a path starting with /");

/** A brand the group runs itself (its used-car yard, service centre, finance arm): the own-brand grid. */
const ownBrandSchema = z
  .object({
    name: z.string().min(1).max(60),
    description: z.string().min(1).max(200),
    href: sitePath,
  })
  .strict();

/**
 * Spec 000 §1: "A group-level brands directory exists with car, motorcycle, truck and own-brand grids and
 * stats banners (50+ locations, 40+ brands, 30+ years)". The brand grids and the location and brand counts
 * come from the group's data; the years come from the year the group was founded.
 */
export const brandsDirectorySchema = z
  .object({
    establishedYear: z.number().int().min(1850).max(2100).optional(),
    ownBrands: z.array(ownBrandSchema).max(24).default([]),
  })
  .strict();

export type BrandsDirectoryConfig = z.infer<typeof brandsDirectorySchema>;
