/**
 * Icons of the blog: reactions and comments (the reading-time clock and the
 * back arrow are shared, in ../icons.tsx). Decorative (aria-hidden): the
 * control or text around them carries the meaning. `filled` marks the
 * learner's own reaction without relying on colour alone.
 */
import type { ReactNode } from "react"
import { type IconProps, LineIcon } from "../shared/icons.tsx"

interface ContentIconProps extends IconProps {
  readonly filled?: boolean
}

function Svg({ size = 18, ...rest }: ContentIconProps & { readonly children: ReactNode }) {
  return <LineIcon size={size} {...rest} />
}

export const ThumbUpIcon = (p: ContentIconProps) => (
  <Svg {...p}>
    <path d="M7 10v12" />
    <path d="M15 5.9 14 10h5.8a2 2 0 0 1 1.9 2.6l-2.3 8a2 2 0 0 1-1.9 1.4H4a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2h2.8a2 2 0 0 0 1.8-1.1L12 2a3.1 3.1 0 0 1 3 3.9Z" />
  </Svg>
)

export const ThumbDownIcon = (p: ContentIconProps) => (
  <Svg {...p}>
    <path d="M17 14V2" />
    <path d="M9 18.1 10 14H4.2a2 2 0 0 1-1.9-2.6l2.3-8A2 2 0 0 1 6.5 2H20a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-2.8a2 2 0 0 0-1.8 1.1L12 22a3.1 3.1 0 0 1-3-3.9Z" />
  </Svg>
)

export const CommentIcon = (p: ContentIconProps) => (
  <Svg {...p}>
    <path d="M7.9 20A9 9 0 1 0 4 16.1L2 22Z" />
  </Svg>
)
