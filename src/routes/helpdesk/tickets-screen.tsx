/**
 * /helpdesk (spec §2), in the profile area: the learner's open
 * tickets (waiting on support or on them), live; the page is `?page=N`.
 */
import { useSelector } from "@xstate/react"
import { selectUserId } from "../../machines/account/session.machine.ts"
import { TicketList } from "../../ui/helpdesk/ticket-list.tsx"
import { useSessionActor } from "../../ui/shared/app-actors.ts"
import { PageHeading } from "../../ui/shared/primitives/page-heading.tsx"
import { panelClass } from "../../ui/shared/signed-in/panel-styles.ts"
import { ProfileFrame } from "../shared/profile-frame.tsx"
import type { ScreenProps } from "../shared/screen-props.ts"
import { useAddressPage } from "../shared/use-address-page.ts"

function Tickets({ title, closed }: { readonly title: string; readonly closed: boolean }) {
  const userId = useSelector(useSessionActor(), selectUserId)
  const paging = useAddressPage()
  return (
    <section className={panelClass} aria-labelledby="page-title">
      <PageHeading>{title}</PageHeading>
      <TicketList view={closed ? "closed" : "active"} paging={paging} userId={userId} />
    </section>
  )
}

/** Shared with /helpdesk-closed (closed-tickets-screen.tsx). */
export function TicketsFrame({ title, closed }: { readonly title: string; readonly closed: boolean }) {
  return (
    <ProfileFrame>
      <Tickets title={title} closed={closed} />
    </ProfileFrame>
  )
}

export default function TicketsScreen({ title }: ScreenProps) {
  return <TicketsFrame title={title} closed={false} />
}
