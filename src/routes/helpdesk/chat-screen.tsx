/**
 * /helpdesk/chat/{id} (spec §2), in the profile area: the
 * learner's chat of one ticket, live.
 */
import { attachmentUrl } from "../../domain/helpdesk/chat-paths.ts"
import { ChatView } from "../../ui/helpdesk/chat-view.tsx"
import { PageHeading } from "../../ui/shared/primitives/page-heading.tsx"
import { panelClass } from "../../ui/shared/signed-in/panel-styles.ts"
import { ProfileFrame } from "../shared/profile-frame.tsx"
import type { ScreenProps } from "../shared/screen-props.ts"

export default function ChatScreen({ title, params }: ScreenProps) {
  const ticketId = params.id ?? ""
  return (
    <ProfileFrame>
      <section className={panelClass} aria-labelledby="page-title">
        <PageHeading>{title}</PageHeading>
        {/* Keyed: another ticket is another actor. */}
        <ChatView key={ticketId} ticketId={ticketId} attachmentUrl={attachmentUrl} />
      </section>
    </ProfileFrame>
  )
}
