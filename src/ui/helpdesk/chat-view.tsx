/**
 * The learner's chat of one ticket (/helpdesk/chat/{id}): the
 * ticket's subject, state and linked item, the conversation, who is typing,
 * the composer — or, for a closed ticket, why writing reopens it (within the
 * reopen window) and the follow-up link once the server says it is too late.
 * New messages from the other side are announced to screen readers.
 *
 * The chat actor comes from the helpdesk area; this view starts it, tells it
 * when the browser goes on or offline and when the page is shown or hidden,
 * and reads its snapshot.
 */
import { useSelector } from "@xstate/react"
import { useEffect, useMemo, useRef, useState } from "react"
import type { TicketLink, TicketState } from "../../api/helpdesk/helpdesk.ts"
import { type ChatSnapshot, selectConnection, selectRows } from "../../machines/helpdesk/chat.machine.ts"
import { LoadFailed } from "../shared/primitives/load-failed.tsx"
import { Button } from "../shared/primitives/button.tsx"
import { Link } from "../shared/primitives/link.tsx"
import { Spinner } from "../shared/primitives/spinner.tsx"
import { pill, pillAttention, pillGood, pillNeutral } from "../shared/primitives/status-pill-styles.ts"
import { noticeBox } from "../shared/primitives/surface-styles.ts"
import { visuallyHidden } from "../shared/primitives/visually-hidden.ts"
import { ChatComposer } from "./chat-composer.tsx"
import { ChatMessageList } from "./chat-message-list.tsx"
import { chatHeader, typingLine } from "./chat-styles.ts"
import { useHelpdeskMachines } from "./helpdesk-machines.ts"
import { useFlowActor } from "../shared/flow-actor.ts"
import { UserText } from "../shared/primitives/user-text.tsx"

const STATE_LABEL: Record<TicketState, string> = { open: "Open: waiting for support", pending: "Waiting for your reply", closed: "Closed" }
const STATE_TONE: Record<TicketState, string> = { open: pillAttention, pending: pillGood, closed: pillNeutral }

const linkText = (link: TicketLink): { readonly text: string; readonly href: string | null } => {
  switch (link.kind) {
    case "exam":
      return { text: "About an exam", href: null }
    case "attempt":
      return { text: "About an exam attempt", href: `/attempt/${link.attemptId}` }
    case "question":
      return { text: "About a question of an exam attempt", href: `/attempt/${link.attemptId}` }
  }
}

const CONNECTION_TEXT = {
  connecting: "Connecting…",
  live: "Live",
  backoff: "Reconnecting…",
  offline: "You are offline: messages are kept and sent when you are back online."
} as const

const selectTicket = (snapshot: ChatSnapshot) => snapshot.context.ticket
const selectTypist = (snapshot: ChatSnapshot) => snapshot.context.typist
const selectNotice = (snapshot: ChatSnapshot) => snapshot.context.notice
const selectLoadError = (snapshot: ChatSnapshot) => snapshot.context.loadError
const selectLoading = (snapshot: ChatSnapshot) => snapshot.matches({ history: "loading" }) && snapshot.context.ticket === null
const selectFailed = (snapshot: ChatSnapshot) => snapshot.matches({ history: "failed" }) && snapshot.context.ticket === null
const selectClosing = (snapshot: ChatSnapshot) => snapshot.matches({ closing: "closing" })

/** The other side's newest message, for the screen reader's announcement. */
const selectLastIncoming = (snapshot: ChatSnapshot): string | null => {
  const { messages, side } = snapshot.context
  const last = [...messages].reverse().find((message) => message.author.kind !== side)
  return last === undefined ? null : `${last._id}|New message from ${last.author.name}: ${last.text}`
}

export function ChatView({ ticketId, attachmentUrl }: { readonly ticketId: string; readonly attachmentUrl: (id: string) => string }) {
  const machines = useHelpdeskMachines()
  const setup = useMemo(() => machines.chat(ticketId), [machines, ticketId])
  const actor = useFlowActor(setup.logic, { input: setup.input })
  const send = actor.send
  const limits = machines.chatLimits

  useEffect(() => {
    const online = () => send({ type: "ONLINE" })
    const offline = () => send({ type: "OFFLINE" })
    const visibility = () => send({ type: document.visibilityState === "visible" ? "VISIBLE" : "HIDDEN" })
    window.addEventListener("online", online)
    window.addEventListener("offline", offline)
    document.addEventListener("visibilitychange", visibility)
    return () => {
      window.removeEventListener("online", online)
      window.removeEventListener("offline", offline)
      document.removeEventListener("visibilitychange", visibility)
    }
  }, [send])

  const ticket = useSelector(actor, selectTicket)
  const rows = useSelector(
    actor,
    selectRows,
    (a, b) => a.length === b.length && a.every((row, index) => row === b[index] || JSON.stringify(row) === JSON.stringify(b[index]))
  )
  const connection = useSelector(actor, selectConnection)
  const typist = useSelector(actor, selectTypist)
  const notice = useSelector(actor, selectNotice)
  const loading = useSelector(actor, selectLoading)
  const failed = useSelector(actor, selectFailed)
  const loadError = useSelector(actor, selectLoadError)
  const closing = useSelector(actor, selectClosing)
  const lastIncoming = useSelector(actor, selectLastIncoming)

  // Announce only what arrives while the page is open, not the history.
  const firstIncoming = useRef<string | null | undefined>(undefined)
  const [announcement, setAnnouncement] = useState("")
  useEffect(() => {
    if (ticket === null) return
    if (firstIncoming.current === undefined) {
      firstIncoming.current = lastIncoming
      return
    }
    if (lastIncoming !== null && lastIncoming !== firstIncoming.current) setAnnouncement(lastIncoming.slice(lastIncoming.indexOf("|") + 1))
  }, [lastIncoming, ticket])

  // Keep the newest message in view.
  const bottom = useRef<HTMLDivElement>(null)
  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: "nearest" })
  }, [rows.length])

  if (loading) return <Spinner label="Loading the ticket" />
  if (failed || ticket === null) {
    return <LoadFailed what="this ticket" reason={loadError} onRetry={() => send({ type: "RETRY_HISTORY" })} />
  }

  const link = ticket.link === null ? null : linkText(ticket.link)
  return (
    <div>
      <div className={chatHeader}>
        <h2>
          <UserText>{ticket.subject}</UserText>
        </h2>
        <span className={`${pill} ${STATE_TONE[ticket.state]}`}>{STATE_LABEL[ticket.state]}</span>
        {link === null ? null : link.href === null ? <span>{link.text}</span> : <Link href={link.href}>{link.text}</Link>}
        <span aria-live="polite">{CONNECTION_TEXT[connection]}</span>
      </div>
      <ChatMessageList
        rows={rows}
        side="learner"
        attachmentUrl={attachmentUrl}
        onRetry={(clientId) => send({ type: "RETRY_MESSAGE", clientId })}
        onDiscard={(clientId) => send({ type: "DISCARD_MESSAGE", clientId })}
      />
      <div ref={bottom} />
      <p className={typingLine}>
        {typist === null ? (
          ""
        ) : (
          <>
            <UserText>{typist.name}</UserText> is typing…
          </>
        )}
      </p>
      <div className={visuallyHidden} role="status" aria-live="polite">
        {announcement}
      </div>
      {ticket.state === "closed" ? (
        <div className={noticeBox}>
          <p>
            This ticket is closed. Writing a message reopens it
            {ticket.reopenableUntil === null
              ? ` within ${limits.reopenWindowDays} days of its closing`
              : ` until ${new Date(ticket.reopenableUntil).toLocaleDateString()}`}
            .
          </p>
        </div>
      ) : null}
      {notice === null ? null : (
        <div className={noticeBox} role="alert">
          <p>{notice}</p>
          {ticket.state === "closed" ? <Link href={`/helpdesk/add?followUpOf=${encodeURIComponent(ticket._id)}`}>Start a follow-up ticket</Link> : null}
        </div>
      )}
      <ChatComposer
        upload={(file, waiting) => machines.chatUpload(ticket._id, file, waiting)}
        limits={limits}
        onSend={(text, attachments) => send({ type: "SEND", text, attachments })}
        onTyped={() => send({ type: "TYPED" })}
      />
      {ticket.state === "closed" ? null : (
        <Button variant="quiet" isDisabled={closing} onPress={() => send({ type: "CLOSE" })}>
          Close this ticket
        </Button>
      )}
    </div>
  )
}
