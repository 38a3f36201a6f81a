/**
 * The FAQs (spec §2 /faqs): a heading per group, and each question a
 * disclosure — a button in a heading that opens its answer (aria-expanded,
 * Enter and Space, the panel linked to it). Several answers may be open at
 * once, so a learner can compare them. Answers are rich text, sanitised.
 */
import { css } from "goober"
import type { ReactNode } from "react"
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from "react-aria-components"
import type { FaqGroup } from "../../api/content/pages.ts"
import { ChevronDownIcon } from "../shared/icons.tsx"
import { RichText } from "../shared/primitives/rich-text.tsx"
import { color, font, media, radius, shadow, space } from "../shared/tokens.ts"

const layout = css`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${space.xl};
  align-items: start;
  ${media.lg} { grid-template-columns: 220px minmax(0, 860px); gap: ${space.xxl}; }
`

/** "On this page": the groups, as links to their headings; it stays in view on wide screens. */
const topics = css`
  display: none;
  ${media.lg} {
    display: block;
    position: sticky;
    top: ${space.xl};
  }
  & h2 {
    font-size: ${font.size.xs};
    font-weight: ${font.weight.bold};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${color.textMuted};
    margin-bottom: ${space.sm};
  }
  & ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: ${space.xxs}; }
  & a {
    display: flex;
    align-items: center;
    min-height: 40px;
    padding: 0 ${space.md};
    border-left: 3px solid ${color.border};
    color: ${color.text};
    text-decoration: none;
  }
  & a:hover { border-left-color: ${color.brand}; color: ${color.brand}; }
`

const groups = css`
  display: flex;
  flex-direction: column;
  gap: ${space.xxl};
  min-width: 0;
  & section { scroll-margin-top: ${space.lg}; }
`

const groupHeading = css`
  font-size: ${font.size.xl};
  margin-bottom: ${space.md};
`

const list = css`
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  box-shadow: ${shadow.card};
  overflow: hidden;
`

const item = css`
  border-top: 1px solid ${color.border};
  &:first-child { border-top: none; }
  & h3 { margin: 0; font-size: ${font.size.md}; }
`

const trigger = css`
  width: 100%;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.lg};
  min-height: 56px;
  padding: ${space.md} ${space.lg};
  border: none;
  background: transparent;
  color: ${color.text};
  font: inherit;
  font-weight: ${font.weight.semibold};
  text-align: left;
  line-height: 1.4;
  cursor: pointer;
  ${media.md} { padding: ${space.md} ${space.xl}; }
  &[data-hovered] { background: ${color.surfaceAlt}; color: ${color.brand}; }
  &[data-focus-visible] { outline-offset: -3px; }
  & svg { flex: none; color: ${color.brand}; transition: transform 150ms ease; }
  &[aria-expanded="true"] svg { transform: rotate(180deg); }
`

// The padding sits inside the panel: a collapsed panel (hidden="until-found")
// still lays out its own padding.
const answer = css`
  padding: 0 ${space.lg} ${space.lg};
  ${media.md} { padding: 0 ${space.xl} ${space.xl}; }
  & > div { max-width: 70ch; color: ${color.text}; }
`

const groupId = (index: number): string => `faq-group-${index + 1}`

export function FaqList({
  groups: faqGroups,
  children
}: {
  readonly groups: ReadonlyArray<FaqGroup>
  /** Shown after the last group, in the same column. */
  readonly children?: ReactNode
}) {
  return (
    <div className={layout}>
      <nav className={topics} aria-labelledby="faq-topics">
        <h2 id="faq-topics">Topics</h2>
        <ul>
          {/* Plain links: a hash link jumps within the page, it is not a route. */}
          {faqGroups.map((group, index) => (
            <li key={group.name}>
              <a href={`#${groupId(index)}`}>{group.name}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div className={groups}>
        {faqGroups.map((group, index) => (
          <section key={group.name} id={groupId(index)} aria-labelledby={`${groupId(index)}-title`}>
            <h2 id={`${groupId(index)}-title`} className={groupHeading}>
              {group.name}
            </h2>
            <DisclosureGroup allowsMultipleExpanded className={list}>
              {group.faqs.map((faq) => (
                <Disclosure key={faq._id} id={faq._id} className={item}>
                  <Heading level={3}>
                    <Button slot="trigger" className={trigger}>
                      <span>{faq.question}</span>
                      <ChevronDownIcon />
                    </Button>
                  </Heading>
                  <DisclosurePanel>
                    <div className={answer}>
                      <RichText html={faq.answerHtml} />
                    </div>
                  </DisclosurePanel>
                </Disclosure>
              ))}
            </DisclosureGroup>
          </section>
        ))}
        {children}
      </div>
    </div>
  )
}
