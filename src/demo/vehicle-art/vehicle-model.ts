/**
 * A vehicle is described as a few extruded side profiles ("parts"), in metres: x runs from the
 * rear (0) to the nose, y up from the ground, z across the width. The projection turns that into
 * any yaw angle, so every body type gets its front, side, rear and spin views from one outline.
 */

/**
 * Material of the surface swept by one outline edge:
 * p the part's paint, g glass, h lamp band (headlamps and grille facing forward, tail lamps and
 * plate facing back), l a lamp across the whole face, k black trim, t dark tray or tub,
 * i open cabin, n never drawn (underside).
 */
export type Material = "p" | "g" | "h" | "l" | "k" | "t" | "i" | "n";

/** Outline point, counter-clockwise with y up; the material is that of the edge to the next point. */
export type Vertex = readonly [x: number, y: number, material: Material, half?: number];

export type Point = readonly [x: number, y: number];

export interface Part {
  /** "body" for the vehicle's colour, otherwise a fixed `#rrggbb`. */
  readonly paint: string;
  /** Half the part's width; a vertex may override it (narrower roofs, tapering drawbars). */
  readonly half: number;
  /** Offset of the part's centre plane across the width (exhausts). */
  readonly zc?: number;
  /** Parts draw in layers, and within a layer far to near. */
  readonly layer?: number;
  readonly outline: readonly Vertex[];
  /** Side glass cut from the outline above the belt line, between x limits, split at pillars. */
  readonly glass?: {
    readonly belt: number;
    readonly from: number;
    readonly to: number;
    readonly pillars: readonly number[];
  };
  /** Explicit side windows (caravans), in outline coordinates. */
  readonly panes?: readonly (readonly Point[])[];
  /** Door shut lines from the sill up to the top, with a handle behind each but the front one. */
  readonly doors?: { readonly sill: number; readonly top: number; readonly seams: readonly number[] };
  readonly mirror?: Point;
  /** Near-side band below this height is unpainted black plastic. */
  readonly cladding?: number;
  /** Near-side band in the vehicle's colour on a part painted otherwise (caravan decals). */
  readonly stripe?: readonly [number, number];
}

export interface VehicleModel {
  readonly parts: readonly Part[];
  /** Axle positions along x. */
  readonly axles: readonly number[];
  readonly wheelRadius: number;
  /** Distance of each wheel's centre plane from the middle; 0 for single-track vehicles. */
  readonly track: number;
  readonly tyreWidth: number;
  /** Spoked wheels with open rims and no wheel arches. */
  readonly bike?: boolean;
}
