/**
 * Like and Dislike for one post or one comment: two toggle buttons
 * (aria-pressed) named with their counts ("Like, 12"). The buttons' actor
 * decides everything — a guest is asked to sign in, a signed-in learner's
 * press shows at once and is rolled back if the call fails; this renders its
 * snapshot and sends LIKE, DISLIKE and, once the learner's own reactions are
 * known, SYNC.
 */
import { useSelector } from "@xstate/react"
import { css } from "goober"
import { useEffect } from "react"
import { ToggleButton } from "react-aria-components"
import type { ReactionKind } from "../../api/content/blog.ts"
import type { ReactionTarget } from "../../machines/content/reaction.machine.ts"
import { color, font, radius, space } from "../shared/tokens.ts"
import { ThumbDownIcon, ThumbUpIcon } from "./content-icons.tsx"
import { useContentMachines } from "./content-machines.ts"
import { useFlowActor } from "../shared/flow-actor.ts"

export type ReactionSize = "regular" | "small"

const group = css`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${space.sm};
`

const toggle: Record<ReactionSize, string> = {
  regular: css`
    min-height: 44px;
    padding: 0 ${space.lg};
    font-size: ${font.size.md};
  `,
  small: css`
    min-height: 36px;
    min-width: 44px;
    padding: 0 ${space.md};
    font-size: ${font.size.sm};
  `
}

const toggleBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space.sm};
  border: 1px solid ${color.borderStrong};
  border-radius: ${radius.pill};
  background: ${color.surface};
  color: ${color.text};
  font-weight: ${font.weight.semibold};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  transition: background-color 120ms ease, border-color 120ms ease, color 120ms ease;
  &[data-hovered] { border-color: ${color.brand}; color: ${color.brand}; }
  &[data-pressed] { background: ${color.brandTint}; }
  &[data-selected] { background: ${color.brandTint}; border-color: ${color.brand}; color: ${color.brand}; }
`

export interface ReactionButtonsProps {
  readonly target: ReactionTarget
  readonly id: string
  readonly likes: number
  readonly dislikes: number
  /** The learner's own reaction once known; undefined while unknown (or for a guest). */
  readonly mine: ReactionKind | null | undefined
  /** Names the group for assistive technology, e.g. "Reactions to this post". */
  readonly label: string
  readonly size?: ReactionSize
}

export function ReactionButtons({ target, id, likes, dislikes, mine, label, size = "regular" }: ReactionButtonsProps) {
  const logic = useContentMachines().reaction
  const actor = useFlowActor(logic, { input: { target, id, likes, dislikes, reaction: mine ?? null } })
  const shown = {
    likes: useSelector(actor, (s) => s.context.likes),
    dislikes: useSelector(actor, (s) => s.context.dislikes),
    reaction: useSelector(actor, (s) => s.context.reaction)
  }

  useEffect(() => {
    if (mine !== undefined) actor.send({ type: "SYNC", reaction: mine })
  }, [actor, mine])

  const iconSize = size === "small" ? 16 : 18
  const className = `${toggleBase} ${toggle[size]}`
  return (
    <div role="group" aria-label={label} className={group}>
      <ToggleButton
        className={className}
        isSelected={shown.reaction === "like"}
        onChange={() => actor.send({ type: "LIKE" })}
        aria-label={`Like, ${shown.likes}`}
      >
        <ThumbUpIcon size={iconSize} filled={shown.reaction === "like"} />
        <span aria-hidden="true">{shown.likes}</span>
      </ToggleButton>
      <ToggleButton
        className={className}
        isSelected={shown.reaction === "dislike"}
        onChange={() => actor.send({ type: "DISLIKE" })}
        aria-label={`Dislike, ${shown.dislikes}`}
      >
        <ThumbDownIcon size={iconSize} filled={shown.reaction === "dislike"} />
        <span aria-hidden="true">{shown.dislikes}</span>
      </ToggleButton>
    </div>
  )
}
