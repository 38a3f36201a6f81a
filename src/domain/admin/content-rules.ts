/**
 * The rules of the admin area's content forms: blog posts, FAQs,
 * the policy pages and About us, and the footer. The server judges every
 * request with them (server/admin/content/service.ts) and the screens may
 * use the same words, so a form and a refused request read alike.
 *
 * Every one-line field is plain text (text.ts plainLine: tags stripped as
 * the spec's trimming rule says, spaces collapsed); rich text is judged on
 * the words it shows (stripHtml) and sanitised by the server before it is
 * stored. Lengths count Unicode code points. A refused form answers one
 * issue per field, its path the field's name ("tags.2" for the third tag).
 */
import type { FooterSection } from "../../api/shell/footer.ts"
import type { FaqDraft, FooterDraft, PageDraft, PostDraft } from "../../api/admin/admin-content.ts"
import { isValidEmail } from "../shared/email.ts"
import { directionControlMessage, hasDirectionControl } from "../shared/direction-controls.ts"
import { plainLine, stripHtml } from "../shared/text.ts"

export interface ContentIssue {
  readonly path: string
  readonly message: string
}

export type Checked<A> = { readonly _tag: "Accepted"; readonly value: A } | { readonly _tag: "Refused"; readonly issues: ReadonlyArray<ContentIssue> }

export const POST_TITLE_MAX = 150
export const POST_EXCERPT_MAX = 400
export const AUTHOR_MAX = 100
export const TAG_MAX = 40
export const TAGS_MAX = 10
export const BODY_MAX = 100_000
export const FAQ_GROUP_MAX = 80
export const FAQ_QUESTION_MAX = 300
export const PAGE_TITLE_MAX = 150
export const ADDRESS_MAX = 300
export const LINK_MAX = 300

export const CONTENT_MESSAGES = {
  titleRequired: "Please enter a title.",
  titleTooLong: (max: number) => `A title can be at most ${max} characters.`,
  excerptRequired: "Please write a summary for the blog's cards.",
  excerptTooLong: `A summary can be at most ${POST_EXCERPT_MAX} characters.`,
  bodyRequired: "Please write the body: it has no text.",
  bodyTooLong: `A body can be at most ${BODY_MAX} characters of HTML.`,
  authorRequired: "Please enter the author's name.",
  authorTooLong: `An author's name can be at most ${AUTHOR_MAX} characters.`,
  tagTooLong: `A tag can be at most ${TAG_MAX} characters.`,
  tooManyTags: `A post can have at most ${TAGS_MAX} tags.`,
  groupRequired: "Please name the group the question goes under.",
  groupTooLong: `A group's name can be at most ${FAQ_GROUP_MAX} characters.`,
  questionRequired: "Please enter the question.",
  questionTooLong: `A question can be at most ${FAQ_QUESTION_MAX} characters.`,
  answerRequired: "Please write the answer: it has no text.",
  addressRequired: "Please enter the address.",
  addressTooLong: `The address can be at most ${ADDRESS_MAX} characters.`,
  emailRequired: "Please enter the email address.",
  emailInvalid: "Please enter a valid email address.",
  phoneRequired: "Please enter the phone number.",
  phoneInvalid: "Please enter a phone number of 6 to 20 digits (spaces, +, ( ) and - allowed).",
  linkRequired: (network: string) => `Please enter the address of the ${network} page.`,
  linkInvalid: (network: string) => `The ${network} link must be a full address starting with https://.`,
  severalFields: "Please correct the fields marked in the form."
} as const

const lengthOf = (text: string): number => Array.from(text).length

type Rule = (value: string) => string | null

const required = (plain: string, message: string): string | null => (plain === "" ? message : null)
const atMost = (plain: string, max: number, message: string): string | null => (lengthOf(plain) > max ? message : null)

const oneLine =
  (requiredMessage: string, max: number, tooLong: string): Rule =>
  (value) => {
    const plain = plainLine(value)
    return required(plain, requiredMessage) ?? atMost(plain, max, tooLong)
  }

const richText =
  (requiredMessage: string): Rule =>
  (value) => {
    if (value.length > BODY_MAX) return CONTENT_MESSAGES.bodyTooLong
    return required(stripHtml(value), requiredMessage)
  }

const check = <A>(fields: ReadonlyArray<readonly [string, string | null]>, value: () => A): Checked<A> => {
  const issues = fields.flatMap(([path, message]) => (message === null ? [] : [{ path, message }]))
  return issues.length === 0 ? { _tag: "Accepted", value: value() } : { _tag: "Refused", issues }
}

/** The toast of a refused form: the one problem, or a pointer to the marked fields. */
export const refusalOf = (issues: ReadonlyArray<ContentIssue>): string => (issues.length === 1 ? issues[0]!.message : CONTENT_MESSAGES.severalFields)

// ── Blog posts ───────────────────────────────────────────────────────────

export const postTitleRule = oneLine(CONTENT_MESSAGES.titleRequired, POST_TITLE_MAX, CONTENT_MESSAGES.titleTooLong(POST_TITLE_MAX))
export const postExcerptRule = oneLine(CONTENT_MESSAGES.excerptRequired, POST_EXCERPT_MAX, CONTENT_MESSAGES.excerptTooLong)
export const postBodyRule = richText(CONTENT_MESSAGES.bodyRequired)
const authorLine = oneLine(CONTENT_MESSAGES.authorRequired, AUTHOR_MAX, CONTENT_MESSAGES.authorTooLong)
/** The author's name is a name: no invisible direction characters (src/domain/shared/direction-controls.ts). */
export const authorRule: Rule = (value) => authorLine(value) ?? (hasDirectionControl(value) ? directionControlMessage("author's name") : null)

/** The tags as stored: plain, empty ones left out, a repeat (in any letter case) kept once. */
export const tagsOf = (tags: ReadonlyArray<string>): ReadonlyArray<string> => {
  const seen = new Set<string>()
  return tags.map(plainLine).filter((tag) => {
    const key = tag.toLowerCase()
    if (tag === "" || seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** "exam tips, Azure" → ["exam tips", "Azure"]: what the form's one tags field means. */
export const splitTags = (text: string): ReadonlyArray<string> => tagsOf(text.split(","))

export const checkPost = (draft: PostDraft): Checked<PostDraft> => {
  const tags = tagsOf(draft.tags)
  const tagIssues = draft.tags.map((tag, index) => [`tags.${index}`, atMost(plainLine(tag), TAG_MAX, CONTENT_MESSAGES.tagTooLong)] as const)
  return check(
    [
      ["title", postTitleRule(draft.title)],
      ["excerpt", postExcerptRule(draft.excerpt)],
      ["bodyHtml", postBodyRule(draft.bodyHtml)],
      ["authorName", authorRule(draft.authorName)],
      ["tags", tags.length > TAGS_MAX ? CONTENT_MESSAGES.tooManyTags : null],
      ...tagIssues
    ],
    () => ({
      title: plainLine(draft.title),
      excerpt: plainLine(draft.excerpt),
      bodyHtml: draft.bodyHtml,
      authorName: plainLine(draft.authorName),
      tags
    })
  )
}

// ── FAQs ─────────────────────────────────────────────────────────────────

export const faqGroupRule = oneLine(CONTENT_MESSAGES.groupRequired, FAQ_GROUP_MAX, CONTENT_MESSAGES.groupTooLong)
export const faqQuestionRule = oneLine(CONTENT_MESSAGES.questionRequired, FAQ_QUESTION_MAX, CONTENT_MESSAGES.questionTooLong)
export const faqAnswerRule = richText(CONTENT_MESSAGES.answerRequired)

export const checkFaq = (draft: FaqDraft): Checked<FaqDraft> =>
  check(
    [
      ["group", faqGroupRule(draft.group)],
      ["question", faqQuestionRule(draft.question)],
      ["answerHtml", faqAnswerRule(draft.answerHtml)]
    ],
    () => ({ group: plainLine(draft.group), question: plainLine(draft.question), answerHtml: draft.answerHtml })
  )

// ── Pages ────────────────────────────────────────────────────────────────

export const pageTitleRule = oneLine(CONTENT_MESSAGES.titleRequired, PAGE_TITLE_MAX, CONTENT_MESSAGES.titleTooLong(PAGE_TITLE_MAX))
export const pageBodyRule = richText(CONTENT_MESSAGES.bodyRequired)

export const checkPage = (draft: PageDraft): Checked<PageDraft> =>
  check(
    [
      ["title", pageTitleRule(draft.title)],
      ["bodyHtml", pageBodyRule(draft.bodyHtml)]
    ],
    () => ({ title: plainLine(draft.title), bodyHtml: draft.bodyHtml })
  )

// ── Footer ───────────────────────────────────────────────────────────────

export const FOOTER_LINKS = [
  { field: "follow_on_twitter", network: "Twitter" },
  { field: "follow_on_facebook", network: "Facebook" },
  { field: "follow_on_linkdin", network: "LinkedIn" }
] as const

const PHONE = /^\+?[0-9 ()-]+$/

export const footerAddressRule = oneLine(CONTENT_MESSAGES.addressRequired, ADDRESS_MAX, CONTENT_MESSAGES.addressTooLong)

export const footerEmailRule: Rule = (value) => {
  const email = value.trim()
  if (email === "") return CONTENT_MESSAGES.emailRequired
  return isValidEmail(email) ? null : CONTENT_MESSAGES.emailInvalid
}

export const footerPhoneRule: Rule = (value) => {
  const phone = value.trim()
  if (phone === "") return CONTENT_MESSAGES.phoneRequired
  const digits = phone.replace(/\D/g, "").length
  return PHONE.test(phone) && digits >= 6 && digits <= 20 ? null : CONTENT_MESSAGES.phoneInvalid
}

/** A social link: a full https address of at most LINK_MAX characters. */
export const footerLinkRule =
  (network: string): Rule =>
  (value) => {
    const link = value.trim()
    if (link === "") return CONTENT_MESSAGES.linkRequired(network)
    if (lengthOf(link) > LINK_MAX || !/^https:\/\/[^\s/]+\.[^\s]+$/i.test(link)) return CONTENT_MESSAGES.linkInvalid(network)
    try {
      return new URL(link).protocol === "https:" ? null : CONTENT_MESSAGES.linkInvalid(network)
    } catch {
      return CONTENT_MESSAGES.linkInvalid(network)
    }
  }

export const checkFooter = (draft: FooterDraft): Checked<FooterSection> =>
  check(
    [
      ["address", footerAddressRule(draft.address)],
      ["email", footerEmailRule(draft.email)],
      ["phone", footerPhoneRule(draft.phone)],
      ...FOOTER_LINKS.map(({ field, network }) => [field, footerLinkRule(network)(draft[field])] as const)
    ],
    () => ({
      address: plainLine(draft.address),
      email: draft.email.trim(),
      phone: draft.phone.trim().replace(/\s+/g, " "),
      follow_on_twitter: draft.follow_on_twitter.trim(),
      follow_on_facebook: draft.follow_on_facebook.trim(),
      follow_on_linkdin: draft.follow_on_linkdin.trim()
    })
  )

// ── How the screens read ─────────────────────────────────────────────────

export const POST_STATUS_LABELS = { draft: "Draft", scheduled: "Scheduled", published: "Published" } as const
