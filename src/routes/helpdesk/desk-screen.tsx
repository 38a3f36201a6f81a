/**
 * The support desk (/desk and /desk/{view}): where a signed-in
 * agent lands. The views' tabs with their counts and the view's tickets,
 * live; the page is `?page=N`. An unknown view is the not-found page.
 * Learners and guests never get past the AgentGate.
 */
import { useSelector } from "@xstate/react"
import { deskViewOf } from "../../domain/helpdesk/desk-paths.ts"
import { selectUserId } from "../../machines/account/session.machine.ts"
import { DeskQueue } from "../../ui/helpdesk/desk-queue.tsx"
import { useSessionActor } from "../../ui/shared/app-actors.ts"
import { PageHeading } from "../../ui/shared/primitives/page-heading.tsx"
import { panelClass } from "../../ui/shared/signed-in/panel-styles.ts"
import { AgentGate } from "../shared/agent-gate.tsx"
import NotFoundScreen from "../shared/not-found-screen.tsx"
import { NOT_FOUND_TITLE, type ScreenProps } from "../shared/screen-props.ts"
import { useAddressPage } from "../shared/use-address-page.ts"

function Desk({ title, viewParam }: { readonly title: string; readonly viewParam: string | undefined }) {
  const userId = useSelector(useSessionActor(), selectUserId)
  const paging = useAddressPage()
  const view = deskViewOf(viewParam)
  if (view === null) return <NotFoundScreen title={NOT_FOUND_TITLE} params={{}} />
  return (
    <section className={panelClass} aria-labelledby="page-title">
      <PageHeading>{title}</PageHeading>
      <DeskQueue view={view} paging={paging} userId={userId} />
    </section>
  )
}

export default function DeskScreen({ title, params }: ScreenProps) {
  return (
    <AgentGate>
      <Desk title={title} viewParam={params.view} />
    </AgentGate>
  )
}
