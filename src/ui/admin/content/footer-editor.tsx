/** /admin/content/footer: the footer's fields (spec §3): address, email, phone and the three social links. */
import { useState } from "react"
import type { FooterDraft } from "../../../api/admin/admin-content.ts"
import type { FooterSection } from "../../../api/shell/footer.ts"
import { FOOTER_LINKS } from "../../../domain/admin/content-rules.ts"
import { LoadFailed } from "../../shared/primitives/load-failed.tsx"
import { PageHeading } from "../../shared/primitives/page-heading.tsx"
import { Spinner } from "../../shared/primitives/spinner.tsx"
import { SubmitButton } from "../../shared/primitives/submit-button.tsx"
import { TextField } from "../../shared/primitives/text-field.tsx"
import { actionsRow, formClass, mutedText, panelClass } from "../../shared/signed-in/panel-styles.ts"
import { useResource } from "../../shared/use-resource.ts"
import { useContentMachines } from "./use-content-machines.ts"
import { failureClass } from "./content-styles.ts"
import { useAdminChange } from "../use-admin-change.ts"

const EMPTY: FooterDraft = { address: "", email: "", phone: "", follow_on_twitter: "", follow_on_facebook: "", follow_on_linkdin: "" }

function FooterForm({ footer, onSaved }: { readonly footer: FooterSection | null; readonly onSaved: () => void }) {
  const [values, setValues] = useState<FooterDraft>(footer ?? EMPTY)
  const save = useAdminChange(useContentMachines().saveFooter, onSaved)
  const set = (field: keyof FooterDraft) => (value: string) => setValues((current) => ({ ...current, [field]: value }))
  return (
    <form
      className={formClass}
      aria-label="Footer content"
      onSubmit={(event) => {
        event.preventDefault()
        save.submit(values)
      }}
    >
      <TextField label="Address" value={values.address} onChange={set("address")} error={save.issue("address")} isRequired />
      <TextField label="Email" type="email" value={values.email} onChange={set("email")} error={save.issue("email")} isRequired />
      <TextField label="Phone" type="tel" value={values.phone} onChange={set("phone")} error={save.issue("phone")} isRequired />
      {FOOTER_LINKS.map(({ field, network }) => (
        <TextField
          key={field}
          label={`${network} page`}
          type="url"
          placeholder="https://"
          value={values[field]}
          onChange={set(field)}
          error={save.issue(field)}
          isRequired
        />
      ))}
      {save.failure !== null ? (
        <p className={failureClass} role="alert">
          {save.failure}
        </p>
      ) : null}
      <div className={actionsRow}>
        <SubmitButton isDisabled={save.saving}>{save.saving ? "Saving…" : "Save the footer"}</SubmitButton>
      </div>
    </form>
  )
}

export function FooterEditor({ title }: { readonly title: string }) {
  const { actor, snapshot } = useResource(useContentMachines().footer, null)
  const reload = () => actor.send({ type: "LOAD", request: null })
  return (
    <section className={panelClass} aria-labelledby="page-title">
      <PageHeading>{title}</PageHeading>
      <p className={mutedText}>Every page's footer shows these; a saved change shows at once.</p>
      {snapshot.matches("failed") ? (
        <LoadFailed what="The footer" reason={snapshot.context.failureMessage} onRetry={() => actor.send({ type: "RETRY" })} />
      ) : snapshot.matches("loading") && snapshot.context.data === null ? (
        <Spinner label="Loading the footer" />
      ) : (
        <FooterForm key={JSON.stringify(snapshot.context.data)} footer={snapshot.context.data} onSaved={reload} />
      )}
    </section>
  )
}
