/**
 * Icons of the attempt screens. Decorative (aria-hidden): the text or the
 * accessible name beside each says the same, so nothing rests on the icon or
 * its colour alone. They are drawn a little heavier (2.2) and 16 px unless
 * told, to read at palette and pill sizes; the ones other areas share come
 * from ../icons.tsx at this weight.
 */
import type { ReactNode } from "react"
import {
  ArrowLeftIcon as BaseArrowLeftIcon,
  ArrowRightIcon as BaseArrowRightIcon,
  ClockIcon as BaseClockIcon,
  CloseIcon,
  type IconProps,
  LineIcon
} from "../shared/icons.tsx"

const STROKE = 2.2
const SIZE = 16

function Svg({ size = SIZE, ...rest }: IconProps & { readonly children: ReactNode }) {
  return <LineIcon size={size} strokeWidth={STROKE} {...rest} />
}

/** A shared icon at the attempt screens' size and weight. */
const heavier =
  (Icon: (p: IconProps) => ReactNode) =>
  ({ size = SIZE, ...rest }: IconProps) => <Icon size={size} strokeWidth={STROKE} {...rest} />

export const ClockIcon = heavier(BaseClockIcon)

export const ArrowLeftIcon = heavier(BaseArrowLeftIcon)

export const ArrowRightIcon = heavier(BaseArrowRightIcon)

/** Wrong, not passed: the close cross. */
export const CrossIcon = heavier(CloseIcon)

export const CheckIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Svg>
)

export const FlagIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M5 21V4" />
    <path d="M5 4h11l-2 4 2 4H5" fill="currentColor" />
  </Svg>
)

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

export const PauseIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M9 5v14M15 5v14" />
  </Svg>
)

export const PlayIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M7 5v14l12-7Z" fill="currentColor" />
  </Svg>
)

export const MinusIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6 12h12" />
  </Svg>
)
