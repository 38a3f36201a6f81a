/**
 * /instruction/{subscId}/{examId}/{testId}: the test's duration, sections,
 * questions and rules, and Start. The test comes from the subscription's
 * detail, so only a test the learner's subscription covers is shown.
 */
import { hasResourceFailed, isResourceNotFound, selectResourceData, selectResourceFailure } from "../../machines/shared/resource.machine.ts"
import { useAttemptMachines } from "../../ui/attempt/attempt-machines.ts"
import { InstructionPanel } from "../../ui/attempt/instruction-panel.tsx"
import { LoadFailed } from "../../ui/shared/primitives/load-failed.tsx"
import { Spinner } from "../../ui/shared/primitives/spinner.tsx"
import { useResource } from "../../ui/shared/use-resource.ts"
import type { ScreenProps } from "../shared/screen-props.ts"
import { SignedInGate } from "../shared/signed-in-gate.tsx"
import { AttemptNotFound } from "./attempt-not-found.tsx"
import { routeParam } from "./route-param.ts"
import { useScreenTitle } from "../shared/screen-head.ts"

function Instructions({ subscId, testId }: { readonly subscId: string; readonly testId: string }) {
  const { actor, snapshot } = useResource(useAttemptMachines().subscription, { subscId })
  const detail = selectResourceData(snapshot)
  const test = detail?.tests.find((candidate) => candidate._id === testId) ?? null
  useScreenTitle(test === null ? null : `${test.name} – instructions`)

  if (isResourceNotFound(snapshot)) return <AttemptNotFound what="Test" />
  if (hasResourceFailed(snapshot)) {
    return <LoadFailed what="This test" reason={selectResourceFailure(snapshot)} onRetry={() => actor.send({ type: "RETRY" })} />
  }
  if (detail === null) return <Spinner label="Loading the test" />
  if (test === null) return <AttemptNotFound what="Test" />
  return <InstructionPanel detail={detail} test={test} />
}

export default function InstructionScreen({ params }: ScreenProps) {
  return (
    <SignedInGate>
      <Instructions subscId={routeParam(params, "subscId") ?? ""} testId={routeParam(params, "testId") ?? ""} />
    </SignedInGate>
  )
}
