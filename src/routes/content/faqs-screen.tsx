/** FAQs (/faqs): the questions by group, each opening its answer; a way to ask what is not there. */
import { css } from "goober"
import type { FaqGroup } from "../../api/content/pages.ts"
import { hasResourceFailed, selectResourceData, selectResourceFailure } from "../../machines/shared/resource.machine.ts"
import { type NoFilter, useContentMachines } from "../../ui/content/content-machines.ts"
import { pageIntro } from "../../ui/content/content-styles.ts"
import { FaqList } from "../../ui/content/faq-list.tsx"
import { Link } from "../../ui/shared/primitives/link.tsx"
import { LoadFailed } from "../../ui/shared/primitives/load-failed.tsx"
import { NoResults } from "../../ui/shared/primitives/no-results.tsx"
import { PageHeading } from "../../ui/shared/primitives/page-heading.tsx"
import { Spinner } from "../../ui/shared/primitives/spinner.tsx"
import { noticeBox } from "../../ui/shared/primitives/surface-styles.ts"
import { font } from "../../ui/shared/tokens.ts"
import { useResource } from "../../ui/shared/use-resource.ts"
import { faqStructuredData } from "../../domain/content/structured-data.ts"
import { useScreenHead } from "../shared/screen-head.ts"
import type { ScreenProps } from "../shared/screen-props.ts"

const askBox = css`
  & h2 { font-size: ${font.size.lg}; }
`

const stillAsking = (
  <aside className={`${noticeBox} ${askBox}`} aria-labelledby="faq-more">
    <h2 id="faq-more">Still have a question?</h2>
    <p>Write to us and we will answer within two working days.</p>
    <Link variant="outline" href="/contact-us">
      Contact us
    </Link>
  </aside>
)

const NO_REQUEST: NoFilter = null

export default function FaqsScreen(_: ScreenProps) {
  const { snapshot, actor } = useResource<NoFilter, ReadonlyArray<FaqGroup>>(useContentMachines().faqs, NO_REQUEST)
  const groups = selectResourceData(snapshot)
  useScreenHead(
    groups === null
      ? null
      : {
          title: "FAQs",
          description: "Answers about buying, practice tests, your account and refunds at ExamReady.",
          structuredData: () => faqStructuredData(groups.flatMap((group) => group.faqs.map((faq) => ({ question: faq.question, answer: faq.answerHtml }))))
        }
  )
  return (
    <section aria-labelledby="page-title">
      <header className={pageIntro}>
        <PageHeading>Frequently asked questions</PageHeading>
        <p>Answers about buying, practice tests, your account and refunds.</p>
      </header>
      {hasResourceFailed(snapshot) ? (
        <LoadFailed what="The FAQs" reason={selectResourceFailure(snapshot)} onRetry={() => actor.send({ type: "RETRY" })} />
      ) : groups === null ? (
        <Spinner label="Loading the FAQs" />
      ) : groups.length === 0 ? (
        <NoResults title="No questions here yet">{stillAsking}</NoResults>
      ) : (
        <FaqList groups={groups}>{stillAsking}</FaqList>
      )}
    </section>
  )
}
