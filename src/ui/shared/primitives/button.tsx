/**
 * The shop's buttons, on react-aria's Button so press, keyboard and focus
 * behave the same on mouse, touch and keyboard.
 */
import { css } from "goober"
import type { Ref } from "react"
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from "react-aria-components"
import { color, font, radius, space } from "../tokens.ts"

export type ButtonVariant = "primary" | "secondary" | "quiet" | "icon"

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space.sm};
  min-height: 44px;
  padding: 0 ${space.lg};
  border-radius: ${radius.md};
  border: 1px solid transparent;
  font-size: ${font.size.md};
  font-weight: ${font.weight.semibold};
  cursor: pointer;
  transition: background-color 120ms ease, border-color 120ms ease, color 120ms ease;
  white-space: nowrap;
  &[data-disabled] { cursor: not-allowed; opacity: 0.6; }
`

const variants: Record<ButtonVariant, string> = {
  primary: css`
    background: ${color.brand};
    color: #fff;
    &[data-hovered], &[data-pressed] { background: ${color.brandHover}; }
  `,
  secondary: css`
    background: ${color.surface};
    color: ${color.brand};
    border-color: ${color.brand};
    &[data-hovered], &[data-pressed] { background: ${color.brandTint}; }
  `,
  quiet: css`
    background: transparent;
    color: ${color.text};
    &[data-hovered], &[data-pressed] { background: ${color.surfaceAlt}; color: ${color.brand}; }
  `,
  icon: css`
    background: transparent;
    color: ${color.text};
    width: 44px;
    padding: 0;
    &[data-hovered], &[data-pressed] { background: ${color.surfaceAlt}; color: ${color.brand}; }
    &[aria-expanded="true"] { background: ${color.brandTint}; color: ${color.brand}; }
  `
}

export interface ButtonProps extends Omit<AriaButtonProps, "className"> {
  readonly variant?: ButtonVariant
  readonly className?: string
  readonly ref?: Ref<HTMLButtonElement>
}

export function Button({ variant = "primary", className, ...props }: ButtonProps) {
  return <AriaButton {...props} className={[base, variants[variant], className].filter(Boolean).join(" ")} />
}
