/**
 * Readiness per objective as a chart (issue 15): one bar per objective, its
 * 95% interval as a whisker, against the pass mark's dashed line. Drawn
 * with visx (scales, bars, axis) in a chunk of its own, loaded only by the
 * exam's page (React.lazy in readiness-panel.tsx). The SVG is one image
 * with a summary label; the panel carries the same figures as a table.
 */
import { AxisBottom } from "@visx/axis"
import { Group } from "@visx/group"
import { scaleBand, scaleLinear } from "@visx/scale"
import { Bar, Line } from "@visx/shape"
import { useRef } from "react"
import type { Readiness } from "../../api/learning.ts"
import { READINESS_WORDS } from "../../domain/learning/readiness.ts"
import { color, font } from "../shared/tokens.ts"
import { readinessSummary } from "./chart-summaries.ts"
import { chartBox, statusColor } from "./learning-styles.ts"
import { useWidth } from "./use-width.ts"

const ROW = 52
const MARGIN = { top: 4, right: 12, bottom: 34, left: 4 }

const shortened = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, Math.max(1, max - 1))}…`)

export default function ReadinessChart({ readiness }: { readonly readiness: Readiness }) {
  const box = useRef<HTMLDivElement>(null)
  const width = useWidth(box)
  const innerWidth = Math.max(160, width - MARGIN.left - MARGIN.right)
  const innerHeight = readiness.objectives.length * ROW
  const x = scaleLinear<number>({ domain: [0, 100], range: [0, innerWidth], clamp: true })
  const y = scaleBand<string>({ domain: readiness.objectives.map((row) => row.objective), range: [0, innerHeight] })
  // About 7 px a character at 13 px: the name gives way to the figures.
  const maxChars = Math.floor(innerWidth / 7)
  const pass = x(readiness.passMarkPercent)
  return (
    <div ref={box} className={chartBox}>
      <svg width={innerWidth + MARGIN.left + MARGIN.right} height={innerHeight + MARGIN.top + MARGIN.bottom} role="img" aria-label={readinessSummary(readiness)}>
        <Group left={MARGIN.left} top={MARGIN.top}>
          {readiness.objectives.map((row) => {
            const top = y(row.objective) ?? 0
            const figures = row.estimate === null
              ? "no answers yet"
              : `${Math.round(row.estimate)}% · ${READINESS_WORDS[row.status]}${row.fewAnswers ? " (few answers)" : ""}`
            const barTop = top + 22
            return (
              <g key={row.objective}>
                <text x={0} y={top + 15} fontSize={13} fill={color.text} fontFamily={font.family}>
                  <tspan fontWeight={600}>{shortened(row.objective, Math.max(8, maxChars - figures.length - 3))}</tspan>
                  <tspan fill={color.textMuted}>{` · ${figures}`}</tspan>
                </text>
                <Bar x={0} y={barTop} width={innerWidth} height={16} rx={3} fill={color.surfaceAlt} stroke={color.border} />
                {row.estimate === null ? null : (
                  <Bar x={0} y={barTop} width={Math.max(2, x(row.estimate))} height={16} rx={3} fill={statusColor[row.status]} />
                )}
                {row.low === null || row.high === null ? null : (
                  <g stroke={color.text} strokeWidth={1.5}>
                    <Line from={{ x: x(row.low), y: barTop + 8 }} to={{ x: x(row.high), y: barTop + 8 }} />
                    <Line from={{ x: x(row.low), y: barTop + 3 }} to={{ x: x(row.low), y: barTop + 13 }} />
                    <Line from={{ x: x(row.high), y: barTop + 3 }} to={{ x: x(row.high), y: barTop + 13 }} />
                  </g>
                )}
              </g>
            )
          })}
          <Line from={{ x: pass, y: 0 }} to={{ x: pass, y: innerHeight }} stroke={color.text} strokeWidth={2} strokeDasharray="5 4" />
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickValues={[0, 25, 50, 75, 100]}
            tickFormat={(value) => `${String(value)}%`}
            stroke={color.borderStrong}
            tickStroke={color.borderStrong}
            tickLabelProps={{ fill: color.textMuted, fontSize: 12, fontFamily: font.family, textAnchor: "middle" }}
          />
        </Group>
      </svg>
    </div>
  )
}
