/**
 * The card brands' marks (spec §9: visa, mastercard, american-express), drawn
 * inline so the form needs no image request. Simplified marks in the brands'
 * colours; the accessible name is the brand's ("Visa"), given by the caller.
 */
import type { CardBrand } from "./card-rules.ts"

function Frame({ children, background, label }: { readonly children: React.ReactNode; readonly background: string; readonly label: string }) {
  return (
    <svg width="48" height="30" viewBox="0 0 48 30" role="img" aria-label={label} focusable="false">
      <rect width="48" height="30" rx="4" fill={background} />
      {children}
    </svg>
  )
}

export function CardLogo({ brand, label }: { readonly brand: CardBrand; readonly label: string }) {
  switch (brand) {
    case "visa":
      return (
        <Frame background="#1a1f71" label={label}>
          <text x="24" y="20" textAnchor="middle" fill="#fff" fontSize="13" fontWeight="700" fontStyle="italic" fontFamily="Arial, sans-serif">
            VISA
          </text>
        </Frame>
      )
    case "mastercard":
      return (
        <Frame background="#16161d" label={label}>
          <circle cx="19" cy="15" r="8.5" fill="#eb001b" />
          <circle cx="29" cy="15" r="8.5" fill="#f79e1b" fillOpacity="0.9" />
        </Frame>
      )
    case "american-express":
      return (
        <Frame background="#006fcf" label={label}>
          <text x="24" y="19" textAnchor="middle" fill="#fff" fontSize="10" fontWeight="700" fontFamily="Arial, sans-serif">
            AMEX
          </text>
        </Frame>
      )
  }
}
