/**
 * /helpdesk/add (spec §2), in the profile area: a new ticket,
 * about what the address names (`?examId=`, `?attemptId=`,
 * `?attemptId=&questionId=` from an attempt's review, `?followUpOf=` from a
 * closed ticket). One form actor per visit, with its own clientId.
 */
import { useState } from "react"
import { useSearch } from "wouter"
import { aboutOfSearch } from "../../domain/helpdesk/ticket-rules.ts"
import { useHelpdeskMachines } from "../../ui/helpdesk/helpdesk-machines.ts"
import { NewTicketForm } from "../../ui/helpdesk/new-ticket-form.tsx"
import { PageHeading } from "../../ui/shared/primitives/page-heading.tsx"
import { panelClass } from "../../ui/shared/signed-in/panel-styles.ts"
import { ProfileFrame } from "../shared/profile-frame.tsx"
import type { ScreenProps } from "../shared/screen-props.ts"

function NewTicket({ title }: { readonly title: string }) {
  const machines = useHelpdeskMachines()
  const search = useSearch()
  // Made once per visit: the clientId must not change while the learner retries.
  const [setup] = useState(() => machines.newTicket(aboutOfSearch(search)))
  return (
    <section className={panelClass} aria-labelledby="page-title">
      <PageHeading>{title}</PageHeading>
      <NewTicketForm setup={setup} />
    </section>
  )
}

export default function NewTicketScreen({ title }: ScreenProps) {
  return (
    <ProfileFrame>
      <NewTicket title={title} />
    </ProfileFrame>
  )
}
