/**
 * One ticket at the support desk (/desk/ticket/{id}): the
 * conversation with internal notes, the composer, the learner, the linked
 * item and the agent's actions. An id naming no ticket is the not-found
 * page. Agents only (AgentGate).
 */
import { useSelector } from "@xstate/react"
import { DeskTicket } from "../../ui/helpdesk/desk-ticket.tsx"
import { useSessionActor } from "../../ui/shared/app-actors.ts"
import { AgentGate } from "../shared/agent-gate.tsx"
import NotFoundScreen from "../shared/not-found-screen.tsx"
import { NOT_FOUND_TITLE, type ScreenProps } from "../shared/screen-props.ts"
import { selectUserId } from "../../machines/account/session.machine.ts"

function Ticket({ ticketId }: { readonly ticketId: string }) {
  const userId = useSelector(useSessionActor(), selectUserId)
  return <DeskTicket key={ticketId} ticketId={ticketId} userId={userId} notFound={<NotFoundScreen title={NOT_FOUND_TITLE} params={{}} />} />
}

export default function DeskTicketScreen({ params }: ScreenProps) {
  const ticketId = params.id ?? ""
  return (
    <AgentGate>
      <Ticket ticketId={ticketId} />
    </AgentGate>
  )
}
