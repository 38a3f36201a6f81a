/**
 * The test screen (spec §2 /test/{attemptId}/{sectionId}/{qsnId}):
 * one attempt actor per attempt, started here, holding the whole flow. The
 * screen reads it through narrow selectors (use-attempt-view.ts: a tick of
 * the clock re-renders the timer only) and sends events: the question and its options,
 * Previous / Mark for review / Clear / Next, the section tabs, the palette
 * with each question's save state, the timer, Pause / Resume where allowed,
 * Submit with its confirmation, the offline banner and keyboard shortcuts.
 * In exam mode, the behind-pace hint under the timer; in practice mode
 * no timer, and Check answer with the feedback of each checked
 * question.
 */
import { css } from "goober"
import { useCallback, useEffect, useMemo, useState } from "react"
import { myExamsPath } from "../../domain/attempt/attempt-paths.ts"
import { formatTimer } from "../../domain/attempt/timer.ts"
import type { AttemptEvent } from "../../machines/attempt/attempt.machine.ts"
import { Button } from "../shared/primitives/button.tsx"
import { Link } from "../shared/primitives/link.tsx"
import { LoadFailed } from "../shared/primitives/load-failed.tsx"
import { PageHeading } from "../shared/primitives/page-heading.tsx"
import { Spinner } from "../shared/primitives/spinner.tsx"
import { visuallyHidden } from "../shared/primitives/visually-hidden.ts"
import { color, font, media, radius, shadow, space, zIndex } from "../shared/tokens.ts"
import { ArrowLeftIcon, ArrowRightIcon, CheckIcon, FlagIcon, PauseIcon, PlayIcon } from "./attempt-icons.tsx"
import { useAttemptMachines } from "./attempt-machines.ts"
import { MountHeading } from "./mount-heading.tsx"
import { card, eyebrow, muted, notice } from "./attempt-styles.ts"
import { AnswerFeedbackPanel } from "./answer-feedback.tsx"
import { AttemptTimer } from "./attempt-timer.tsx"
import { PaceHintLine } from "./pace-hint.tsx"
import { SHORTCUT_HELP } from "./keyboard-shortcuts.ts"
import { OfflineBanner } from "./offline-banner.tsx"
import { PaletteLegend, QuestionPalette } from "./question-palette.tsx"
import { QuestionView } from "../shared/question-view.tsx"
import { SectionTabs } from "./section-tabs.tsx"
import { SubmitDialog } from "./submit-dialog.tsx"
import { browserIsOnline, useOnlineEvents } from "./use-online-events.ts"
import { useAttemptShortcuts } from "./use-attempt-shortcuts.ts"
import { type AttemptActor, useAttemptView, useRemainingSeconds } from "./use-attempt-view.ts"
import { useFlowActor } from "../shared/flow-actor.ts"

const shell = css`
  max-width: 1200px;
  margin: 0 auto;
  width: 100%;
  display: flex;
  flex-direction: column;
  gap: ${space.lg};
`

const topBar = css`
  position: sticky;
  top: 0;
  z-index: ${zIndex.header};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
  padding: ${space.md} ${space.lg};
  margin: 0 -${space.lg};
  background: ${color.surface};
  border-bottom: 1px solid ${color.border};
  & h1 { font-size: ${font.size.lg}; overflow-wrap: anywhere; }
  ${media.md} { & h1 { font-size: ${font.size.xl}; } }
`

const titleBlock = css`
  min-width: 0;
  flex: 1 1 260px;
`

const controls = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
`

/* The question, then the palette, then the shortcuts (of no use on a phone); wide: the palette beside both. */
const body = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: "question" "palette" "shortcuts";
  gap: ${space.xl};
  align-items: start;
  & > .question { grid-area: question; }
  & > .palette { grid-area: palette; }
  & > .shortcuts { grid-area: shortcuts; }
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) 340px;
    grid-template-areas: "question palette" "shortcuts palette";
    grid-template-rows: auto 1fr;
  }
`

const questionCard = css`
  gap: ${space.lg};
`

/* Narrow: Previous and Next side by side, Mark and Clear below; wide: one row, Next at the end. */
const navRow = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  grid-template-areas: "previous next" "mark clear";
  gap: ${space.sm};
  padding-top: ${space.md};
  border-top: 1px solid ${color.border};
  & > * { width: 100%; }
  & > .previous { grid-area: previous; }
  & > .next { grid-area: next; }
  & > .mark { grid-area: mark; }
  & > .clear { grid-area: clear; }
  ${media.md} {
    grid-template-columns: auto auto auto 1fr;
    grid-template-areas: "previous mark clear next";
    & > * { width: auto; }
    & > .next { justify-self: end; }
  }
`

/* Practice: Check answer gets a row of its own on a phone, its place before Next when wide. */
const practiceNavRow = css`
  grid-template-areas: "previous next" "mark clear" "check check";
  & > .check { grid-area: check; }
  ${media.md} {
    grid-template-columns: auto auto auto 1fr auto;
    grid-template-areas: "previous mark clear check next";
    & > .check { justify-self: end; }
  }
`

const practiceBadge = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${space.md};
  border-radius: ${radius.md};
  border: 2px solid ${color.brand};
  color: ${color.brand};
  background: ${color.brandTint};
  font-weight: ${font.weight.semibold};
  white-space: nowrap;
`

const markButton = css`
  &[aria-pressed="true"] { border-color: ${color.badge}; color: ${color.badge}; background: ${color.surface}; }
`

const side = css`
  display: flex;
  flex-direction: column;
  gap: ${space.lg};
  padding: ${space.lg};
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  box-shadow: ${shadow.card};
  & h2 { font-size: ${font.size.md}; }
`

const shortcutList = css`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm} ${space.xl};
  font-size: ${font.size.sm};
  & > div { display: flex; align-items: center; gap: ${space.sm}; }
  & dt { display: flex; gap: ${space.xxs}; }
  & dd { margin: 0; color: ${color.textMuted}; }
  & kbd {
    min-width: 1.6em;
    padding: 0 ${space.xs};
    border: 1px solid ${color.borderStrong};
    border-radius: 4px;
    background: ${color.surfaceAlt};
    font-family: inherit;
    text-align: center;
  }
`

const shortcutsBlock = css`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  padding: 0 ${space.xs};
  & h2 { font-size: ${font.size.sm}; color: ${color.textMuted}; }
`

const narrowPanel = css`
  max-width: 640px;
  margin: ${space.xxl} auto;
`

const pausedPanel = css`
  align-items: flex-start;
  & h2 { font-size: ${font.size.xl}; }
`

/** The countdown: the one part of the screen that re-renders every second. */
function SessionTimer({ actor, paused }: { readonly actor: AttemptActor; readonly paused: boolean }) {
  return <AttemptTimer remainingSeconds={useRemainingSeconds(actor)} paused={paused} />
}

function StoppedAt({ actor }: { readonly actor: AttemptActor }) {
  return <>{formatTimer(useRemainingSeconds(actor))}</>
}

export interface TestSessionProps {
  readonly attemptId: string
  /** The question the address names; used once, when the attempt loads. */
  readonly sectionId?: string | undefined
  readonly qsnId?: string | undefined
}

export function TestSession({ attemptId, sectionId, qsnId }: TestSessionProps) {
  const machines = useAttemptMachines()
  const logic = useMemo(() => machines.attempt(attemptId), [machines, attemptId])
  const actor = useFlowActor(logic, { input: { attemptId, sectionId, qsnId, online: browserIsOnline() } })
  const send = useCallback((event: AttemptEvent) => actor.send(event), [actor])
  useOnlineEvents(send)

  const view = useAttemptView(actor)
  const { question, ongoing, confirming, number, totalQsn } = view

  useAttemptShortcuts(ongoing && !confirming, (action) => {
    if (action.type === "CHOOSE_NTH") {
      const option = question?.options[action.index]
      if (option !== undefined) send({ type: "ANSWER.CHOOSE", optionId: option._id })
    } else {
      send(action)
    }
  })

  const [questionNews, setQuestionNews] = useState("")
  useEffect(() => {
    if (number > 0) setQuestionNews(`Question ${number} of ${totalQsn}`)
  }, [number, totalQsn])

  if (view.notFound) {
    return (
      <section className={`${card} ${pausedPanel} ${narrowPanel}`} aria-labelledby="page-title">
        <PageHeading>Test not found</PageHeading>
        <p>This test attempt does not exist, or it belongs to another account.</p>
        <Link variant="button" href={myExamsPath("active")}>
          Go to My Exams
        </Link>
      </section>
    )
  }
  if (view.loadFailed) {
    return <LoadFailed what="Your test" reason={null} onRetry={() => send({ type: "RETRY" })} />
  }
  if (view.submitted) return <Spinner label="Opening your result" />
  const data = view.data
  if (data === null || view.loading) return <Spinner label="Loading your test" />

  const { paused, pauseBusy, submitting, waitingForSaves, answer, counts, isFirst, isLast, unsent, palette, sectionTabs, sectionName, online } = view
  const practice = view.mode === "practice"
  const submitLabel = practice ? "Finish practice" : "Submit test"

  return (
    <div className={shell}>
      <div className={topBar}>
        <div className={titleBlock}>
          <p className={eyebrow}>{data.examName}</p>
          <MountHeading>{data.testName}</MountHeading>
        </div>
        <div className={controls}>
          {practice ? (
            <span className={practiceBadge} data-testid="practice-mode">
              Practice mode · no timer
            </span>
          ) : (
            <SessionTimer actor={actor} paused={paused} />
          )}
          {data.pauseAllowed ? (
            <Button
              variant="secondary"
              // The server stops and restarts the clock: not without a connection.
              isDisabled={!online || !(ongoing || view.pausedStill)}
              isPending={pauseBusy}
              onPress={() => send(paused ? { type: "RESUME" } : { type: "PAUSE" })}
            >
              {paused ? <PlayIcon size={16} /> : <PauseIcon size={16} />}
              {paused ? "Resume" : "Pause"}
            </Button>
          ) : null}
          <Button isDisabled={!ongoing} onPress={() => send({ type: "REQUEST_SUBMIT" })}>
            {submitLabel}
          </Button>
        </div>
        {practice ? null : <PaceHintLine actor={actor} on={view.paceHintOn} onToggle={() => send({ type: "PACE_HINT_TOGGLE" })} />}
      </div>

      {online ? null : <OfflineBanner unsent={unsent} />}
      {submitting ? (
        <div className={notice} role="status">
          <p>
            <strong>Submitting your test…</strong>{" "}
            {waitingForSaves
              ? online
                ? "Sending your last answers first."
                : "Your answers are safe on this device; the test is submitted as soon as the connection returns."
              : "This takes a moment."}
          </p>
        </div>
      ) : null}
      <div className={visuallyHidden} aria-live="polite" aria-atomic="true">
        {questionNews}
      </div>

      {paused ? (
        <section className={`${card} ${pausedPanel}`} aria-labelledby="paused-heading">
          <h2 id="paused-heading">Test paused</h2>
          <p>
            The timer is stopped at <StoppedAt actor={actor} />. The questions are hidden until you resume.
          </p>
          <Button isPending={pauseBusy} isDisabled={!online} onPress={() => send({ type: "RESUME" })}>
            <PlayIcon size={16} />
            Resume test
          </Button>
        </section>
      ) : (
        <>
          <SectionTabs
            sections={sectionTabs}
            currentSectionId={view.currentSectionId}
            onOpen={(id) => send({ type: "GO_TO", qsnId: id })}
            isDisabled={submitting}
          />
          <div className={body}>
            <section className={`question ${card} ${questionCard}`} aria-labelledby="question-heading">
              {question === null ? (
                <p>This test has no questions.</p>
              ) : (
                <QuestionView
                  key={question._id}
                  question={question}
                  number={number}
                  total={totalQsn}
                  sectionName={sectionName}
                  chosen={answer.answer}
                  isDisabled={!ongoing || view.locked}
                  onChoose={(optionId) => send({ type: "ANSWER.CHOOSE", optionId })}
                />
              )}
              {question !== null && view.feedback !== null ? <AnswerFeedbackPanel feedback={view.feedback} question={question} /> : null}
              <div className={practice ? `${navRow} ${practiceNavRow}` : navRow}>
                <Button variant="secondary" className="previous" isDisabled={isFirst || submitting} onPress={() => send({ type: "PREVIOUS" })}>
                  <ArrowLeftIcon size={16} />
                  Previous
                </Button>
                <Button
                  variant="secondary"
                  className={`mark ${markButton}`}
                  aria-pressed={answer.marked}
                  isDisabled={!ongoing || view.locked}
                  onPress={() => send({ type: "ANSWER.TOGGLE_MARK" })}
                >
                  <FlagIcon size={16} />
                  Mark for review
                </Button>
                <Button
                  variant="secondary"
                  className="clear"
                  isDisabled={!ongoing || view.locked || answer.answer.length === 0}
                  onPress={() => send({ type: "ANSWER.CLEAR" })}
                >
                  Clear
                </Button>
                {practice ? (
                  <Button variant="secondary" className="check" isDisabled={!view.canCheck} isPending={view.checking} onPress={() => send({ type: "CHECK" })}>
                    <CheckIcon size={16} />
                    {view.feedback === null ? "Check answer" : "Checked"}
                  </Button>
                ) : null}
                {isLast ? (
                  <Button className="next" isDisabled={!ongoing} onPress={() => send({ type: "REQUEST_SUBMIT" })}>
                    {practice ? "Finish practice" : "Review and submit"}
                  </Button>
                ) : (
                  <Button className="next" isDisabled={submitting} onPress={() => send({ type: "NEXT" })}>
                    Next
                    <ArrowRightIcon size={16} />
                  </Button>
                )}
              </div>
            </section>

            <aside className={`palette ${side}`} aria-labelledby="palette-heading">
              <h2 id="palette-heading">Questions</h2>
              <p className={muted}>
                {counts.answered} of {totalQsn} answered · {counts.marked} marked
              </p>
              <QuestionPalette sections={palette} onGoTo={(id) => send({ type: "GO_TO", qsnId: id })} isDisabled={submitting} />
              <PaletteLegend />
            </aside>

            <section aria-labelledby="shortcuts-heading" className={`shortcuts ${shortcutsBlock}`}>
              <h2 id="shortcuts-heading">Keyboard shortcuts</h2>
              <dl className={shortcutList}>
                {SHORTCUT_HELP.map((shortcut) => (
                  <div key={shortcut.does}>
                    <dt>
                      {shortcut.keys.map((key) => (
                        <kbd key={key}>{key}</kbd>
                      ))}
                    </dt>
                    <dd>{shortcut.does}</dd>
                  </div>
                ))}
              </dl>
            </section>
          </div>
        </>
      )}

      <SubmitDialog
        practice={practice}
        isOpen={confirming}
        counts={counts}
        unsent={unsent}
        onCancel={() => send({ type: "CANCEL_SUBMIT" })}
        onConfirm={() => send({ type: "CONFIRM_SUBMIT" })}
      />
    </div>
  )
}
