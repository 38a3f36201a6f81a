/**
 * The support desk (/desk, issue 11): where a signed-in agent lands. For now
 * it says who is answering and, honestly, that the ticket queue comes with
 * the helpdesk work; the queue, a ticket's chat and its internal notes take
 * this screen's place as they are built. Learners and guests never get past
 * the AgentGate.
 */
import { useSelector } from "@xstate/react"
import { css } from "goober"
import { selectProfile, selectUserName, type SessionSnapshot } from "../../machines/account/session.machine.ts"
import { useSessionActor } from "../../ui/shared/app-actors.ts"
import { PageHeading } from "../../ui/shared/primitives/page-heading.tsx"
import { mutedText, panelClass } from "../../ui/shared/signed-in/panel-styles.ts"
import { font, space } from "../../ui/shared/tokens.ts"
import { AgentGate } from "../shared/agent-gate.tsx"
import type { ScreenProps } from "../shared/screen-props.ts"

const facts = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${space.xs} ${space.lg};
  margin: 0;
  & dt { font-weight: ${font.weight.semibold}; }
  & dd { margin: 0; overflow-wrap: anywhere; }
`

const selectEmail = (snapshot: SessionSnapshot): string | null =>
  selectProfile(snapshot)?.email ?? snapshot.context.userInfo?.email ?? null

function Desk({ title }: { readonly title: string }) {
  const session = useSessionActor()
  const name = useSelector(session, selectUserName)
  const email = useSelector(session, selectEmail)
  return (
    <section className={panelClass} aria-labelledby="page-title">
      <PageHeading>{title}</PageHeading>
      <dl className={facts} aria-label="Signed in as">
        <dt>Agent</dt>
        <dd>{name ?? "…"}</dd>
        <dt>Email</dt>
        <dd>{email ?? "…"}</dd>
        <dt>Role</dt>
        <dd>Support agent</dd>
      </dl>
      <div>
        <h2>Ticket queue</h2>
        <p className={mutedText}>
          The queue of learners' tickets comes with the helpdesk: open tickets by waiting time, yours and
          unassigned, each with its chat. Nothing is waiting here yet.
        </p>
      </div>
    </section>
  )
}

export default function DeskScreen({ title }: ScreenProps) {
  return (
    <AgentGate>
      <Desk title={title} />
    </AgentGate>
  )
}
