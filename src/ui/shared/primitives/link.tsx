/**
 * Links on react-aria's Link: inside the app's RouterProvider an internal
 * href navigates on the client, while the element stays a real <a href> that
 * can be opened in a new tab, copied and read by screen readers as a link.
 */
import { css } from "goober"
import { Link as AriaLink, type LinkProps as AriaLinkProps } from "react-aria-components"
import { color, font, radius, space } from "../tokens.ts"

export type LinkVariant = "inline" | "nav" | "button" | "outline" | "plain"

const variants: Record<LinkVariant, string> = {
  inline: css`
    color: ${color.brand};
    text-decoration: underline;
    text-underline-offset: 2px;
    cursor: pointer;
    &[data-hovered] { color: ${color.brandHover}; }
  `,
  nav: css`
    display: inline-flex;
    align-items: center;
    gap: ${space.xs};
    min-height: 44px;
    padding: 0 ${space.md};
    border-radius: ${radius.md};
    color: ${color.text};
    font-weight: ${font.weight.medium};
    text-decoration: none;
    cursor: pointer;
    &[data-hovered] { background: ${color.surfaceAlt}; color: ${color.brand}; }
    &[aria-current="page"] { color: ${color.brand}; }
  `,
  button: css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    padding: 0 ${space.lg};
    border-radius: ${radius.md};
    background: ${color.brand};
    color: #fff;
    font-weight: ${font.weight.semibold};
    text-decoration: none;
    cursor: pointer;
    white-space: nowrap;
    &[data-hovered] { background: ${color.brandHover}; }
  `,
  outline: css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    padding: 0 ${space.lg};
    border-radius: ${radius.md};
    border: 1px solid ${color.brand};
    background: ${color.surface};
    color: ${color.brand};
    font-weight: ${font.weight.semibold};
    text-decoration: none;
    cursor: pointer;
    white-space: nowrap;
    &[data-hovered] { background: ${color.brandTint}; }
  `,
  plain: css`
    color: inherit;
    text-decoration: none;
    cursor: pointer;
  `
}

export interface LinkProps extends Omit<AriaLinkProps, "className"> {
  readonly variant?: LinkVariant
  readonly className?: string
}

export function Link({ variant = "inline", className, ...props }: LinkProps) {
  return <AriaLink {...props} className={[variants[variant], className].filter(Boolean).join(" ")} />
}

/** Opens an outside site in a new tab without giving it a handle on this window. */
export function ExternalLink({ variant = "inline", className, ...props }: Omit<LinkProps, "target" | "rel">) {
  return <Link {...props} variant={variant} className={className} target="_blank" rel="noopener noreferrer" />
}
