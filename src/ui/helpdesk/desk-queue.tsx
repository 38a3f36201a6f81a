/**
 * The desk's ticket lists (/desk and /desk/{view}): tabs by view
 * (Queue, Mine, Unassigned, Pending, Closed) with the counts of
 * /desk/counts, then the view's tickets a page at a time (the paged-list
 * machine, the page in the address). When the event stream says a ticket
 * changed (deskLive's "changed"), the page and the counts load again in
 * place: the agent never reloads.
 */
import { useSelector } from "@xstate/react"
import { useEffect, useState } from "react"
import type { DeskCounts, DeskView } from "../../api/helpdesk/helpdesk.ts"
import { DESK_VIEW_LABELS } from "../../domain/helpdesk/desk-format.ts"
import { DESK_VIEWS, deskViewPath } from "../../domain/helpdesk/desk-paths.ts"
import { PagedLinkList } from "../shared/paged-link-list.tsx"
import { Link } from "../shared/primitives/link.tsx"
import { NoResults } from "../shared/primitives/no-results.tsx"
import { StatusTabs } from "../shared/primitives/status-tabs.tsx"
import { type PageControl, usePagedList, useResource } from "../shared/use-resource.ts"
import { useDeskMachines } from "./desk-machines.ts"
import { deskTabs, muted, ticketList } from "./desk-styles.ts"
import { DeskTicketRow } from "./desk-ticket-row.tsx"
import { useFlowActor } from "../shared/flow-actor.ts"

export const DESK_PER_PAGE = 20

/** A tab's label with what waits in it, where the counts say. */
const tabLabel = (view: DeskView, counts: DeskCounts | null): string => {
  const label = DESK_VIEW_LABELS[view]
  if (counts === null) return label
  if (view === "unassigned") return `${label} (${counts.unassigned})`
  if (view === "mine" && counts.mineUnreadMessages > 0) return `${label} (${counts.mineUnreadMessages} unread)`
  return label
}

const EMPTY: Readonly<Record<DeskView, string>> = {
  queue: "No learner is waiting. New tickets appear here at once.",
  mine: "You hold no open or pending tickets.",
  unassigned: "Every open ticket has someone on it.",
  pending: "No ticket is waiting on a learner.",
  closed: "No ticket has been closed yet."
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? "" : "s"}`

export function DeskQueue({
  view,
  paging,
  userId
}: {
  readonly view: DeskView
  readonly paging: PageControl
  /** The signed-in agent, whose event stream says when to reload. */
  readonly userId: string | null
}) {
  const machines = useDeskMachines()
  const list = usePagedList(machines.tickets, view, DESK_PER_PAGE, paging)
  const counts = useResource(machines.counts, null)
  const live = useFlowActor(machines.live, { input: { userId, ticketId: null } })
  // Waiting times are read against this clock, moved on by every reload and each minute.
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000)
    return () => clearInterval(timer)
  }, [])
  useEffect(() => {
    const subscription = live.on("changed", () => {
      const { request } = list.actor.getSnapshot().context
      list.actor.send({ type: "SET_FILTER", filter: request.filter, page: request.page })
      counts.actor.send({ type: "LOAD", request: null })
      setNow(Date.now())
    })
    return () => subscription.unsubscribe()
  }, [live, list.actor, counts.actor])
  const countsData = useSelector(counts.actor, (snapshot) => snapshot.context.data) as DeskCounts | null

  return (
    <>
      <div className={deskTabs}>
        <StatusTabs
          label="Ticket views"
          current={view}
          tabs={DESK_VIEWS.map((each) => ({ status: each, label: tabLabel(each, countsData), href: deskViewPath(each) }))}
        />
      </div>
      <PagedLinkList
        view={list}
        what="The tickets"
        loadingLabel="Loading the tickets"
        pastEnd={({ page, pages, total }) => (
          <div>
            <p>
              <strong>There is no page {page}.</strong> This view holds {plural(total, "ticket")}.
            </p>
            <p>
              <Link href={deskViewPath(view, pages)}>{pages === 1 ? "See them" : `Go to the last page (${pages})`}</Link>
            </p>
          </div>
        )}
        empty={
          <NoResults title="Nothing here">
            <p>{EMPTY[view]}</p>
          </NoResults>
        }
        summary={({ page, pages, total }) => (
          <p className={muted} role="status">
            {plural(total, "ticket")}
            {pages > 1 ? `, page ${page} of ${pages}` : ""}
          </p>
        )}
        listClassName={ticketList}
        listLabel={`${DESK_VIEW_LABELS[view]} tickets`}
        keyOf={(ticket) => ticket._id}
        renderItem={(ticket) => <DeskTicketRow ticket={ticket} now={now} />}
        pagesLabel="Ticket pages"
        hrefOf={(page) => deskViewPath(view, page)}
      />
    </>
  )
}
