/**
 * Inline SVG icons, so the shell needs no image requests and no icon font.
 * Icons are decorative (aria-hidden): the control around them carries the
 * accessible name. Every line icon of every area is drawn in `LineIcon`;
 * an area's own icons (attempt-icons.tsx, content-icons.tsx) build on it,
 * and the icons more than one area uses live here.
 */
import type { ReactNode } from "react"

export interface IconProps {
  readonly size?: number
  readonly className?: string
  /** Line weight on the 24-unit grid; the attempt screens draw a little heavier. */
  readonly strokeWidth?: number
}

/** The frame of a line icon: a 24-unit grid stroked in the text colour; `filled` also fills the shape (a chosen reaction). */
export function LineIcon({
  size = 20,
  className,
  strokeWidth = 2,
  filled = false,
  children
}: IconProps & {
  readonly filled?: boolean
  readonly children: ReactNode
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  )
}

export const SearchIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </LineIcon>
)

export const CartIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <circle cx="9" cy="20" r="1.4" />
    <circle cx="18" cy="20" r="1.4" />
    <path d="M2.5 3h2.6l2.3 11.2a1.6 1.6 0 0 0 1.6 1.3h8.4a1.6 1.6 0 0 0 1.6-1.2L21 7H6.2" />
  </LineIcon>
)

export const HeartIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M19.5 12.6 12 20l-7.5-7.4A4.6 4.6 0 0 1 12 6.1a4.6 4.6 0 0 1 7.5 6.5Z" />
  </LineIcon>
)

export const ChevronRightIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="m9 6 6 6-6 6" />
  </LineIcon>
)

export const ArrowLeftIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M19 12H5M11 6l-6 6 6 6" />
  </LineIcon>
)

export const ArrowRightIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </LineIcon>
)

export const ChevronDownIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="m6 9 6 6 6-6" />
  </LineIcon>
)

export const ClockIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </LineIcon>
)

export const MenuIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </LineIcon>
)

export const CloseIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M6 6l12 12M18 6 6 18" />
  </LineIcon>
)

export const GridIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
  </LineIcon>
)

export const MailIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
  </LineIcon>
)

export const PhoneIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M21 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 1.1 4.2 2 2 0 0 1 3.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L7 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.8 2Z" />
  </LineIcon>
)

export const PinIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </LineIcon>
)

/** Brand marks are filled shapes, not strokes. */
function BrandSvg({ size = 20, className, children }: IconProps & { readonly children: ReactNode }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" className={className}>
      {children}
    </svg>
  )
}

export const TwitterIcon = (p: IconProps) => (
  <BrandSvg {...p}>
    <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.9L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.5l11.2 14.5Z" />
  </BrandSvg>
)

export const FacebookIcon = (p: IconProps) => (
  <BrandSvg {...p}>
    <path d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4A20 20 0 0 0 14.3 4.3c-2.2 0-3.7 1.3-3.7 3.8v2.4H8.1v3h2.5V21h2.9Z" />
  </BrandSvg>
)

export const LinkedInIcon = (p: IconProps) => (
  <BrandSvg {...p}>
    <path d="M6.9 8.8H3.6V20h3.3V8.8ZM5.3 3.5a1.9 1.9 0 1 0 0 3.8 1.9 1.9 0 0 0 0-3.8ZM20.4 13.6c0-3-1.6-5-4.3-5a3.7 3.7 0 0 0-3.3 1.8V8.8H9.6V20h3.3v-5.6c0-1.5.3-2.9 2.1-2.9s1.9 1.7 1.9 3V20h3.4l.1-6.4Z" />
  </BrandSvg>
)

/**
 * The ExamReady mark: a tick in a rounded square, like the favicon. The square
 * takes the text colour; the tick takes `tickColor` so the mark also works
 * in white on the dark footer.
 */
export const LogoMark = ({ size = 32, tickColor = "#fff" }: { readonly size?: number; readonly tickColor?: string }) => (
  <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
    <rect width="32" height="32" rx="7" fill="currentColor" />
    <path d="M9 16.5l4.5 4.5L23 11.5" fill="none" stroke={tickColor} strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
)

export const BellIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 8.5 3 8.5H3S6 15 6 8" />
    <path d="M10.3 20a1.9 1.9 0 0 0 3.4 0" />
  </LineIcon>
)

export const UserIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 20.5a8 8 0 0 1 16 0" />
  </LineIcon>
)

/** The support desk: a headset. */
export const HeadsetIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <rect x="3" y="14" width="4" height="6" rx="1.5" />
    <rect x="17" y="14" width="4" height="6" rx="1.5" />
  </LineIcon>
)

/** The learner's helpdesk: a speech bubble. */
export const ChatIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M20 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.2A8 8 0 1 1 20 12Z" />
  </LineIcon>
)

export const SignOutIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3" />
    <path d="m10 17-5-5 5-5M5 12h11" />
  </LineIcon>
)

/** The default profile image (spec §2 "or a default image"): a person on a tinted disc. */
export const DefaultAvatar = ({ size = 40 }: { readonly size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
    <circle cx="20" cy="20" r="20" fill="#e8f1fa" />
    <circle cx="20" cy="15.5" r="6.5" fill="#0b4f8a" />
    <path d="M7.5 33.5a13 13 0 0 1 25 0A19.9 19.9 0 0 1 20 40a19.9 19.9 0 0 1-12.5-6.5Z" fill="#0b4f8a" />
  </svg>
)
