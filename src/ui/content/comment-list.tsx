/**
 * A post's comments, oldest first, each with its author, time and its own
 * Like and Dislike. Comments are plain text and rendered as text — React
 * escapes it — never as HTML, so "<img onerror=…>" in a comment stays words.
 */
import { css } from "goober"
import type { BlogComment, MyReactions, ReactionKind } from "../../api/content/blog.ts"
import { color, font, radius, space } from "../shared/tokens.ts"
import { dateAndTime } from "./dates.ts"
import { ReactionButtons } from "./reaction-buttons.tsx"
import { UserText } from "../shared/primitives/user-text.tsx"

const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
`

const item = css`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space.xs} ${space.md};
  padding: ${space.lg} 0;
  border-top: 1px solid ${color.border};
  &:first-child { border-top: none; padding-top: 0; }
`

const avatar = css`
  grid-row: span 3;
  width: 40px;
  height: 40px;
  border-radius: ${radius.pill};
  background: ${color.brandTint};
  color: ${color.brand};
  display: flex;
  align-items: center;
  justify-content: center;
  font-weight: ${font.weight.bold};
`

const head = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${space.xs} ${space.sm};
  & h3 { font-size: ${font.size.md}; }
  & time { color: ${color.textMuted}; font-size: ${font.size.sm}; }
`

const text = css`
  max-width: 70ch;
  line-height: 1.6;
  white-space: pre-line;
  overflow-wrap: anywhere;
`

const empty = css`
  color: ${color.textMuted};
`

const initialOf = (name: string): string => Array.from(name.trim())[0]?.toUpperCase() ?? "?"

/** The learner's reaction on a comment, once their reactions are known (undefined until then). */
const mineOn = (mine: MyReactions | null, commentId: string): ReactionKind | null | undefined =>
  mine === null ? undefined : (mine.comments.find((entry) => entry.commentId === commentId)?.reaction ?? null)

export function CommentList({ comments, mine }: { readonly comments: ReadonlyArray<BlogComment>; readonly mine: MyReactions | null }) {
  if (comments.length === 0) return <p className={empty}>No comments yet. Be the first to share your thoughts.</p>
  return (
    <ol className={list}>
      {comments.map((comment) => (
        <li key={comment._id} className={item}>
          <span className={avatar} aria-hidden="true">
            {initialOf(comment.authorName)}
          </span>
          <div className={head}>
            <h3>
              <UserText>{comment.authorName}</UserText>
            </h3>
            <time dateTime={comment.createdAt}>{dateAndTime(comment.createdAt)}</time>
          </div>
          <p className={text}>{comment.comment}</p>
          <div>
            <ReactionButtons
              target="comment"
              id={comment._id}
              likes={comment.likes}
              dislikes={comment.dislikes}
              mine={mineOn(mine, comment._id)}
              label={`Reactions to ${comment.authorName}'s comment`}
              size="small"
            />
          </div>
        </li>
      ))}
    </ol>
  )
}
