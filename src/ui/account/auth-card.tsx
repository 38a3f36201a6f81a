/**
 * The frame of every account screen: a centred card with the screen's
 * heading (which takes focus after navigation), a short line saying what to
 * do, the form, and the links to the neighbouring screens below it.
 */
import { css } from "goober"
import type { ReactNode } from "react"
import { PageHeading } from "../shared/primitives/page-heading.tsx"
import { color, font, media, radius, shadow, space } from "../shared/tokens.ts"

const card = css`
  max-width: 460px;
  margin: ${space.lg} auto;
  padding: ${space.xl} ${space.lg};
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  box-shadow: ${shadow.card};
  display: flex;
  flex-direction: column;
  gap: ${space.lg};
  ${media.md} { margin: ${space.xxl} auto; padding: ${space.xxl}; }
  & h1 { font-size: ${font.size.xl}; }
`

const intro = css`
  color: ${color.textMuted};
  overflow-wrap: anywhere;
`

const links = css`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  padding-top: ${space.md};
  border-top: 1px solid ${color.border};
  font-size: ${font.size.sm};
  color: ${color.textMuted};
`

export function AuthCard({
  title,
  intro: introText,
  children,
  footer
}: {
  readonly title: string
  readonly intro?: ReactNode
  readonly children: ReactNode
  readonly footer?: ReactNode
}) {
  return (
    <section className={card} aria-labelledby="page-title">
      <PageHeading>{title}</PageHeading>
      {introText ? <p className={intro}>{introText}</p> : null}
      {children}
      {footer ? <div className={links}>{footer}</div> : null}
    </section>
  )
}
