/** A blog post on the home page: title (the link to the post), date, author, reading time, excerpt. */
import { css } from "goober"
import type { BlogCard } from "../../api/content/blog.ts"
import { blogPostPath } from "../../domain/catalog/catalog-paths.ts"
import { Link } from "../shared/primitives/link.tsx"
import { font, space } from "../shared/tokens.ts"
import { cardSurface, eyebrow, mutedText, stretchedLink } from "./catalog-styles.ts"
import { UserText } from "../shared/primitives/user-text.tsx"

const title = css`
  font-size: ${font.size.lg};
  font-weight: ${font.weight.semibold};
  line-height: 1.35;
`

const excerpt = css`
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`

const byline = css`
  margin-top: auto;
  font-size: ${font.size.sm};
  padding-top: ${space.xs};
`

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" })

export function PostTeaser({ post }: { readonly post: BlogCard }) {
  return (
    <article className={cardSurface}>
      <p className={eyebrow}>
        <time dateTime={post.publishedAt}>{dateFormat.format(new Date(post.publishedAt))}</time> · {post.readMinutes} min read
      </p>
      <h3 className={title}>
        <Link variant="plain" className={stretchedLink} href={blogPostPath(post)}>
          {post.title}
        </Link>
      </h3>
      <p className={excerpt}>{post.excerpt}</p>
      <p className={`${byline} ${mutedText}`}>
        By <UserText>{post.authorName}</UserText>
      </p>
    </article>
  )
}
