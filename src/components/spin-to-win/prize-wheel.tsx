import { landingRotation, segmentMiddle, segmentPath, WHEEL_CENTRE } from "./wheel-geometry";
import styles from "./spin-wheel.module.css";

const SEGMENT_COLOURS = [
  { fill: "fill-brand-primary", text: "fill-brand-primary-text" },
  { fill: "fill-brand-accent", text: "fill-brand-accent-text" },
  { fill: "fill-white", text: "fill-neutral-900" },
];
/** Longer labels are squeezed to fit between the hub and the pointer. */
const LONG_LABEL = 16;

type Props = {
  labels: readonly string[];
  /** The won segment: the wheel is drawn stopped on it. */
  landedOn?: number;
  /** Just spun: the wheel turns before it stops (not with prefers-reduced-motion). */
  spin?: boolean;
};

/**
 * The prize wheel, drawn on the server. Decorative (hidden from assistive technology): the page lists the prizes
 * and announces the result in words.
 */
export function PrizeWheel({ labels, landedOn, spin = false }: Props) {
  const count = labels.length;
  const turn = landedOn === undefined ? 0 : landingRotation(landedOn, count);
  const colour = (i: number) => SEGMENT_COLOURS[count % 2 === 1 && i === count - 1 ? 2 : i % 2]!;
  return (
    <svg viewBox="0 0 200 200" className="mx-auto block w-full max-w-sm" aria-hidden="true" focusable="false">
      <circle cx={WHEEL_CENTRE} cy={WHEEL_CENTRE} r="99" className="fill-neutral-900" />
      <g transform={`rotate(${turn} ${WHEEL_CENTRE} ${WHEEL_CENTRE})`}>
        <g className={spin ? styles.landing : undefined}>
          {labels.map((label, i) => (
            <g key={i}>
              <path d={segmentPath(i, count)} className={`${colour(i).fill} stroke-neutral-900`} strokeWidth="0.75" />
              <text
                transform={`rotate(${segmentMiddle(i, count) - 90} ${WHEEL_CENTRE} ${WHEEL_CENTRE})`}
                x={WHEEL_CENTRE + 52}
                y={WHEEL_CENTRE}
                textAnchor="middle"
                dominantBaseline="central"
                fontSize="7.5"
                fontWeight="700"
                className={colour(i).text}
                {...(label.length > LONG_LABEL ? { textLength: 66, lengthAdjust: "spacingAndGlyphs" } : {})}
              >
                {label}
              </text>
            </g>
          ))}
        </g>
      </g>
      <circle cx={WHEEL_CENTRE} cy={WHEEL_CENTRE} r="9" className="fill-white stroke-neutral-900" strokeWidth="2" />
      <path d="M 91 0 L 109 0 L 100 13 Z" className="fill-neutral-900 stroke-white" strokeWidth="1.5" />
    </svg>
  );
}
