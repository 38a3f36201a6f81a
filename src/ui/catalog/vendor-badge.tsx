/**
 * What an exam or package shows in place of a picture: its image when it has
 * one, else a drawn badge — the vendor's initials and the exam code on the
 * vendor's colour (domain/badge.ts). Both are decorative: the card or page
 * next to them names the exam, vendor and code in text.
 */
import { css } from "goober"
import { initialsOf, paletteSlot } from "../../domain/catalog/badge.ts"
import { badgePalette, font, media, radius, space } from "../shared/tokens.ts"

export type BadgeSize = "sm" | "lg"

const box: Record<BadgeSize, string> = {
  sm: css`width: 56px; height: 56px; border-radius: ${radius.md}; & b { font-size: 1.25rem; }`,
  lg: css`
    width: 80px; height: 80px; border-radius: ${radius.md}; & b { font-size: 1.75rem; } & small { font-size: 0.625rem; }
    ${media.md} { width: 112px; height: 112px; border-radius: ${radius.lg}; & b { font-size: 2.25rem; } & small { font-size: ${font.size.xs}; } }
  `
}

const drawn = css`
  flex: none;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${space.xxs};
  padding: ${space.xs};
  color: #fff;
  text-align: center;
  overflow: hidden;
  & b { font-weight: ${font.weight.bold}; letter-spacing: 0.02em; line-height: 1; }
  & small {
    max-width: 100%;
    font-weight: ${font.weight.semibold};
    letter-spacing: 0.03em;
    opacity: 0.92;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`

const picture = css`
  flex: none;
  object-fit: cover;
`

const colourOf = (key: string): string => badgePalette[paletteSlot(key, badgePalette.length)] ?? badgePalette[0]

export interface ItemVisualProps {
  /** The item's image URL, or null to draw the badge. */
  readonly image: string | null
  /** Whose colour the badge wears (the vendor; a package's own name). */
  readonly colourKey: string
  /** The big letters (vendor initials). */
  readonly letters: string
  /** The small line under them (the exam code, "4 exams"). */
  readonly caption: string
  readonly size?: BadgeSize
}

export function ItemVisual({ image, colourKey, letters, caption, size = "sm" }: ItemVisualProps) {
  if (image !== null) {
    return <img className={`${box[size]} ${picture}`} src={image} alt="" loading="lazy" />
  }
  return (
    <div className={`${drawn} ${box[size]}`} style={{ background: colourOf(colourKey) }} aria-hidden="true">
      <b>{letters}</b>
      {/* Too small to read on a card's badge; the card writes the code beside it. */}
      {size === "lg" ? <small>{caption}</small> : null}
    </div>
  )
}

export function ExamVisual({
  exam,
  size
}: {
  readonly exam: { readonly image: string | null; readonly vendor: string; readonly code: string }
  readonly size?: BadgeSize
}) {
  return <ItemVisual image={exam.image} colourKey={exam.vendor} letters={initialsOf(exam.vendor)} caption={exam.code} size={size} />
}

export function PackageVisual({
  pkg,
  size
}: {
  readonly pkg: { readonly image: string | null; readonly name: string; readonly examCount: number }
  readonly size?: BadgeSize
}) {
  return (
    <ItemVisual
      image={pkg.image}
      colourKey={pkg.name}
      letters={initialsOf(pkg.name)}
      caption={pkg.examCount === 1 ? "1 exam" : `${pkg.examCount} exams`}
      size={size}
    />
  )
}
