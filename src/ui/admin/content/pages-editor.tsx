/**
 * /admin/content/pages: the policy pages and About us; /admin/content/pages/<slug>:
 * one page's title and body (rich text with its preview).
 */
import { useState } from "react"
import type { ContentPage, PageSlug } from "../../../api/content/pages.ts"
import { contentDate, contentPaths, PAGE_NAMES, PAGE_SLUGS, publicPagePath } from "../../../domain/admin/content-views.ts"
import { ExternalLink, Link } from "../../shared/primitives/link.tsx"
import { LoadFailed } from "../../shared/primitives/load-failed.tsx"
import { PageHeading } from "../../shared/primitives/page-heading.tsx"
import { Spinner } from "../../shared/primitives/spinner.tsx"
import { SubmitButton } from "../../shared/primitives/submit-button.tsx"
import { TextField } from "../../shared/primitives/text-field.tsx"
import { actionsRow, mutedText, panelClass } from "../../shared/signed-in/panel-styles.ts"
import { useResource } from "../../shared/use-resource.ts"
import { useContentMachines } from "./use-content-machines.ts"
import { backLink, failureClass, metaClass, rowClass, rowsClass, wideForm } from "./content-styles.ts"
import { RichTextField } from "./rich-text-field.tsx"
import { useAdminChange } from "../use-admin-change.ts"

export function PagesList({ title }: { readonly title: string }) {
  const { actor, snapshot } = useResource(useContentMachines().pages, null)
  const pages = snapshot.context.data
  const stored = (slug: PageSlug) => pages?.find((page) => page.slug === slug)
  return (
    <section className={panelClass} aria-labelledby="page-title">
      <PageHeading>{title}</PageHeading>
      {pages === null ? (
        snapshot.matches("loading") ? (
          <Spinner label="Loading the pages" />
        ) : (
          <LoadFailed what="The pages" reason={snapshot.context.failureMessage} onRetry={() => actor.send({ type: "RETRY" })} />
        )
      ) : (
        <ul className={rowsClass} aria-label="Pages">
          {PAGE_SLUGS.map((slug) => {
            const page = stored(slug)
            return (
              <li key={slug} className={rowClass}>
                <Link href={contentPaths.page(slug)}>{PAGE_NAMES[slug]}</Link>
                <p className={metaClass}>
                  {publicPagePath(slug)} · {page === undefined ? "not written yet" : `last updated ${contentDate(page.updatedAt)}`}
                </p>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}

function PageForm({ slug, page, onSaved }: { readonly slug: PageSlug; readonly page: ContentPage | null; readonly onSaved: () => void }) {
  const [title, setTitle] = useState(page?.title ?? PAGE_NAMES[slug])
  const [bodyHtml, setBodyHtml] = useState(page?.bodyHtml ?? "")
  const save = useAdminChange(useContentMachines().savePage, onSaved)
  return (
    <form
      className={wideForm}
      aria-label={`Edit ${PAGE_NAMES[slug]}`}
      onSubmit={(event) => {
        event.preventDefault()
        save.submit({ slug, draft: { title, bodyHtml } })
      }}
    >
      <TextField label="Title" value={title} onChange={setTitle} error={save.issue("title")} isRequired />
      <RichTextField label="Body" value={bodyHtml} onChange={setBodyHtml} error={save.issue("bodyHtml")} rows={16} previewLabel="Preview of the page" />
      {save.failure !== null ? (
        <p className={failureClass} role="alert">
          {save.failure}
        </p>
      ) : null}
      <div className={actionsRow}>
        <SubmitButton isDisabled={save.saving}>{save.saving ? "Saving…" : "Save the page"}</SubmitButton>
      </div>
    </form>
  )
}

export function PageEditor({ slug, title }: { readonly slug: PageSlug; readonly title: string }) {
  const { actor, snapshot } = useResource(useContentMachines().page, slug)
  const page = snapshot.context.data
  const reload = () => actor.send({ type: "LOAD", request: slug })
  return (
    <section className={panelClass} aria-labelledby="page-title">
      <Link className={backLink} href={contentPaths.pages}>
        ← All pages
      </Link>
      <PageHeading>
        {title}: {PAGE_NAMES[slug]}
      </PageHeading>
      <p className={mutedText}>
        Readers find it at <ExternalLink href={publicPagePath(slug)}>{publicPagePath(slug)}</ExternalLink>
        {page === null ? "" : `; last updated ${contentDate(page.updatedAt)}`}.
      </p>
      {snapshot.matches("loading") && page === null ? (
        <Spinner label="Loading the page" />
      ) : snapshot.matches("failed") && page === null ? (
        <LoadFailed what="This page" reason={snapshot.context.failureMessage} onRetry={() => actor.send({ type: "RETRY" })} />
      ) : (
        <PageForm key={page?.updatedAt ?? "new"} slug={slug} page={page} onSaved={reload} />
      )}
    </section>
  )
}
