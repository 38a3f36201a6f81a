/** The logo and name, linking home. */
import { css } from "goober"
import { LogoMark } from "../shared/icons.tsx"
import { Link } from "../shared/primitives/link.tsx"
import { color, font, space } from "../shared/tokens.ts"

export const BRAND_NAME = "ExamReady"

const brandClass = css`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  min-height: 44px;
  color: ${color.brand};
  font-size: 1.25rem;
  font-weight: ${font.weight.bold};
  letter-spacing: -0.01em;
  text-decoration: none;
  & span { color: ${color.text}; }
`

const onDarkClass = css`
  color: #fff;
  & span { color: #fff; }
`

export function BrandLink({ onDark = false }: { readonly onDark?: boolean }) {
  return (
    <Link variant="plain" href="/" aria-label={`${BRAND_NAME} home`} className={onDark ? `${brandClass} ${onDarkClass}` : brandClass}>
      <LogoMark size={30} tickColor={onDark ? color.footerBg : "#fff"} />
      <span>{BRAND_NAME}</span>
    </Link>
  )
}
