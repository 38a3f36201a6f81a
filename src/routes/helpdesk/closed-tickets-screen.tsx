/**
 * /helpdesk-closed (spec §2), in the profile area: the learner's
 * closed tickets, newest closing first; a closed ticket never vanishes, and
 * its chat reopens it with a message within the reopen window.
 */
import type { ScreenProps } from "../shared/screen-props.ts"
import { TicketsFrame } from "./tickets-screen.tsx"

export default function ClosedTicketsScreen({ title }: ScreenProps) {
  return <TicketsFrame title={title} closed />
}
