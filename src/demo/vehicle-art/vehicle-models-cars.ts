import type { VehicleModel } from "./vehicle-model";

export const SEDAN: VehicleModel = {
  axles: [0.95, 3.75],
  wheelRadius: 0.33,
  track: 0.78,
  tyreWidth: 0.23,
  parts: [
    {
      paint: "body",
      half: 0.92,
      outline: [
        [0.08, 0.28, "n"], [4.7, 0.28, "k"], [4.8, 0.36, "p"], [4.84, 0.5, "h"], [4.8, 0.7, "p"],
        [4.55, 0.78, "p"], [3.25, 0.98, "g"], [2.45, 1.42, "p", 0.7], [1.95, 1.45, "p", 0.7],
        [1.45, 1.4, "g", 0.7], [0.85, 1.05, "p"], [0.1, 1.0, "h"], [0.05, 0.8, "p"], [0.02, 0.4, "k"],
      ],
      glass: { belt: 0.98, from: 1.25, to: 3.3, pillars: [2.3] },
      doors: { sill: 0.36, top: 0.98, seams: [1.45, 2.35, 3.35] },
      mirror: [3.2, 1.0],
    },
  ],
};

export const HATCH: VehicleModel = {
  axles: [0.78, 3.35],
  wheelRadius: 0.31,
  track: 0.76,
  tyreWidth: 0.2,
  parts: [
    {
      paint: "body",
      half: 0.88,
      outline: [
        [0.08, 0.28, "n"], [3.98, 0.28, "k"], [4.08, 0.36, "p"], [4.12, 0.5, "h"], [4.07, 0.72, "p"],
        [3.85, 0.8, "p"], [2.85, 0.98, "g"], [2.1, 1.45, "p", 0.7], [0.5, 1.42, "g", 0.7],
        [0.14, 1.06, "h"], [0.07, 0.84, "p"], [0.04, 0.4, "k"],
      ],
      glass: { belt: 0.98, from: 0.3, to: 2.9, pillars: [1.9, 0.95] },
      doors: { sill: 0.36, top: 0.98, seams: [1.05, 1.95, 2.95] },
      mirror: [2.8, 1.0],
    },
  ],
};

export const WAGON: VehicleModel = {
  ...SEDAN,
  parts: [
    {
      paint: "body",
      half: 0.92,
      outline: [
        [0.08, 0.28, "n"], [4.7, 0.28, "k"], [4.8, 0.36, "p"], [4.84, 0.5, "h"], [4.8, 0.7, "p"],
        [4.55, 0.78, "p"], [3.25, 0.98, "g"], [2.45, 1.44, "p", 0.7], [0.4, 1.42, "g", 0.7],
        [0.12, 1.04, "h"], [0.06, 0.82, "p"], [0.02, 0.4, "k"],
      ],
      glass: { belt: 0.98, from: 0.25, to: 3.3, pillars: [2.3, 1.15] },
      doors: { sill: 0.36, top: 0.98, seams: [1.45, 2.35, 3.35] },
      mirror: [3.2, 1.0],
    },
  ],
};

const COUPE_BASE = [
  [0.06, 0.26, "n"], [4.45, 0.26, "k"], [4.56, 0.33, "p"], [4.6, 0.46, "h"], [4.56, 0.64, "p"],
  [4.3, 0.72, "p"],
] as const;

export const COUPE: VehicleModel = {
  axles: [0.9, 3.6],
  wheelRadius: 0.33,
  track: 0.8,
  tyreWidth: 0.25,
  parts: [
    {
      paint: "body",
      half: 0.92,
      outline: [
        ...COUPE_BASE,
        [2.95, 0.9, "g"], [2.1, 1.3, "p", 0.7], [1.55, 1.27, "g", 0.7], [0.6, 0.98, "p"],
        [0.06, 0.94, "h"], [0.03, 0.76, "p"], [0.0, 0.38, "k"],
      ],
      glass: { belt: 0.9, from: 1.3, to: 3.0, pillars: [] },
      doors: { sill: 0.34, top: 0.9, seams: [1.75, 3.05] },
      mirror: [2.9, 0.92],
    },
  ],
};

export const CONVERTIBLE: VehicleModel = {
  ...COUPE,
  parts: [
    {
      paint: "body",
      half: 0.92,
      outline: [...COUPE_BASE, [2.95, 0.9, "i"], [1.35, 0.92, "p"], [0.06, 0.94, "h"], [0.03, 0.76, "p"], [0.0, 0.38, "k"]],
      doors: { sill: 0.34, top: 0.9, seams: [1.75, 3.05] },
      mirror: [2.9, 0.92],
    },
    {
      paint: "#2a2622",
      half: 0.62,
      layer: 1,
      outline: [[1.55, 0.86, "n"], [2.2, 0.86, "p"], [2.15, 1.12, "p"], [1.62, 1.14, "p"]],
    },
    {
      paint: "#202326",
      half: 0.72,
      layer: 1,
      outline: [[2.93, 0.88, "g"], [2.53, 1.19, "k"], [2.47, 1.18, "g"], [2.86, 0.86, "k"]],
    },
  ],
};

export const SUV: VehicleModel = {
  axles: [0.95, 3.75],
  wheelRadius: 0.38,
  track: 0.8,
  tyreWidth: 0.25,
  parts: [
    {
      paint: "body",
      half: 0.94,
      outline: [
        [0.08, 0.42, "n"], [4.6, 0.42, "k"], [4.7, 0.52, "p"], [4.74, 0.66, "h"], [4.72, 0.92, "p"],
        [4.45, 1.0, "p"], [3.55, 1.12, "g"], [2.85, 1.72, "p", 0.76], [0.45, 1.72, "g", 0.76],
        [0.14, 1.22, "h"], [0.08, 0.98, "p"], [0.04, 0.56, "k"],
      ],
      glass: { belt: 1.12, from: 0.3, to: 3.6, pillars: [2.6, 1.3] },
      doors: { sill: 0.58, top: 1.12, seams: [1.45, 2.6, 3.6] },
      mirror: [3.5, 1.14],
      cladding: 0.58,
    },
    ...[-0.64, 0.64].map((zc) => ({
      paint: "#2b2d30",
      half: 0.035,
      zc,
      layer: 1,
      outline: [[0.6, 1.71, "k"], [2.9, 1.71, "k"], [2.8, 1.8, "k"], [0.7, 1.8, "k"]] as const,
    })),
  ],
};

export const PEOPLE_MOVER: VehicleModel = {
  axles: [1.0, 4.0],
  wheelRadius: 0.34,
  track: 0.8,
  tyreWidth: 0.23,
  parts: [
    {
      paint: "body",
      half: 0.95,
      outline: [
        [0.06, 0.34, "n"], [4.88, 0.34, "k"], [4.96, 0.44, "p"], [5.0, 0.6, "h"], [4.95, 0.86, "p"],
        [4.75, 0.94, "p"], [4.0, 1.08, "g"], [3.15, 1.8, "p", 0.78], [0.32, 1.8, "g", 0.78],
        [0.1, 1.2, "h"], [0.06, 0.96, "p"], [0.03, 0.46, "k"],
      ],
      glass: { belt: 1.08, from: 0.22, to: 4.05, pillars: [3.0, 1.7] },
      doors: { sill: 0.42, top: 1.08, seams: [1.5, 3.0, 4.05] },
      mirror: [3.95, 1.1],
    },
  ],
};
