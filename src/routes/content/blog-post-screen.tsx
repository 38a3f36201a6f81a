/**
 * A blog post (/blog-detail/{id}): title, author, date, the body, Like and
 * Dislike for the post, the comments oldest first with their own reactions,
 * and the learner's comment form. A guest sees the counts and a link to sign
 * in and come back here; their presses ask them to sign in. An unknown id is
 * the not-found page.
 */
import { useSelector } from "@xstate/react"
import { css } from "goober"
import type { ReactNode } from "react"
import type { BlogPost, MyReactions } from "../../api/content/blog.ts"
import { commentThread, selectPostedComments } from "../../machines/content/comment-form.machine.ts"
import { hasResourceFailed, isResourceLoading, isResourceNotFound, selectResourceData, selectResourceFailure } from "../../machines/shared/resource.machine.ts"
import { isSignedIn } from "../../machines/account/session.machine.ts"
import { useSessionActor } from "../../ui/shared/app-actors.ts"
import { blogPostPath } from "../../ui/content/blog-card.tsx"
import { useContentMachines } from "../../ui/content/content-machines.ts"
import { metaLine, readingColumn, sheet, tagList } from "../../ui/content/content-styles.ts"
import { CommentForm } from "../../ui/content/comment-form.tsx"
import { CommentList } from "../../ui/content/comment-list.tsx"
import { longDate } from "../../ui/content/dates.ts"
import { ReactionButtons } from "../../ui/content/reaction-buttons.tsx"
import { ArrowLeftIcon, ClockIcon } from "../../ui/shared/icons.tsx"
import { Link } from "../../ui/shared/primitives/link.tsx"
import { LoadFailed } from "../../ui/shared/primitives/load-failed.tsx"
import { PageHeading } from "../../ui/shared/primitives/page-heading.tsx"
import { RichText } from "../../ui/shared/primitives/rich-text.tsx"
import { Spinner } from "../../ui/shared/primitives/spinner.tsx"
import { color, font, media, space } from "../../ui/shared/tokens.ts"
import { useResource } from "../../ui/shared/use-resource.ts"
import { signInPath } from "../shared/paths.ts"
import { NOT_FOUND_TITLE, type ScreenProps } from "../shared/screen-props.ts"
import NotFoundScreen from "../shared/not-found-screen.tsx"
import { blogPostStructuredData } from "../../domain/content/structured-data.ts"
import { useIsHydrated } from "../../ui/shared/page-data.tsx"
import { SITE_TITLE } from "../shared/document-title.ts"
import { useScreenHead } from "../shared/screen-head.ts"
import { useFlowActor } from "../../ui/shared/flow-actor.ts"

const layout = css`
  display: flex;
  flex-direction: column;
  gap: ${space.xl};
  max-width: 900px;
  margin: 0 auto;
`

const back = css`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  min-height: 44px;
  font-weight: ${font.weight.semibold};
`

const postHeader = css`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  margin-bottom: ${space.xl};
  padding-bottom: ${space.xl};
  border-bottom: 1px solid ${color.border};
  & h1 { font-size: 1.75rem; line-height: 1.25; letter-spacing: -0.01em; max-width: 28ch; }
  ${media.md} { & h1 { font-size: 2.25rem; } }
`

const author = css`
  color: ${color.text};
  font-weight: ${font.weight.semibold};
`

const body = css`
  font-size: 1.0625rem;
  line-height: 1.75;
`

const postFooter = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.md} ${space.lg};
  margin-top: ${space.xxl};
  padding-top: ${space.xl};
  border-top: 1px solid ${color.border};
  & p { font-weight: ${font.weight.semibold}; }
`

const commentsSection = css`
  display: flex;
  flex-direction: column;
  gap: ${space.xl};
  & h2 { font-size: ${font.size.xl}; }
  & h3 { font-size: ${font.size.lg}; }
`

const joinBox = css`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  padding-top: ${space.xl};
  border-top: 1px solid ${color.border};
`

const guestNote = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.md};
  padding: ${space.lg};
  border-radius: 10px;
  background: ${color.brandTint};
  & p { color: ${color.text}; }
`

/** The signed-in learner's own reactions on the post, loaded beside it. */
function WithMyReactions({ id, children }: { readonly id: string; readonly children: (mine: MyReactions | null) => ReactNode }) {
  const { snapshot } = useResource<string, MyReactions>(useContentMachines().myReactions, id)
  return <>{children(selectResourceData(snapshot))}</>
}

function Comments({ post, mine, signedIn }: { readonly post: BlogPost; readonly mine: MyReactions | null; readonly signedIn: boolean }) {
  const form = useFlowActor(useContentMachines().commentForm, { input: { blogId: post._id } })
  const posted = useSelector(form, selectPostedComments)
  const thread = commentThread(post.comments, posted)
  return (
    <section className={`${sheet} ${commentsSection}`} aria-labelledby="comments-title">
      <h2 id="comments-title">{thread.length === 0 ? "Comments" : `Comments (${thread.length})`}</h2>
      <CommentList comments={thread} mine={mine} />
      <div className={joinBox}>
        <h3>Add your comment</h3>
        {signedIn ? (
          <CommentForm actor={form} />
        ) : (
          <div className={guestNote}>
            <p>Sign in to comment and to like or dislike posts and comments.</p>
            <Link variant="button" href={signInPath(blogPostPath(post._id))}>
              Sign in to comment
            </Link>
          </div>
        )}
      </div>
    </section>
  )
}

function PostView({ post, mine, signedIn }: { readonly post: BlogPost; readonly mine: MyReactions | null; readonly signedIn: boolean }) {
  return (
    <div className={layout}>
      <div>
        <Link href="/blog" className={back}>
          <ArrowLeftIcon size={16} />
          All posts
        </Link>
      </div>
      <article className={sheet} aria-labelledby="page-title">
        <header className={postHeader}>
          {post.tags.length > 0 ? (
            <ul className={tagList} aria-label="Tags">
              {post.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          ) : null}
          <PageHeading>{post.title}</PageHeading>
          <p className={metaLine}>
            <span>
              By <span className={author}>{post.authorName}</span>
            </span>
            <span>
              <time dateTime={post.publishedAt}>{longDate(post.publishedAt)}</time>
              <span aria-hidden="true">·</span>
              <ClockIcon size={14} />
              {post.readMinutes} min read
            </span>
          </p>
        </header>
        <div className={readingColumn}>
          <RichText html={post.bodyHtml} className={body} />
        </div>
        <footer className={postFooter}>
          <p>Was this article helpful?</p>
          <ReactionButtons
            target="blog"
            id={post._id}
            likes={post.likes}
            dislikes={post.dislikes}
            mine={mine === null ? undefined : mine.blog}
            label="Reactions to this post"
          />
        </footer>
      </article>
      <Comments post={post} mine={mine} signedIn={signedIn} />
    </div>
  )
}

/** Route parameters arrive undecoded; a malformed escape stays as it is (and is simply not found). */
const decodeParam = (value: string | undefined): string => {
  try {
    return decodeURIComponent(value ?? "")
  } catch {
    return value ?? ""
  }
}

export default function BlogPostScreen({ params }: ScreenProps) {
  const id = decodeParam(params.id)
  const { snapshot, actor } = useResource<string, BlogPost>(useContentMachines().blogPost, id)
  const signedIn = useSelector(useSessionActor(), isSignedIn)
  const notFound = isResourceNotFound(snapshot)
  const data = selectResourceData(snapshot)
  // While another post loads, the last one is not shown as if it were this one.
  const post = data !== null && (data._id === id || !isResourceLoading(snapshot)) ? data : null
  const hydrated = useIsHydrated()
  useScreenHead(
    notFound
      ? { title: NOT_FOUND_TITLE, notFound: true }
      : post === null
        ? null
        : {
            title: post.title,
            description: post.excerpt,
            kind: "article",
            structuredData: (url) => blogPostStructuredData(post, url, SITE_TITLE)
          }
  )

  if (notFound) return <NotFoundScreen title={NOT_FOUND_TITLE} params={{}} />
  if (hasResourceFailed(snapshot)) {
    return <LoadFailed what="This post" reason={selectResourceFailure(snapshot)} onRetry={() => actor.send({ type: "RETRY" })} />
  }
  if (post === null) return <Spinner label="Loading the post" />
  // The learner's own reactions come once the page is live (the server renders the counts only).
  return signedIn && hydrated ? (
    <WithMyReactions id={post._id}>{(mine) => <PostView key={post._id} post={post} mine={mine} signedIn />}</WithMyReactions>
  ) : (
    <PostView key={post._id} post={post} mine={null} signedIn={signedIn} />
  )
}
