/**
 * The learner's tickets (spec §2 /helpdesk and /helpdesk-closed):
 * the active ones (waiting on support or on the learner) or the closed
 * ones, a page at a time (the paged-list machine, the page in the address),
 * with links between the two lists and to a new ticket. When the event
 * stream says one of the learner's tickets changed (a reply, a state, a
 * read marker), the page loads again in place.
 */
import { useEffect, useState } from "react"
import type { LearnerTicketView } from "../../api/helpdesk/helpdesk.ts"
import { CLOSED_HELPDESK_PATH, HELPDESK_PATH, NEW_TICKET_PATH, ticketListPath } from "../../domain/helpdesk/ticket-rules.ts"
import { PagedLinkList } from "../shared/paged-link-list.tsx"
import { Link } from "../shared/primitives/link.tsx"
import { NoResults } from "../shared/primitives/no-results.tsx"
import { type PageControl, usePagedList } from "../shared/use-resource.ts"
import { useHelpdeskMachines } from "./helpdesk-machines.ts"
import { listActions, muted, ticketList } from "./desk-styles.ts"
import { TicketRow } from "./ticket-row.tsx"
import { useFlowActor } from "../shared/flow-actor.ts"

export const TICKETS_PER_PAGE = 10

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? "" : "s"}`

export function TicketList({
  view,
  paging,
  userId
}: {
  readonly view: LearnerTicketView
  readonly paging: PageControl
  /** The signed-in learner, whose event stream says when to reload. */
  readonly userId: string | null
}) {
  const machines = useHelpdeskMachines()
  const list = usePagedList(machines.tickets, view, TICKETS_PER_PAGE, paging)
  const live = useFlowActor(machines.ticketsLive, { input: { userId, ticketId: null } })
  // "… ago" is read against this clock, moved on by every reload and each minute.
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000)
    return () => clearInterval(timer)
  }, [])
  useEffect(() => {
    const subscription = live.on("changed", () => {
      const { request } = list.actor.getSnapshot().context
      list.actor.send({ type: "SET_FILTER", filter: request.filter, page: request.page })
      setNow(Date.now())
    })
    return () => subscription.unsubscribe()
  }, [live, list.actor])

  const closed = view === "closed"
  return (
    <>
      <p className={listActions}>
        {closed ? <Link href={HELPDESK_PATH}>Open tickets</Link> : <Link href={CLOSED_HELPDESK_PATH}>Closed tickets</Link>}
        <Link variant="button" href={NEW_TICKET_PATH}>
          New ticket
        </Link>
      </p>
      <PagedLinkList
        view={list}
        what={closed ? "Your closed tickets" : "Your tickets"}
        loadingLabel={closed ? "Loading your closed tickets" : "Loading your tickets"}
        pastEnd={({ page, pages, total }) => (
          <div>
            <p>
              <strong>There is no page {page}.</strong> You have {plural(total, closed ? "closed ticket" : "open ticket")}.
            </p>
            <p>
              <Link href={ticketListPath(closed, pages)}>{pages === 1 ? "See them" : `Go to the last page (${pages})`}</Link>
            </p>
          </div>
        )}
        empty={
          closed ? (
            <NoResults title="No closed tickets">
              <p>Tickets you or our support team close appear here; a message reopens one for {machines.chatLimits.reopenWindowDays} days.</p>
            </NoResults>
          ) : (
            <NoResults title="No open tickets">
              <p>Have a question about an exam, a payment or your account? Our support team answers here.</p>
              <p>
                <Link href={NEW_TICKET_PATH}>Open a new ticket</Link>
              </p>
            </NoResults>
          )
        }
        summary={({ page, pages, total }) => (
          <p className={muted} role="status">
            {plural(total, closed ? "closed ticket" : "open ticket")}
            {pages > 1 ? `, page ${page} of ${pages}` : ""}
          </p>
        )}
        listClassName={ticketList}
        listLabel={closed ? "Closed tickets" : "Open tickets"}
        keyOf={(ticket) => ticket._id}
        renderItem={(ticket) => <TicketRow ticket={ticket} now={now} />}
        pagesLabel="Ticket pages"
        hrefOf={(page) => ticketListPath(closed, page)}
      />
    </>
  )
}
