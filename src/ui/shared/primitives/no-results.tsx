/**
 * The no-results placeholder (spec §2 Other): an inline illustration, so it
 * needs no image request, and a message saying what was not found.
 */
import { css } from "goober"
import type { ReactNode } from "react"
import { color, font, space } from "../tokens.ts"

const wrap = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space.md};
  padding: ${space.xxl} ${space.lg};
  text-align: center;
  color: ${color.textMuted};
  & h2 { font-size: ${font.size.lg}; color: ${color.text}; }
`

export function NoResultsImage({ size = 160 }: { readonly size?: number }) {
  return (
    <svg width={size} height={size * 0.75} viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <rect x="18" y="16" width="92" height="88" rx="10" fill={color.brandTint} />
      <rect x="32" y="34" width="56" height="8" rx="4" fill="#c9d9ea" />
      <rect x="32" y="52" width="40" height="8" rx="4" fill="#c9d9ea" />
      <rect x="32" y="70" width="48" height="8" rx="4" fill="#c9d9ea" />
      <circle cx="106" cy="70" r="24" fill="#fff" stroke={color.brand} strokeWidth="6" />
      <path d="m123 88 17 17" stroke={color.brand} strokeWidth="8" strokeLinecap="round" />
      <path d="m98 62 16 16m0-16-16 16" stroke={color.textMuted} strokeWidth="5" strokeLinecap="round" />
    </svg>
  )
}

export function NoResults({ title, children }: { readonly title: string; readonly children?: ReactNode }) {
  return (
    <div className={wrap}>
      <NoResultsImage />
      <h2>{title}</h2>
      {children}
    </div>
  )
}
