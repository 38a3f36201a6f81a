/**
 * "Practise your mistakes" on /profile/exam/{subscId}, per test:
 * how many of the test's questions the learner got wrong (or partly),
 * marked for review or left unanswered in their submitted attempts — by
 * each question's latest outcome, so one answered right later drops out —
 * then a size (10, 20 or all) and an objective, and Start practice: a
 * practice attempt of those questions, picked by the server (the browser
 * only describes the set). With none, it says so and offers nothing.
 */
import { useSelector } from "@xstate/react"
import { css } from "goober"
import { useState } from "react"
import { Label, Radio, RadioGroup } from "react-aria-components"
import type { PracticeSet, TestInfo } from "../../api/attempt/attempt.ts"
import type { SubscriptionId } from "../../api/shared/ids.ts"
import { testPath } from "../../domain/attempt/attempt-paths.ts"
import { practiceAvailability } from "../../domain/attempt/test-availability.ts"
import { isStarting } from "../../machines/attempt/start-attempt.machine.ts"
import { Button } from "../shared/primitives/button.tsx"
import { Link } from "../shared/primitives/link.tsx"
import { useFlowActor } from "../shared/flow-actor.ts"
import { color, font, radius, space } from "../shared/tokens.ts"
import { useAttemptMachines } from "./attempt-machines.ts"
import { actionsRow, muted } from "./attempt-styles.ts"
import { countOf } from "./format.ts"

const SIZES = ["10", "20", "all"] as const
type Size = (typeof SIZES)[number]
const ALL_OBJECTIVES = "*"

const block = css`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  padding: ${space.md} ${space.lg};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surfaceAlt};
  & h3 { font-size: ${font.size.md}; }
`

const choices = css`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  & > .label { font-weight: ${font.weight.semibold}; font-size: ${font.size.sm}; }
  & > .options { display: flex; flex-wrap: wrap; gap: ${space.xs}; }
`

/* One chip per choice; the chosen one filled, its words unchanged (not colour alone: a tick). */
const chip = css`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  min-height: 40px;
  padding: 0 ${space.md};
  border: 1px solid ${color.borderStrong};
  border-radius: ${radius.pill};
  background: ${color.surface};
  cursor: pointer;
  overflow-wrap: anywhere;
  &[data-selected] { border: 2px solid ${color.brand}; background: ${color.brandTint}; color: ${color.brand}; font-weight: ${font.weight.semibold}; }
  &[data-selected]::before { content: "✓"; }
  &[data-focus-visible] { outline: 3px solid ${color.focus}; outline-offset: 2px; }
`

/** How many questions the chosen size and objective make. */
const setCount = (test: TestInfo, size: Size, objective: string): number => {
  const available = objective === ALL_OBJECTIVES ? test.mistakes.total : (test.mistakes.objectives.find((each) => each.objective === objective)?.count ?? 0)
  return size === "all" ? available : Math.min(Number(size), available)
}

const setOf = (size: Size, objective: string): PracticeSet => ({
  source: "mistakes",
  ...(size === "all" ? {} : { size: Number(size) }),
  ...(objective === ALL_OBJECTIVES ? {} : { objective })
})

function StartSet({
  subscId,
  test,
  set,
  count
}: {
  readonly subscId: SubscriptionId
  readonly test: TestInfo
  readonly set: PracticeSet
  readonly count: number
}) {
  const actor = useFlowActor(useAttemptMachines().startAttempt, { input: { subscId, testId: test._id } })
  const starting = useSelector(actor, isStarting)
  return (
    <Button
      onPress={() => actor.send({ type: "START", mode: "practice", set })}
      isDisabled={starting}
      aria-label={`Practise ${countOf(count, "question")} of ${test.name}`}
    >
      {starting ? "Starting…" : `Practise ${countOf(count, "question")}`}
    </Button>
  )
}

export function MistakesPractice({ test, subscId, active }: { readonly test: TestInfo; readonly subscId: SubscriptionId; readonly active: boolean }) {
  const [size, setSize] = useState<Size>("10")
  const [objective, setObjective] = useState<string>(ALL_OBJECTIVES)
  const headingId = `mistakes-${test._id}`
  const total = test.mistakes.total
  const availability = practiceAvailability(test, active)
  if (availability.kind === "notAllowed" || availability.kind === "noQuestions") return null
  const count = setCount(test, size, objective)
  return (
    <section className={block} aria-labelledby={headingId}>
      <h3 id={headingId}>Practise your mistakes</h3>
      {total === 0 ? (
        <p className={muted}>
          No mistakes to practise: questions you answer wrong, leave unanswered or mark for review in a submitted attempt of this test gather here.
        </p>
      ) : (
        <>
          <p>
            <strong>{countOf(total, "question")}</strong> answered wrong, marked for review or left unanswered in your attempts.
          </p>
          {availability.kind === "expired" ? (
            <p className={muted}>Your access to this exam has ended, so a practice cannot be started.</p>
          ) : availability.kind === "resume" ? (
            <div className={actionsRow}>
              <Link variant="button" href={testPath(availability.attemptId)} aria-label={`Resume the practice of ${test.name}`}>
                Resume practice
              </Link>
              <span className={muted}>Finish the practice you have open to start another.</span>
            </div>
          ) : (
            <>
              <RadioGroup className={choices} value={size} orientation="horizontal" onChange={(value) => setSize(value as Size)}>
                <Label className="label">How many</Label>
                <div className="options">
                  {SIZES.map((each) => (
                    <Radio key={each} value={each} className={chip}>
                      {each === "all" ? `All ${total}` : each}
                    </Radio>
                  ))}
                </div>
              </RadioGroup>
              {test.mistakes.objectives.length > 1 ? (
                <RadioGroup className={choices} value={objective} orientation="horizontal" onChange={setObjective}>
                  <Label className="label">Exam objective</Label>
                  <div className="options">
                    <Radio value={ALL_OBJECTIVES} className={chip}>
                      All objectives
                    </Radio>
                    {test.mistakes.objectives.map((each) => (
                      <Radio key={each.objective} value={each.objective} className={chip}>
                        {each.objective} ({each.count})
                      </Radio>
                    ))}
                  </div>
                </RadioGroup>
              ) : null}
              <div className={actionsRow}>
                <StartSet subscId={subscId} test={test} set={setOf(size, objective)} count={count} />
                <span className={muted}>In practice mode: no timer, each answer checked with its explanation.</span>
              </div>
            </>
          )}
        </>
      )}
    </section>
  )
}
