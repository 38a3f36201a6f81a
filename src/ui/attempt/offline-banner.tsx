/**
 * While the browser is offline: the test goes on, and the learner is told
 * their answers are kept on this device until the connection returns.
 */
import { notice } from "./attempt-styles.ts"
import { WifiOffIcon } from "./attempt-icons.tsx"

export function OfflineBanner({ unsent }: { readonly unsent: number }) {
  return (
    <div className={notice} role="status">
      <WifiOffIcon size={20} />
      <p>
        <strong>You are offline.</strong> Keep going: your answers are kept on this device and sent as soon as the connection returns
        {unsent > 0 ? ` (${unsent} waiting)` : ""}.
      </p>
    </div>
  )
}
