/**
 * Time by section against the exam's pace, as a chart: one bar
 * per section for the time spent, a dark mark where the pace puts it (the
 * pace times the section's questions). visx in a chunk of its own, loaded
 * only by the result page (React.lazy in pacing-panel.tsx); one image with
 * a summary label, the same figures as a table beside it.
 */
import { AxisBottom } from "@visx/axis"
import { Group } from "@visx/group"
import { scaleBand, scaleLinear } from "@visx/scale"
import { Bar, Line } from "@visx/shape"
import { useRef } from "react"
import type { Pacing } from "../../api/learning/learning.ts"
import { clockText } from "../../domain/learning/pacing.ts"
import { color, font } from "../shared/tokens.ts"
import { pacingSummary } from "./chart-summaries.ts"
import { chartBox } from "./learning-styles.ts"
import { useWidth } from "./use-width.ts"

const ROW = 52
const MARGIN = { top: 4, right: 16, bottom: 34, left: 4 }
/** Room right of the bars for "12:30 / 20:00". */
const FIGURES = 96
/** Tick steps: 30 seconds to an hour. */
const STEPS_MS = [30_000, 60_000, 120_000, 300_000, 600_000, 900_000, 1_200_000, 1_800_000, 3_600_000]

export default function PacingChart({ pacing }: { readonly pacing: Pacing }) {
  const box = useRef<HTMLDivElement>(null)
  const width = useWidth(box)
  const innerWidth = Math.max(200, width - MARGIN.left - MARGIN.right)
  const barsWidth = innerWidth - FIGURES
  const maxChars = Math.floor(innerWidth / 7.5)
  const innerHeight = pacing.sections.length * ROW
  const longest = Math.max(1, ...pacing.sections.flatMap((section) => [section.spentMs, section.expectedMs]))
  // Ticks on whole minutes: the first step that needs at most 4 (narrow) or 6 of them.
  const most = innerWidth < 320 ? 4 : 6
  // (A pace of 2:51.43 times 7 questions is 20:00.003: a thousandth of a step over does not open another.)
  const steps = (each: number) => Math.max(1, Math.ceil(longest / each - 0.001))
  const step = STEPS_MS.find((each) => steps(each) <= most) ?? Math.ceil(longest / most / 60_000) * 60_000
  const end = steps(step) * step
  const x = scaleLinear<number>({ domain: [0, end], range: [0, barsWidth], clamp: true })
  const y = scaleBand<string>({ domain: pacing.sections.map((section) => section.sectionId), range: [0, innerHeight] })
  const ticks = Array.from({ length: end / step + 1 }, (_, index) => index * step)
  return (
    <div ref={box} className={chartBox}>
      <svg width={innerWidth + MARGIN.left + MARGIN.right} height={innerHeight + MARGIN.top + MARGIN.bottom} role="img" aria-label={pacingSummary(pacing)}>
        <Group left={MARGIN.left} top={MARGIN.top}>
          {pacing.sections.map((section) => {
            const rowTop = y(section.sectionId) ?? 0
            const barTop = rowTop + 22
            const expected = x(section.expectedMs)
            return (
              <g key={section.sectionId}>
                <text x={0} y={rowTop + 15} fontSize={13} fontWeight={600} fill={color.text} fontFamily={font.family}>
                  {section.name.length <= maxChars ? section.name : `${section.name.slice(0, maxChars - 1)}…`}
                </text>
                <Bar x={0} y={barTop} width={barsWidth} height={16} rx={3} fill={color.surfaceAlt} stroke={color.border} />
                <Bar x={0} y={barTop} width={Math.max(2, x(section.spentMs))} height={16} rx={3} fill={section.overPace ? color.badge : color.brand} />
                <text x={barsWidth + 8} y={barTop + 12} fontSize={12} fill={color.textMuted} fontFamily={font.family}>
                  {`${clockText(section.spentMs)} / ${clockText(section.expectedMs)}`}
                </text>
                <Line from={{ x: expected, y: barTop - 4 }} to={{ x: expected, y: barTop + 20 }} stroke={color.text} strokeWidth={3} />
              </g>
            )
          })}
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickValues={ticks}
            tickFormat={(value) => clockText(Number(value))}
            stroke={color.borderStrong}
            tickStroke={color.borderStrong}
            tickLabelProps={{ fill: color.textMuted, fontSize: 12, fontFamily: font.family, textAnchor: "middle" }}
          />
        </Group>
      </svg>
    </div>
  )
}
