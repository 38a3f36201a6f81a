/**
 * Design tokens: the only place colours, spacing and sizes are chosen.
 *
 * Every text/background pair used by the components below meets WCAG AA
 * (4.5:1 for body text, 3:1 for large text and UI borders); the ratio is
 * noted beside each text colour so a change can be re-checked quickly.
 */
export const color = {
  /** Brand blue: buttons, links, logo. 8.4:1 on white. */
  brand: "#0b4f8a",
  brandHover: "#083b68",
  /** Tint behind selected/hovered items; brand text on it stays > 7:1. */
  brandTint: "#e8f1fa",
  /** Body text, 15.6:1 on white. */
  text: "#1b2430",
  /** Secondary text, 7.6:1 on white, 7.0:1 on surfaceAlt. */
  textMuted: "#4a5563",
  surface: "#ffffff",
  surfaceAlt: "#f4f6f9",
  /** Decorative borders and dividers. */
  border: "#d5dbe3",
  /** Borders that identify a control (inputs): 3.7:1 on white. */
  borderStrong: "#7b8594",
  /** Count badges: white text 5.2:1. */
  badge: "#c2410c",
  /** Field errors, 6.6:1 on white. */
  error: "#b42318",
  success: "#067647",
  /** Focus ring on light surfaces. */
  focus: "#0b63c5",
  /** Footer: text 13.8:1 and muted text 9.0:1 on footerBg. */
  footerBg: "#0f2137",
  footerText: "#e6edf5",
  footerMuted: "#b4c2d3",
  /** Focus ring on the dark footer, where blue would vanish. */
  focusOnDark: "#ffd166",
  /** Field errors on the dark footer, 9.5:1 on footerBg. */
  errorOnDark: "#ffb4a9"
} as const

/**
 * Drawn badges of exams and packages without an image (src/ui/catalog/
 * vendor-badge.tsx): one colour per vendor. White text on each is ≥ 6:1.
 */
export const badgePalette = ["#0b4f8a", "#6b2c91", "#0f6e66", "#a61b3a", "#8a4b00", "#3b4ba6", "#2f6a31", "#5a4a3c"] as const

/** A 4-pixel spacing scale, indexed by step. */
export const space = {
  xxs: "2px",
  xs: "4px",
  sm: "8px",
  md: "12px",
  lg: "16px",
  xl: "24px",
  xxl: "32px",
  xxxl: "48px",
  huge: "64px"
} as const

export const radius = {
  sm: "6px",
  md: "10px",
  lg: "16px",
  pill: "999px"
} as const

export const font = {
  family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  size: {
    xs: "0.8125rem",
    sm: "0.875rem",
    md: "1rem",
    lg: "1.125rem",
    xl: "1.5rem",
    xxl: "2rem"
  },
  weight: { regular: 400, medium: 500, semibold: 600, bold: 700 }
} as const

export const shadow = {
  card: "0 1px 2px rgba(15, 33, 55, 0.06), 0 1px 3px rgba(15, 33, 55, 0.1)",
  popover: "0 10px 30px rgba(15, 33, 55, 0.18), 0 2px 6px rgba(15, 33, 55, 0.12)"
} as const

/** Breakpoints in pixels; the layout switches to the mobile menu below `md`. */
export const breakpoint = { md: 768, lg: 1024 } as const

export const media = {
  md: `@media (min-width: ${breakpoint.md}px)`,
  belowMd: `@media (max-width: ${breakpoint.md - 0.02}px)`,
  lg: `@media (min-width: ${breakpoint.lg}px)`,
  reducedMotion: "@media (prefers-reduced-motion: reduce)"
} as const

/** The widest the page content grows before margins take over. */
export const contentMaxWidth = "1200px"

export const zIndex = { header: 20, popover: 50, skipLink: 100 } as const
