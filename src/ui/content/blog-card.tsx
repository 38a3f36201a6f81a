/**
 * A post in the blog list (and wherever posts are listed): tags, the title
 * as the link to the post, author, date and reading time, the excerpt, and
 * the counts of likes, dislikes and comments.
 */
import { css } from "goober"
import type { BlogCard as BlogCardData } from "../../api/content/blog.ts"
import { ClockIcon } from "../shared/icons.tsx"
import { Link } from "../shared/primitives/link.tsx"
import { visuallyHidden } from "../shared/primitives/visually-hidden.ts"
import { color, font, radius, shadow, space } from "../shared/tokens.ts"
import { CommentIcon, ThumbDownIcon, ThumbUpIcon } from "./content-icons.tsx"
import { metaLine, tagList } from "./content-styles.ts"
import { countOf, longDate } from "./dates.ts"
import { UserText } from "../shared/primitives/user-text.tsx"

export const blogPostPath = (id: string): string => `/blog-detail/${encodeURIComponent(id)}`

const card = css`
  position: relative;
  height: 100%;
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  padding: ${space.xl};
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-top: 4px solid ${color.brand};
  border-radius: ${radius.lg};
  box-shadow: ${shadow.card};
  transition: box-shadow 120ms ease, border-color 120ms ease;
  &:hover { box-shadow: ${shadow.popover}; }
  & h2 { font-size: ${font.size.lg}; line-height: 1.35; }
  /* The whole card is the title link's target; the link stays the one tab stop. */
  & h2 a { color: ${color.text}; text-decoration: none; }
  & h2 a::after { content: ""; position: absolute; inset: 0; border-radius: ${radius.lg}; }
  & h2 a[data-hovered] { color: ${color.brand}; text-decoration: underline; }
  & h2 a[data-focus-visible] { outline: none; }
  & h2 a[data-focus-visible]::after { outline: 3px solid ${color.focus}; outline-offset: 2px; }
`

const author = css`
  color: ${color.text};
  font-weight: ${font.weight.semibold};
`

const excerpt = css`
  color: ${color.textMuted};
  line-height: 1.6;
  flex: 1;
`

const counts = css`
  display: flex;
  gap: ${space.lg};
  padding-top: ${space.md};
  border-top: 1px solid ${color.border};
  color: ${color.textMuted};
  font-size: ${font.size.sm};
  font-variant-numeric: tabular-nums;
  & span { display: inline-flex; align-items: center; gap: ${space.xs}; }
`

export function BlogCard({ post, headingLevel = 2 }: { readonly post: BlogCardData; readonly headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3"
  return (
    <article className={card} aria-labelledby={`post-${post._id}`}>
      {post.tags.length > 0 ? (
        <ul className={tagList} aria-label="Tags">
          {post.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      ) : null}
      <Heading id={`post-${post._id}`}>
        <Link variant="plain" href={blogPostPath(post._id)}>
          {post.title}
        </Link>
      </Heading>
      <p className={metaLine}>
        <span className={author}>
          <UserText>{post.authorName}</UserText>
        </span>
        <span>
          <time dateTime={post.publishedAt}>{longDate(post.publishedAt)}</time>
          <span aria-hidden="true">·</span>
          <ClockIcon size={14} />
          {post.readMinutes} min read
        </span>
      </p>
      <p className={excerpt}>{post.excerpt}</p>
      <p className={counts}>
        <span>
          <ThumbUpIcon size={16} />
          <span aria-hidden="true">{post.likes}</span>
          <span className={visuallyHidden}>{countOf(post.likes, "like", "likes")},</span>
        </span>
        <span>
          <ThumbDownIcon size={16} />
          <span aria-hidden="true">{post.dislikes}</span>
          <span className={visuallyHidden}>{countOf(post.dislikes, "dislike", "dislikes")},</span>
        </span>
        <span>
          <CommentIcon size={16} />
          <span aria-hidden="true">{post.commentCount}</span>
          <span className={visuallyHidden}>{countOf(post.commentCount, "comment", "comments")}</span>
        </span>
      </p>
    </article>
  )
}
