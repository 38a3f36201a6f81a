/**
 * Time by section against the exam's pace, as a chart (issue 15): one bar
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
import type { Pacing } from "../../api/learning.ts"
import { clockText } from "../../domain/learning/pacing.ts"
import { color, font } from "../shared/tokens.ts"
import { pacingSummary } from "./chart-summaries.ts"
import { chartBox } from "./learning-styles.ts"
import { useWidth } from "./use-width.ts"

const ROW = 52
const MARGIN = { top: 4, right: 16, bottom: 34, left: 4 }

export default function PacingChart({ pacing }: { readonly pacing: Pacing }) {
  const box = useRef<HTMLDivElement>(null)
  const width = useWidth(box)
  const innerWidth = Math.max(160, width - MARGIN.left - MARGIN.right)
  const innerHeight = pacing.sections.length * ROW
  const top = Math.max(1, ...pacing.sections.flatMap((section) => [section.spentMs, section.expectedMs])) * 1.05
  const x = scaleLinear<number>({ domain: [0, top], range: [0, innerWidth], nice: true })
  const y = scaleBand<string>({ domain: pacing.sections.map((section) => section.sectionId), range: [0, innerHeight] })
  const ticks = x.ticks(innerWidth < 320 ? 3 : 5)
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
                <text x={0} y={rowTop + 15} fontSize={13} fill={color.text} fontFamily={font.family}>
                  <tspan fontWeight={600}>{section.name}</tspan>
                  <tspan fill={color.textMuted}>{` · ${clockText(section.spentMs)} of ${clockText(section.expectedMs)}${section.overPace ? " · over pace" : ""}`}</tspan>
                </text>
                <Bar x={0} y={barTop} width={innerWidth} height={16} rx={3} fill={color.surfaceAlt} stroke={color.border} />
                <Bar x={0} y={barTop} width={Math.max(2, x(section.spentMs))} height={16} rx={3} fill={section.overPace ? color.badge : color.brand} />
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
