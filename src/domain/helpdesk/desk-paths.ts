/**
 * The support desk's addresses (not in spec §2): /desk is the
 * queue, /desk/{view} each other view (the page as `?page=N`), and
 * /desk/ticket/{id} one ticket. Written once here for the screens, the
 * tabs and the rows.
 */
import type { DeskView } from "../../api/helpdesk/helpdesk.ts"

export const DESK_PATH = "/desk"

export const DESK_VIEWS: ReadonlyArray<DeskView> = ["queue", "mine", "unassigned", "pending", "closed"]

/** The view an address's segment names (none: the queue), or null for an unknown one. */
export const deskViewOf = (segment: string | undefined): DeskView | null => {
  if (segment === undefined || segment === "") return "queue"
  return DESK_VIEWS.find((view) => view === segment) ?? null
}

/** The address of a view's page (the queue is /desk itself; page 1 has no `?page`). */
export const deskViewPath = (view: DeskView, page = 1): string => `${view === "queue" ? DESK_PATH : `${DESK_PATH}/${view}`}${page > 1 ? `?page=${page}` : ""}`

export const deskTicketPath = (ticketId: string): string => `${DESK_PATH}/ticket/${encodeURIComponent(ticketId)}`
