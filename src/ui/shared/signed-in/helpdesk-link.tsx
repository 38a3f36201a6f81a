/**
 * The header's link to the learner's helpdesk (spec §2 /helpdesk)
 * with the number of tickets holding a reply not yet read. The count is the
 * app-wide helpdeskUnread actor's, which the event stream keeps current, so
 * an agent's reply moves it without a reload; no badge while it is 0. The
 * accessible name says what is counted.
 */
import { useHelpdeskUnreadCount } from "../app-actors.ts"
import { ChatIcon } from "../icons.tsx"
import { CountLink } from "../primitives/count-link.tsx"

export const helpdeskLinkLabel = (count: number): string =>
  count === 0 ? "Helpdesk" : `Helpdesk, ${count} ${count === 1 ? "ticket with a new reply" : "tickets with new replies"}`

export function HelpdeskLink({ showName = false }: { readonly showName?: boolean }) {
  const count = useHelpdeskUnreadCount()
  return (
    <CountLink
      href="/helpdesk"
      name="Helpdesk"
      count={count}
      icon={<ChatIcon size={showName ? 18 : 20} />}
      showName={showName}
      label={helpdeskLinkLabel(count)}
      hideZero
    />
  )
}
