/**
 * /admin/content/posts/new and /admin/content/posts/<id>: the post form
 * (title, summary, body as rich text with its preview, author, tags) and,
 * for a stored post, publish or unpublish, the public address, and remove.
 * The server judges the form; its issues show beside the fields.
 */
import { useState } from "react"
import { useLocation } from "wouter"
import type { AdminPost } from "../../../api/admin/admin-content.ts"
import { POST_STATUS_LABELS, splitTags } from "../../../domain/admin/content-rules.ts"
import { contentPaths, postStatusLine, publicPostPath } from "../../../domain/admin/content-views.ts"
import { Button } from "../../shared/primitives/button.tsx"
import { ExternalLink, Link } from "../../shared/primitives/link.tsx"
import { LoadFailed } from "../../shared/primitives/load-failed.tsx"
import { PageHeading } from "../../shared/primitives/page-heading.tsx"
import { Spinner } from "../../shared/primitives/spinner.tsx"
import { SubmitButton } from "../../shared/primitives/submit-button.tsx"
import { TextAreaField } from "../../shared/primitives/text-area-field.tsx"
import { TextField } from "../../shared/primitives/text-field.tsx"
import { actionsRow, mutedText, panelClass } from "../../shared/signed-in/panel-styles.ts"
import { useResource } from "../../shared/use-resource.ts"
import { ConfirmRemove } from "../confirm-remove.tsx"
import { useContentMachines } from "./use-content-machines.ts"
import { backLink, centred, failureClass, headRow, wideForm } from "./content-styles.ts"
import { RichTextField } from "./rich-text-field.tsx"
import { useAdminChange } from "../use-admin-change.ts"

interface Values {
  readonly title: string
  readonly excerpt: string
  readonly bodyHtml: string
  readonly authorName: string
  readonly tags: string
}

const EMPTY: Values = { title: "", excerpt: "", bodyHtml: "", authorName: "", tags: "" }

const valuesOf = (post: AdminPost): Values => ({
  title: post.title,
  excerpt: post.excerpt,
  bodyHtml: post.bodyHtml,
  authorName: post.authorName,
  tags: post.tags.join(", ")
})

function PostForm({ post, onSaved }: { readonly post: AdminPost | null; readonly onSaved: (saved: AdminPost) => void }) {
  const machines = useContentMachines()
  const [values, setValues] = useState<Values>(post === null ? EMPTY : valuesOf(post))
  const save = useAdminChange(machines.savePost, (answer) => onSaved(answer.data))
  const set = (field: keyof Values) => (value: string) => setValues((current) => ({ ...current, [field]: value }))
  const tagIssue = save.issue("tags") ?? [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((index) => save.issue(`tags.${index}`)).find((each) => each !== null) ?? null
  return (
    <form
      className={wideForm}
      aria-label={post === null ? "New post" : "Edit the post"}
      onSubmit={(event) => {
        event.preventDefault()
        save.submit({
          id: post?._id ?? null,
          draft: { title: values.title, excerpt: values.excerpt, bodyHtml: values.bodyHtml, authorName: values.authorName, tags: splitTags(values.tags) }
        })
      }}
    >
      <TextField label="Title" value={values.title} onChange={set("title")} error={save.issue("title")} isRequired />
      <TextAreaField
        label="Summary"
        description="Plain text, about two sentences: the blog's cards show it."
        value={values.excerpt}
        onChange={set("excerpt")}
        error={save.issue("excerpt")}
        rows={3}
        isRequired
      />
      <RichTextField label="Body" value={values.bodyHtml} onChange={set("bodyHtml")} error={save.issue("bodyHtml")} previewLabel="Preview of the body" />
      <TextField label="Author" value={values.authorName} onChange={set("authorName")} error={save.issue("authorName")} isRequired />
      <TextField label="Tags" description="Separated by commas, at most 10." value={values.tags} onChange={set("tags")} error={tagIssue} />
      {save.failure !== null ? (
        <p className={failureClass} role="alert">
          {save.failure}
        </p>
      ) : null}
      <div className={actionsRow}>
        <SubmitButton isDisabled={save.saving}>{save.saving ? "Saving…" : post === null ? "Save as a draft" : "Save the post"}</SubmitButton>
      </div>
    </form>
  )
}

function PostActions({ post, onChanged }: { readonly post: AdminPost; readonly onChanged: () => void }) {
  const machines = useContentMachines()
  const [, navigate] = useLocation()
  const [confirming, setConfirming] = useState(false)
  const action = useAdminChange(machines.postAction, (_answer, request) => {
    if (request.action === "remove") navigate(contentPaths.posts())
    else onChanged()
  })
  return (
    <section aria-labelledby="post-status">
      <h2 id="post-status">Status: {POST_STATUS_LABELS[post.status]}</h2>
      <p className={mutedText}>{postStatusLine(post)}</p>
      <div className={`${actionsRow} ${centred}`}>
        {post.status === "published" ? (
          <Button variant="secondary" isDisabled={action.saving} onPress={() => action.submit({ id: post._id, action: "unpublish" })}>
            Unpublish
          </Button>
        ) : (
          <Button isDisabled={action.saving} onPress={() => action.submit({ id: post._id, action: "publish" })}>
            Publish now
          </Button>
        )}
        {post.status === "published" ? <ExternalLink href={publicPostPath(post._id)}>View on the blog</ExternalLink> : null}
        <Link href={contentPaths.comments({ visibility: "all", post: post._id })}>
          {post.commentCount} {post.commentCount === 1 ? "comment" : "comments"}
          {post.hiddenCommentCount > 0 ? ` (${post.hiddenCommentCount} hidden)` : ""}
        </Link>
        <Button variant="quiet" isDisabled={action.saving} onPress={() => setConfirming(true)}>
          Remove…
        </Button>
      </div>
      {action.failure !== null ? (
        <p className={failureClass} role="alert">
          {action.failure}
        </p>
      ) : null}
      <ConfirmRemove
        isOpen={confirming}
        title="Remove this post?"
        busy={action.saving}
        onConfirm={() => action.submit({ id: post._id, action: "remove" })}
        onClose={() => setConfirming(false)}
      >
        {`"${post.title}" and its ${post.commentCount} ${post.commentCount === 1 ? "comment" : "comments"} will be removed for good. To take it off the blog for now, unpublish it instead.`}
      </ConfirmRemove>
    </section>
  )
}

function StoredPost({ id, title }: { readonly id: string; readonly title: string }) {
  const { actor, snapshot } = useResource(useContentMachines().post, id)
  const post = snapshot.context.data
  if (snapshot.matches("loading") && post === null) return <Spinner label="Loading the post" />
  if (snapshot.matches("notFound")) return <p role="alert">This post does not exist. It may have been removed.</p>
  if (post === null) return <LoadFailed what="This post" reason={snapshot.context.failureMessage} onRetry={() => actor.send({ type: "RETRY" })} />
  const reload = () => actor.send({ type: "LOAD", request: id })
  return (
    <>
      <div className={headRow}>
        <PageHeading>
          {title}: {post.title}
        </PageHeading>
      </div>
      <PostActions post={post} onChanged={reload} />
      <PostForm key={post.updatedAt} post={post} onSaved={reload} />
    </>
  )
}

export function PostEditor({ id, title }: { readonly id: string | null; readonly title: string }) {
  const [, navigate] = useLocation()
  return (
    <section className={panelClass} aria-labelledby="page-title">
      <Link className={backLink} href={contentPaths.posts()}>
        ← All posts
      </Link>
      {id === null ? (
        <>
          <PageHeading>Write a post</PageHeading>
          <p className={mutedText}>A new post is a draft: readers see it once it is published.</p>
          <PostForm post={null} onSaved={(saved) => navigate(contentPaths.post(saved._id), { replace: true })} />
        </>
      ) : (
        <StoredPost id={id} title={title} />
      )}
    </section>
  )
}
