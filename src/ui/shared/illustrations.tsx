/**
 * Decorative illustrations, drawn inline (no image requests). They carry no
 * information, so they are hidden from assistive technology.
 */
import { color } from "./tokens.ts"

/** A practice-test sheet with answered questions and a timer. */
export function PracticeSheetIllustration({ width = 340 }: { readonly width?: number }) {
  const rows = [0, 1, 2, 3]
  return (
    <svg width={width} height={width * 0.82} viewBox="0 0 340 280" aria-hidden="true" focusable="false">
      <rect x="40" y="28" width="240" height="236" rx="18" fill="#0a3a66" opacity="0.55" transform="rotate(-4 160 146)" />
      <rect x="56" y="20" width="240" height="236" rx="18" fill="#fff" />
      <rect x="80" y="44" width="120" height="12" rx="6" fill={color.brand} />
      <rect x="80" y="64" width="80" height="8" rx="4" fill="#c9d9ea" />
      {rows.map((row) => {
        const y = 98 + row * 38
        const done = row < 3
        return (
          <g key={row}>
            <circle cx="92" cy={y + 8} r="11" fill={done ? color.success : "#fff"} stroke={done ? color.success : "#9fb3c8"} strokeWidth="2.5" />
            {done ? <path d={`M86.5 ${y + 8.5}l4 4 7-8`} fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" /> : null}
            <rect x="114" y={y} width={row % 2 === 0 ? 150 : 120} height="8" rx="4" fill="#d9e3ee" />
            <rect x="114" y={y + 13} width={row % 2 === 0 ? 96 : 130} height="6" rx="3" fill="#e8eef5" />
          </g>
        )
      })}
      <circle cx="292" cy="44" r="34" fill="#ffd166" />
      <circle cx="292" cy="44" r="22" fill="none" stroke={color.footerBg} strokeWidth="4" />
      <path d="M292 31v13l9 6" fill="none" stroke={color.footerBg} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
