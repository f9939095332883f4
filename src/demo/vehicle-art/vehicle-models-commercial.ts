import type { VehicleModel } from "./vehicle-model";

const DARK = "#2a2c2f";
const ALLOY = "#c4c8cc";
const CHROME = "#b7bcc2";

export const UTE: VehicleModel = {
  axles: [0.95, 4.15],
  wheelRadius: 0.39,
  track: 0.8,
  tyreWidth: 0.26,
  parts: [
    {
      paint: "body",
      half: 0.93,
      outline: [
        [0.06, 0.46, "n"], [5.2, 0.46, "k"], [5.28, 0.56, "p"], [5.32, 0.72, "h"], [5.28, 1.0, "p"], [5.0, 1.08, "p"],
        [3.95, 1.18, "g"], [3.25, 1.8, "p", 0.78], [1.98, 1.8, "g", 0.78], [1.96, 1.48, "p"],
        [1.94, 1.22, "t"], [0.06, 1.22, "p"], [0.05, 1.06, "h"], [0.03, 0.7, "p"], [0.02, 0.58, "k"],
      ],
      glass: { belt: 1.18, from: 2.05, to: 4.0, pillars: [3.0] },
      doors: { sill: 0.6, top: 1.18, seams: [2.02, 3.0, 4.0] },
      mirror: [3.9, 1.2],
      cladding: 0.56,
    },
  ],
};

export const CAB_CHASSIS: VehicleModel = {
  axles: [1.3, 4.35],
  wheelRadius: 0.38,
  track: 0.8,
  tyreWidth: 0.25,
  parts: [
    {
      paint: DARK,
      half: 0.45,
      outline: [[0.3, 0.5, "n"], [3.3, 0.5, "p"], [3.3, 0.92, "p"], [0.3, 0.92, "p"]],
    },
    {
      paint: "body",
      half: 0.93,
      layer: 1,
      outline: [
        [3.25, 0.52, "n"], [5.2, 0.52, "k"], [5.28, 0.6, "p"], [5.32, 0.74, "h"], [5.28, 1.02, "p"], [5.0, 1.1, "p"],
        [4.1, 1.2, "g"], [3.5, 1.8, "p", 0.78], [3.2, 1.78, "g", 0.78], [3.18, 1.45, "p"],
      ],
      glass: { belt: 1.2, from: 3.3, to: 4.15, pillars: [] },
      doors: { sill: 0.62, top: 1.2, seams: [3.3, 4.15] },
      mirror: [4.05, 1.22],
    },
    {
      paint: ALLOY,
      half: 0.98,
      layer: 1,
      outline: [[0, 0.92, "n"], [3.1, 0.92, "p"], [3.1, 1.22, "p"], [0, 1.22, "h"]],
      doors: { sill: 0.96, top: 1.18, seams: [0.05, 1.55, 3.05] },
    },
    {
      paint: ALLOY,
      half: 0.95,
      layer: 1,
      outline: [[3.0, 1.22, "n"], [3.1, 1.22, "p"], [3.1, 1.72, "p"], [3.0, 1.72, "p"]],
    },
  ],
};

export const VAN: VehicleModel = {
  axles: [0.95, 4.3],
  wheelRadius: 0.34,
  track: 0.82,
  tyreWidth: 0.23,
  parts: [
    {
      paint: "body",
      half: 0.96,
      outline: [
        [0.06, 0.38, "n"], [5.2, 0.38, "k"], [5.28, 0.47, "p"], [5.32, 0.62, "h"], [5.26, 0.94, "p"], [5.0, 1.04, "p"],
        [4.55, 1.18, "g"], [3.95, 2.3, "p", 0.86], [0.08, 2.3, "p", 0.86], [0.05, 1.3, "h"],
        [0.04, 0.95, "p"], [0.02, 0.5, "k"],
      ],
      glass: { belt: 1.18, from: 3.95, to: 4.6, pillars: [] },
      doors: { sill: 0.46, top: 2.05, seams: [2.1, 3.35, 4.55] },
      mirror: [4.5, 1.2],
    },
  ],
};

export const TRUCK: VehicleModel = {
  axles: [1.35, 6.15],
  wheelRadius: 0.42,
  track: 0.86,
  tyreWidth: 0.26,
  parts: [
    {
      paint: DARK,
      half: 1.0,
      outline: [[0, 0.55, "n"], [5.5, 0.55, "p"], [5.5, 0.95, "p"], [0, 0.95, "h"]],
    },
    {
      paint: "#eceef0",
      half: 1.1,
      layer: 1,
      outline: [[0, 0.95, "n"], [5.3, 0.95, "p"], [5.3, 3.2, "p"], [0, 3.2, "p"]],
    },
    {
      paint: "body",
      half: 1.05,
      layer: 1,
      outline: [
        [5.42, 0.55, "n"], [7.12, 0.55, "k"], [7.2, 0.85, "h"], [7.2, 1.5, "p"], [7.12, 1.62, "g"],
        [6.98, 2.5, "p", 0.98], [5.5, 2.55, "p", 0.98],
      ],
      glass: { belt: 1.62, from: 6.05, to: 7.15, pillars: [] },
      doors: { sill: 0.75, top: 2.35, seams: [6.0, 7.08] },
      mirror: [7.2, 2.0],
    },
  ],
};

export const CARAVAN: VehicleModel = {
  axles: [2.9],
  wheelRadius: 0.36,
  track: 0.95,
  tyreWidth: 0.22,
  parts: [
    {
      paint: DARK,
      half: 1.0,
      outline: [[5.95, 0.46, "n", 1.0], [7.45, 0.5, "k", 0.05], [7.45, 0.62, "k", 0.05], [5.95, 0.62, "k", 1.0]],
    },
    {
      paint: DARK,
      half: 0.03,
      outline: [[7.0, 0.18, "n"], [7.07, 0.18, "k"], [7.07, 0.72, "k"], [7.0, 0.72, "k"]],
    },
    {
      paint: "#dfe3e6",
      half: 0.36,
      outline: [[6.25, 0.62, "n"], [6.65, 0.62, "p"], [6.65, 1.08, "p"], [6.25, 1.08, "p"]],
    },
    {
      paint: "#f1f2f0",
      half: 1.2,
      outline: [
        [0, 0.5, "n"], [6.0, 0.5, "p"], [6.1, 0.9, "p"], [6.05, 2.5, "p"], [5.8, 2.85, "p", 1.15],
        [0.15, 2.85, "p", 1.15], [0, 2.6, "p"], [0, 1.0, "h"],
      ],
      panes: [
        [[4.7, 1.55], [5.7, 1.55], [5.7, 2.25], [4.7, 2.25]],
        [[0.8, 1.55], [2.1, 1.55], [2.1, 2.25], [0.8, 2.25]],
        [[2.8, 1.7], [3.25, 1.7], [3.25, 2.15], [2.8, 2.15]],
      ],
      doors: { sill: 0.62, top: 2.35, seams: [2.7, 3.35] },
      stripe: [0.6, 1.15],
    },
  ],
};

export const MOTORCYCLE: VehicleModel = {
  axles: [0.35, 1.8],
  wheelRadius: 0.32,
  track: 0,
  tyreWidth: 0.16,
  bike: true,
  parts: [
    { paint: DARK, half: 0.09, outline: [[0.35, 0.29, "p"], [0.95, 0.38, "p"], [0.95, 0.47, "p"], [0.35, 0.36, "p"]] },
    {
      paint: "#55595e",
      half: 0.16,
      outline: [[0.75, 0.24, "p"], [1.3, 0.24, "p"], [1.42, 0.5, "p"], [1.25, 0.74, "p"], [0.85, 0.72, "p"], [0.7, 0.46, "p"]],
    },
    { paint: CHROME, half: 0.05, zc: 0.2, outline: [[0.1, 0.4, "p"], [1.05, 0.22, "p"], [1.05, 0.3, "p"], [0.14, 0.5, "p"]] },
    { paint: DARK, half: 0.06, outline: [[0.88, 0.62, "p"], [1.5, 0.88, "p"], [1.48, 0.98, "p"], [0.86, 0.72, "p"]] },
    { paint: "body", half: 0.1, outline: [[0.15, 0.76, "p"], [0.6, 0.74, "p"], [0.55, 0.86, "p"], [0.08, 0.88, "l"]] },
    { paint: "#1c1c1e", half: 0.14, outline: [[0.42, 0.8, "p"], [1.04, 0.78, "p"], [1.06, 0.93, "p"], [0.7, 0.91, "p"], [0.45, 0.9, "p"]] },
    { paint: "body", half: 0.17, outline: [[1.0, 0.78, "p"], [1.5, 0.84, "p"], [1.42, 1.0, "p", 0.13], [1.12, 1.03, "p", 0.13]] },
    ...[-0.085, 0.085].map((zc) => ({
      paint: CHROME,
      half: 0.022,
      zc,
      outline: [[1.73, 0.3, "p"], [1.81, 0.33, "p"], [1.56, 1.04, "p"], [1.48, 1.01, "p"]] as const,
    })),
    { paint: "body", half: 0.08, outline: [[1.6, 0.62, "p"], [2.02, 0.55, "p"], [2.0, 0.61, "p"], [1.62, 0.69, "p"]] },
    { paint: "body", half: 0.14, outline: [[1.5, 0.88, "p"], [1.73, 0.9, "l"], [1.7, 1.1, "p"], [1.52, 1.12, "p"]] },
    { paint: DARK, half: 0.38, outline: [[1.42, 1.1, "k"], [1.49, 1.1, "k"], [1.49, 1.15, "k"], [1.42, 1.15, "k"]] },
  ],
};
