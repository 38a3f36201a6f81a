/**
 * Notify me on a coming-soon exam's page, rendered from its own on-sale
 * alert actor (src/machines/catalog/on-sale-alert.machine.ts, started here
 * per page): "Notify me" until a request waits, then "You'll be notified"
 * with "Don't notify me". The server's words come as toasts (the wiring's).
 *
 * The button is one element whatever the state, so the focus stays on it
 * when its words change. The server renders the actor's first state (a
 * plain Notify me, the same for a guest and a learner); the browser moves
 * on from there once it knows the session.
 */
import { useSelector } from "@xstate/react"
import { css } from "goober"
import { isAlertBusy, isAlertRequested, selectAlertView } from "../../machines/catalog/on-sale-alert.machine.ts"
import { BellIcon } from "../shared/icons.tsx"
import { useFlowActor } from "../shared/flow-actor.ts"
import { Button } from "../shared/primitives/button.tsx"
import { color, font, space } from "../shared/tokens.ts"
import { useCatalogMachines } from "./catalog-machines.ts"

const box = css`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  & > button { width: 100%; }
  & > button[data-pending] { cursor: progress; opacity: 0.75; }
`

const lead = css`
  font-size: ${font.size.sm};
  color: ${color.textMuted};
`

const requestedLine = css`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  font-weight: ${font.weight.semibold};
  color: ${color.success};
  & svg { flex: none; }
`

const failure = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs} ${space.sm};
  font-size: ${font.size.sm};
  color: ${color.error};
  & button { min-height: 36px; padding: 0 ${space.sm}; font-size: ${font.size.sm}; }
`

const Tick = () => (
  <svg
    width={18}
    height={18}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={3}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </svg>
)

export function NotifyMe({ examId }: { readonly examId: string }) {
  const actor = useFlowActor(useCatalogMachines().onSaleAlert, { input: { examId } })
  const view = useSelector(actor, selectAlertView)
  const requested = isAlertRequested(view)
  return (
    <div className={box}>
      {requested ? (
        <p className={requestedLine}>
          <Tick />
          You'll be notified when it goes on sale.
        </p>
      ) : (
        <p className={lead}>Get one email and one notification when it goes on sale.</p>
      )}
      <Button variant={requested ? "secondary" : "primary"} isPending={isAlertBusy(view)} onPress={() => actor.send({ type: requested ? "CANCEL" : "NOTIFY" })}>
        {requested ? null : <BellIcon size={18} />}
        {requested ? "Don't notify me" : "Notify me"}
      </Button>
      {view === "failed" ? (
        <p className={failure}>
          We could not check whether you asked to be notified.
          <Button variant="quiet" onPress={() => actor.send({ type: "RETRY" })}>
            Try again
          </Button>
        </p>
      ) : null}
    </div>
  )
}
