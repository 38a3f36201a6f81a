/**
 * Readiness per objective as a chart: one bar per objective, its
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
import type { Readiness } from "../../api/learning/learning.ts"
import { READINESS_WORDS } from "../../domain/learning/readiness.ts"
import { color, font } from "../shared/tokens.ts"
import { readinessSummary } from "./chart-summaries.ts"
import { chartBox, statusColor } from "./learning-styles.ts"
import { useWidth } from "./use-width.ts"

const ROW = 50
const MARGIN = { top: 20, right: 4, bottom: 34, left: 4 }
/** Room right of the bars for "100% · Not yet". */
const FIGURES = 100

const shortened = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, Math.max(1, max - 1))}…`)

export default function ReadinessChart({ readiness }: { readonly readiness: Readiness }) {
  const box = useRef<HTMLDivElement>(null)
  const width = useWidth(box)
  const innerWidth = Math.max(200, width - MARGIN.left - MARGIN.right)
  const barsWidth = innerWidth - FIGURES
  const innerHeight = readiness.objectives.length * ROW
  const x = scaleLinear<number>({ domain: [0, 100], range: [0, barsWidth], clamp: true })
  const y = scaleBand<string>({ domain: readiness.objectives.map((row) => row.objective), range: [0, innerHeight] })
  // About 7.5 px a character at 13 px, semibold.
  const maxChars = Math.floor(innerWidth / 7.5)
  const pass = x(readiness.passMarkPercent)
  return (
    <div ref={box} className={chartBox}>
      <svg
        width={innerWidth + MARGIN.left + MARGIN.right}
        height={innerHeight + MARGIN.top + MARGIN.bottom}
        role="img"
        aria-label={readinessSummary(readiness)}
      >
        <Group left={MARGIN.left} top={MARGIN.top}>
          {readiness.objectives.map((row) => {
            const top = y(row.objective) ?? 0
            const barTop = top + 22
            return (
              <g key={row.objective}>
                <text x={0} y={top + 15} fontSize={13} fontWeight={600} fill={color.text} fontFamily={font.family}>
                  {shortened(row.objective, maxChars)}
                </text>
                <Bar x={0} y={barTop} width={barsWidth} height={16} rx={3} fill={color.surfaceAlt} stroke={color.border} />
                {row.estimate === null ? null : <Bar x={0} y={barTop} width={Math.max(2, x(row.estimate))} height={16} rx={3} fill={statusColor[row.status]} />}
                {row.low === null || row.high === null ? null : (
                  <g stroke={color.text} strokeWidth={1.5}>
                    <Line from={{ x: x(row.low), y: barTop + 8 }} to={{ x: x(row.high), y: barTop + 8 }} />
                    <Line from={{ x: x(row.low), y: barTop + 3 }} to={{ x: x(row.low), y: barTop + 13 }} />
                    <Line from={{ x: x(row.high), y: barTop + 3 }} to={{ x: x(row.high), y: barTop + 13 }} />
                  </g>
                )}
                <text x={barsWidth + 8} y={barTop + 12} fontSize={12} fill={color.textMuted} fontFamily={font.family}>
                  {row.estimate === null ? "no answers" : `${Math.round(row.estimate)}% · ${READINESS_WORDS[row.status]}`}
                </text>
              </g>
            )
          })}
          {/* The pass mark across each bar (not across the names above them). */}
          {readiness.objectives.map((row) => {
            const barTop = (y(row.objective) ?? 0) + 22
            return (
              <Line
                key={row.objective}
                from={{ x: pass, y: barTop - 4 }}
                to={{ x: pass, y: barTop + 20 }}
                stroke={color.text}
                strokeWidth={2}
                strokeDasharray="4 3"
              />
            )
          })}
          <Line from={{ x: pass, y: -4 }} to={{ x: pass, y: 2 }} stroke={color.text} strokeWidth={2} />
          <text x={pass} y={-8} fontSize={12} fill={color.text} fontFamily={font.family} textAnchor="middle">
            Pass mark {readiness.passMarkPercent}%
          </text>
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
