/**
 * /test/{attemptId}, /test/{attemptId}/{sectionId} and
 * /test/{attemptId}/{sectionId}/{qsnId} (no header or footer): the timed
 * attempt. The address names the question to open; from then on the attempt
 * actor keeps it current (and writes it back into the address, so a reload
 * reopens the same question).
 */
import { TestSession } from "../../ui/attempt/test-session.tsx"
import type { ScreenProps } from "../shared/screen-props.ts"
import { SignedInGate } from "../shared/signed-in-gate.tsx"
import { routeParam } from "./route-param.ts"

export default function TestScreen({ params }: ScreenProps) {
  const attemptId = routeParam(params, "attemptId") ?? ""
  return (
    <SignedInGate>
      {/* Keyed: another attempt is another actor. */}
      <TestSession key={attemptId} attemptId={attemptId} sectionId={routeParam(params, "sectionId")} qsnId={routeParam(params, "qsnId")} />
    </SignedInGate>
  )
}
