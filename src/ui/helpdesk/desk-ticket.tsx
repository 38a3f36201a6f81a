/**
 * One ticket at the desk (/desk/ticket/{id}): its subject and
 * state, the learner's name and email, who holds it, the actions (Assign to
 * me / Unassign, Set pending, Close with a reason), the conversation with
 * its internal notes, the composer, and the linked item.
 *
 * The ticket is a resource machine's; deskLive reloads it when the stream
 * says this ticket changed (a learner's message, another agent's action),
 * and deskAction does one action at a time, after which it reloads too. The
 * server's sentences come as toasts (success) or beside the control that
 * failed. The agent's read marker moves to the newest message on view.
 */
import { useSelector } from "@xstate/react"
import { type ReactNode, useEffect, useState } from "react"
import type { DeskTicketDetail } from "../../api/helpdesk/helpdesk.ts"
import { actingKind, type DeskActionKind, selectActionFailure } from "../../machines/helpdesk/desk-action.machine.ts"
import { selectTypist } from "../../machines/helpdesk/desk-live.machine.ts"
import { hasResourceFailed, isResourceNotFound, selectResourceFailure } from "../../machines/shared/resource.machine.ts"
import { CATEGORY_LABELS, DESK_STATE_LABELS, waitedFor } from "../../domain/helpdesk/desk-format.ts"
import { DESK_PATH } from "../../domain/helpdesk/desk-paths.ts"
import { Button } from "../shared/primitives/button.tsx"
import { Link } from "../shared/primitives/link.tsx"
import { LoadFailed } from "../shared/primitives/load-failed.tsx"
import { PageHeading } from "../shared/primitives/page-heading.tsx"
import { Spinner } from "../shared/primitives/spinner.tsx"
import { pill, pillAttention, pillGood, pillNeutral } from "../shared/primitives/status-pill-styles.ts"
import { actionsRow, panelClass } from "../shared/signed-in/panel-styles.ts"
import { useResource } from "../shared/use-resource.ts"
import { DeskCloseDialog } from "./desk-close-dialog.tsx"
import { DeskComposer } from "./desk-composer.tsx"
import { DeskConversation } from "./desk-conversation.tsx"
import { DeskLinkedItem } from "./desk-linked-item.tsx"
import { useDeskMachines } from "./desk-machines.ts"
import { useHelpdeskMachines } from "./helpdesk-machines.ts"
import { typingLine } from "./chat-styles.ts"
import { column, facts, inlineError, muted, sidePanel, ticketLayout } from "./desk-styles.ts"
import { useFlowActor } from "../shared/flow-actor.ts"
import { UserText } from "../shared/primitives/user-text.tsx"

const STATE_TONES = { open: pillAttention, pending: pillNeutral, closed: pillGood } as const

export function DeskTicket({
  ticketId,
  userId,
  notFound
}: {
  readonly ticketId: string
  readonly userId: string | null
  /** What to show for an id naming no ticket. */
  readonly notFound: ReactNode
}) {
  const machines = useDeskMachines()
  const limits = useHelpdeskMachines().chatLimits
  const { actor: ticketActor, snapshot } = useResource(machines.ticket, { ticketId })
  const live = useFlowActor(machines.live, { input: { userId, ticketId } })
  const action = useFlowActor(machines.action, { input: { ticketId } })
  const acting = useSelector(action, actingKind)
  const typist = useSelector(live, selectTypist)
  const failure = useSelector(action, selectActionFailure)
  const [closeOpen, setCloseOpen] = useState(false)
  const [sent, setSent] = useState(0)

  useEffect(() => {
    const reload = () => ticketActor.send({ type: "LOAD", request: { ticketId } })
    const changed = live.on("changed", reload)
    const done = action.on("done", (event) => {
      if (event.action.kind === "reply") setSent((count) => count + 1)
      if (event.action.kind === "close") setCloseOpen(false)
      reload()
    })
    return () => {
      changed.unsubscribe()
      done.unsubscribe()
    }
  }, [live, action, ticketActor, ticketId])

  const ticket = snapshot.context.data as DeskTicketDetail | null
  const newest = ticket?.messages.at(-1)?.seq ?? 0
  const readUpTo = ticket?.readUpTo ?? 0
  useEffect(() => {
    if (newest > readUpTo) machines.markRead({ ticketId, upTo: newest })
  }, [machines, ticketId, newest, readUpTo])

  if (isResourceNotFound(snapshot)) return <>{notFound}</>
  if (ticket === null) {
    return (
      <section className={panelClass} aria-label="Ticket">
        {hasResourceFailed(snapshot) ? (
          <LoadFailed what="This ticket" reason={selectResourceFailure(snapshot)} onRetry={() => ticketActor.send({ type: "RETRY" })} />
        ) : (
          <Spinner label="Loading the ticket" />
        )}
      </section>
    )
  }

  const act = (kind: Exclude<DeskActionKind, "reply" | "close">) => action.send({ type: "ACT", action: { kind } })
  const failureFor = (kinds: ReadonlyArray<DeskActionKind>): string | null => (failure !== null && kinds.includes(failure.kind) ? failure.message : null)
  const busy = acting !== null
  const mine = ticket.assignee !== null && ticket.assignee._id === userId
  const closed = ticket.state === "closed"

  return (
    <section className={panelClass} aria-labelledby="page-title">
      <p>
        <Link href={DESK_PATH}>← Back to the queue</Link>
      </p>
      <PageHeading>
        <UserText>{ticket.subject}</UserText>
      </PageHeading>
      <div className={ticketLayout}>
        <div className={column}>
          <section aria-labelledby="conversation-title">
            <h2 id="conversation-title">Conversation</h2>
            <DeskConversation messages={ticket.messages} learnerReadUpTo={ticket.otherReadUpTo} />
            <p className={typingLine} aria-live="polite">
              {typist === null ? "" : `${typist} is typing…`}
            </p>
          </section>
          <section aria-labelledby="composer-title">
            <h2 id="composer-title">Write</h2>
            <DeskComposer
              closed={closed}
              busy={acting === "reply"}
              failure={failureFor(["reply"])}
              sent={sent}
              onSend={(draft) => action.send({ type: "ACT", action: { kind: "reply", ...draft } })}
              onTyping={() => machines.pingTyping({ ticketId })}
              upload={machines.upload}
              limits={limits}
            />
          </section>
        </div>
        <div className={column}>
          <section className={sidePanel} aria-labelledby="ticket-facts-title">
            <h2 id="ticket-facts-title">Ticket</h2>
            <p>
              <span className={`${pill} ${STATE_TONES[ticket.state]}`}>{DESK_STATE_LABELS[ticket.state]}</span>
            </p>
            <dl className={facts}>
              <dt>Learner</dt>
              <dd>
                <UserText>{ticket.learner.name}</UserText>
              </dd>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${ticket.learner.email}`}>{ticket.learner.email}</a>
              </dd>
              <dt>Category</dt>
              <dd>{CATEGORY_LABELS[ticket.category]}</dd>
              <dt>Assignee</dt>
              <dd>
                {ticket.assignee === null ? (
                  "Nobody"
                ) : (
                  <>
                    <UserText>{ticket.assignee.name}</UserText>
                    {mine ? " (you)" : null}
                  </>
                )}
              </dd>
              {ticket.waitingSince === null ? null : (
                <>
                  <dt>Waiting</dt>
                  <dd>{waitedFor(ticket.waitingSince, Date.now())}</dd>
                </>
              )}
              {ticket.closeReason === null ? null : (
                <>
                  <dt>Close reason</dt>
                  <dd>{ticket.closeReason}</dd>
                </>
              )}
            </dl>
            <div className={actionsRow} role="group" aria-label="Ticket actions">
              {mine ? (
                <Button variant="secondary" isDisabled={busy} onPress={() => act("unassign")}>
                  {acting === "unassign" ? "Unassigning…" : "Unassign"}
                </Button>
              ) : (
                <Button variant="secondary" isDisabled={busy} onPress={() => act("assign")}>
                  {acting === "assign" ? "Assigning…" : "Assign to me"}
                </Button>
              )}
              {ticket.state === "open" ? (
                <Button variant="secondary" isDisabled={busy} onPress={() => act("pending")}>
                  {acting === "pending" ? "Setting pending…" : "Set pending"}
                </Button>
              ) : null}
              {closed ? null : (
                <Button isDisabled={busy} onPress={() => setCloseOpen(true)}>
                  Close…
                </Button>
              )}
            </div>
            {failureFor(["assign", "unassign", "pending"]) === null ? null : (
              <p className={inlineError} role="alert">
                {failureFor(["assign", "unassign", "pending"])}
              </p>
            )}
            {closed ? <p className={muted}>Closed. A message from the learner reopens it.</p> : null}
          </section>
          <DeskLinkedItem linked={ticket.linked} />
        </div>
      </div>
      <DeskCloseDialog
        isOpen={closeOpen}
        busy={acting === "close"}
        failure={failureFor(["close"])}
        onClose={() => {
          setCloseOpen(false)
          action.send({ type: "DISMISS" })
        }}
        onConfirm={(reason) => action.send({ type: "ACT", action: { kind: "close", reason } })}
      />
    </section>
  )
}
