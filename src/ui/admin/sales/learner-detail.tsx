/**
 * /admin/learners/<id>: one learner — their account and signed-in
 * browsers (Sign out everywhere, asked in a dialog), their subscriptions
 * (active, expired or refunded, with dates; Extend… in a dialog asking the
 * new expiry day) and their latest attempts (status, score).
 */
import { useState } from "react"
import { Heading } from "react-aria-components"
import type { AdminLearner, AdminSubscription } from "../../../api/admin/admin-sales.ts"
import { attemptScore, dayText, salesPaths, subscriptionState, suggestedExpiry, timeText } from "../../../domain/admin/sales-views.ts"
import { Button } from "../../shared/primitives/button.tsx"
import { factsOf } from "../../shared/primitives/facts-styles.ts"
import { Link } from "../../shared/primitives/link.tsx"
import { LoadFailed } from "../../shared/primitives/load-failed.tsx"
import { ModalDialog } from "../../shared/primitives/modal-dialog.tsx"
import { PageHeading } from "../../shared/primitives/page-heading.tsx"
import { Spinner } from "../../shared/primitives/spinner.tsx"
import { SubmitButton } from "../../shared/primitives/submit-button.tsx"
import { TextField } from "../../shared/primitives/text-field.tsx"
import { actionsRow, formClass, mutedText, panelClass } from "../../shared/signed-in/panel-styles.ts"
import { useResource } from "../../shared/use-resource.ts"
import { backLink, failureClass, headRow, sectionStack, tableBox } from "./sales-styles.ts"
import { useSalesMachines } from "./use-sales-machines.ts"
import { useAdminChange } from "../use-admin-change.ts"
import { UserText } from "../../shared/primitives/user-text.tsx"

const facts = factsOf("11rem")

function EndSessions({ learner, onDone }: { readonly learner: AdminLearner; readonly onDone: () => void }) {
  const [asking, setAsking] = useState(false)
  const end = useAdminChange(useSalesMachines().endSessions, () => {
    setAsking(false)
    onDone()
  })
  return (
    <>
      <div className={actionsRow}>
        <Button variant="secondary" onPress={() => setAsking(true)}>
          Sign out everywhere…
        </Button>
      </div>
      <ModalDialog isOpen={asking} onClose={() => setAsking(false)} role="alertdialog" isKeyboardDismissDisabled={end.saving}>
        <Heading slot="title">
          Sign <UserText>{learner.name}</UserText> out everywhere?
        </Heading>
        <p>
          Every browser where <UserText>{learner.email}</UserText> is signed in ({learner.liveSessions} now) is signed out at once; their next call is refused
          and they sign in again with their password.
        </p>
        {end.failure !== null ? (
          <p className={failureClass} role="alert">
            {end.failure}
          </p>
        ) : null}
        <div className={actionsRow}>
          <Button onPress={() => end.submit(learner._id)} isDisabled={end.saving}>
            {end.saving ? "Signing out…" : "Sign out everywhere"}
          </Button>
          <Button variant="secondary" onPress={() => setAsking(false)} isDisabled={end.saving}>
            Cancel
          </Button>
        </div>
      </ModalDialog>
    </>
  )
}

function ExtendDialog({
  learner,
  subscription,
  now,
  onClose,
  onDone
}: {
  readonly learner: AdminLearner
  readonly subscription: AdminSubscription
  readonly now: number
  readonly onClose: () => void
  readonly onDone: () => void
}) {
  const [day, setDay] = useState(suggestedExpiry(subscription.expiresAt, now))
  const extend = useAdminChange(useSalesMachines().extendSubscription, onDone)
  return (
    <ModalDialog isOpen onClose={onClose} role="dialog" isKeyboardDismissDisabled={extend.saving}>
      <Heading slot="title">Extend {subscription.examName}</Heading>
      <p>It now ends on {dayText(subscription.expiresAt)}. The new day must be later.</p>
      <form
        className={formClass}
        aria-label={`Extend ${subscription.examName}`}
        onSubmit={(event) => {
          event.preventDefault()
          extend.submit({ learnerId: learner._id, subscriptionId: subscription._id, expiresAt: day })
        }}
      >
        <TextField
          label="New expiry day"
          description="YYYY-MM-DD (UTC): the subscription ends at the start of this day."
          placeholder="YYYY-MM-DD"
          value={day}
          onChange={setDay}
          error={extend.issue("expiresAt")}
          isRequired
        />
        {extend.failure !== null && extend.issue("expiresAt") === null ? (
          <p className={failureClass} role="alert">
            {extend.failure}
          </p>
        ) : null}
        <div className={actionsRow}>
          <SubmitButton isDisabled={extend.saving}>{extend.saving ? "Extending…" : "Extend"}</SubmitButton>
          <Button variant="secondary" onPress={onClose} isDisabled={extend.saving}>
            Cancel
          </Button>
        </div>
      </form>
    </ModalDialog>
  )
}

function Subscriptions({ learner, now, onChanged }: { readonly learner: AdminLearner; readonly now: number; readonly onChanged: () => void }) {
  const [extending, setExtending] = useState<AdminSubscription | null>(null)
  if (learner.subscriptions.length === 0) return <p className={mutedText}>No subscriptions.</p>
  return (
    <div className={tableBox}>
      <table>
        <thead>
          <tr>
            <th scope="col">Exam</th>
            <th scope="col">Package</th>
            <th scope="col">Starts</th>
            <th scope="col">Ends</th>
            <th scope="col">State</th>
            <th scope="col">
              <span className={mutedText}>Action</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {learner.subscriptions.map((subscription) => (
            <tr key={subscription._id}>
              <td>
                {subscription.examName} <span className={mutedText}>({subscription.examCode})</span>
              </td>
              <td>{subscription.packageName ?? "—"}</td>
              <td>{dayText(subscription.startsAt)}</td>
              <td>{dayText(subscription.expiresAt)}</td>
              <td>
                {subscriptionState(subscription)}
                {subscription.orderId === null ? null : (
                  <>
                    {" "}
                    · <Link href={salesPaths.order(subscription.orderId)}>order</Link>
                  </>
                )}
              </td>
              <td>
                {subscription.refunded ? (
                  "—"
                ) : (
                  <Button variant="quiet" aria-label={`Extend ${subscription.examName}`} onPress={() => setExtending(subscription)}>
                    Extend…
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {extending === null ? null : (
        <ExtendDialog
          learner={learner}
          subscription={extending}
          now={now}
          onClose={() => setExtending(null)}
          onDone={() => {
            setExtending(null)
            onChanged()
          }}
        />
      )}
    </div>
  )
}

function Attempts({ learner }: { readonly learner: AdminLearner }) {
  if (learner.attempts.length === 0) return <p className={mutedText}>No attempts yet.</p>
  return (
    <div className={tableBox}>
      <table>
        <thead>
          <tr>
            <th scope="col">Exam</th>
            <th scope="col">Test</th>
            <th scope="col">Mode</th>
            <th scope="col">Started</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {learner.attempts.map((attempt) => (
            <tr key={attempt._id}>
              <td>{attempt.examName}</td>
              <td>{attempt.testName}</td>
              <td>{attempt.mode === "practice" ? "Practice" : "Exam"}</td>
              <td>{timeText(attempt.startedAt)}</td>
              <td>{attemptScore(attempt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function LearnerView({
  learner,
  title,
  now,
  onChanged
}: {
  readonly learner: AdminLearner
  readonly title: string
  readonly now: number
  readonly onChanged: () => void
}) {
  return (
    <>
      <div className={headRow}>
        <PageHeading>
          {title}: <UserText>{learner.name}</UserText>
        </PageHeading>
      </div>
      <dl className={facts}>
        <div>
          <dt>Email</dt>
          <dd>
            <UserText>{learner.email}</UserText>
          </dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{learner.phone ?? "—"}</dd>
        </div>
        <div>
          <dt>Joined</dt>
          <dd>{dayText(learner.createdAt)}</dd>
        </div>
        <div>
          <dt>Signed in on</dt>
          <dd>
            {learner.liveSessions} {learner.liveSessions === 1 ? "browser" : "browsers"}
          </dd>
        </div>
      </dl>
      <div className={actionsRow}>
        <Link href={`${salesPaths.orders({ email: learner.email, orderId: "", status: null, from: "", to: "" })}`}>Their orders</Link>
      </div>
      <EndSessions learner={learner} onDone={onChanged} />
      <section className={sectionStack} aria-labelledby="learner-subscriptions">
        <h2 id="learner-subscriptions">Subscriptions</h2>
        <Subscriptions learner={learner} now={now} onChanged={onChanged} />
      </section>
      <section className={sectionStack} aria-labelledby="learner-attempts">
        <h2 id="learner-attempts">Latest attempts</h2>
        <Attempts learner={learner} />
      </section>
    </>
  )
}

export function LearnerDetail({ id, title, now }: { readonly id: string; readonly title: string; readonly now: number }) {
  const { actor, snapshot } = useResource(useSalesMachines().learner, id)
  const learner = snapshot.context.data
  return (
    <section className={panelClass} aria-labelledby="page-title">
      <Link className={backLink} href={salesPaths.learners()}>
        ← All learners
      </Link>
      {snapshot.matches("loading") && learner === null ? (
        <Spinner label="Loading the learner" />
      ) : snapshot.matches("notFound") ? (
        <p role="alert">No learner has this address.</p>
      ) : learner === null ? (
        <LoadFailed what="This learner" reason={snapshot.context.failureMessage} onRetry={() => actor.send({ type: "RETRY" })} />
      ) : (
        <LearnerView learner={learner} title={title} now={now} onChanged={() => actor.send({ type: "LOAD", request: id })} />
      )}
    </section>
  )
}
