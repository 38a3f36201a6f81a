/**
 * Icons of the attempt screens. Decorative (aria-hidden): the text or the
 * accessible name beside each says the same, so nothing rests on the icon or
 * its colour alone.
 */
import type { ReactNode } from "react"

interface IconProps {
  readonly size?: number
  readonly className?: string
}

function Svg({ size = 16, className, children }: IconProps & { readonly children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.2}
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

export const CheckIcon = (p: IconProps) => <Svg {...p}><path d="m5 12.5 4.5 4.5L19 7.5" /></Svg>

export const CrossIcon = (p: IconProps) => <Svg {...p}><path d="M6 6l12 12M18 6 6 18" /></Svg>

export const FlagIcon = (p: IconProps) => (
  <Svg {...p}><path d="M5 21V4" /><path d="M5 4h11l-2 4 2 4H5" fill="currentColor" /></Svg>
)

export const ClockIcon = (p: IconProps) => <Svg {...p}><circle cx="12" cy="12" r="8.5" /><path d="M12 7.5V12l3 2" /></Svg>

/** Not saved yet: a cloud with a slash. */
export const CloudOffIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M7 18h10a4 4 0 0 0 .7-7.94A6 6 0 0 0 6.3 9.2 4.5 4.5 0 0 0 7 18Z" />
    <path d="M3 3l18 18" />
  </Svg>
)

export const WifiOffIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3 3l18 18" />
    <path d="M8.5 16.5a5 5 0 0 1 7 0" />
    <path d="M5 12.5a10 10 0 0 1 4.2-2.4M14.8 10.1A10 10 0 0 1 19 12.5" />
    <path d="M2 8.8a15 15 0 0 1 4.4-2.6M11 5.1A15 15 0 0 1 22 8.8" />
    <circle cx="12" cy="20" r="0.8" fill="currentColor" />
  </Svg>
)

export const PauseIcon = (p: IconProps) => <Svg {...p}><path d="M9 5v14M15 5v14" /></Svg>

export const PlayIcon = (p: IconProps) => <Svg {...p}><path d="M7 5v14l12-7Z" fill="currentColor" /></Svg>

export const MinusIcon = (p: IconProps) => <Svg {...p}><path d="M6 12h12" /></Svg>

export const ArrowLeftIcon = (p: IconProps) => <Svg {...p}><path d="M19 12H5M11 6l-6 6 6 6" /></Svg>

export const ArrowRightIcon = (p: IconProps) => <Svg {...p}><path d="M5 12h14M13 6l6 6-6 6" /></Svg>

export const EyeIcon = (p: IconProps) => (
  <Svg {...p}><path d="M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12Z" /><circle cx="12" cy="12" r="2.8" /></Svg>
)
