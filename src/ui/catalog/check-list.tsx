/** What a purchase includes, as a ticked list ("180 days of access", "3 practice tests"). */
import { css } from "goober"
import type { ReactNode } from "react"
import { color, font, space } from "../shared/tokens.ts"

const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  font-size: ${font.size.sm};
  & li { display: flex; align-items: flex-start; gap: ${space.sm}; }
  & svg { flex: none; margin-top: 2px; color: ${color.success}; }
`

const Tick = () => (
  <svg
    width={16}
    height={16}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={3}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </svg>
)

export function CheckList({ items, label }: { readonly items: ReadonlyArray<ReactNode>; readonly label: string }) {
  return (
    <ul className={list} aria-label={label}>
      {items.map((item, index) => (
        <li key={index}>
          <Tick />
          {item}
        </li>
      ))}
    </ul>
  )
}
