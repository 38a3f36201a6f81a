/** Refund Policy (/refund-policy): the stored page. */
import { ContentPageView } from "./content-page.tsx"

export default function RefundPolicyScreen() {
  return <ContentPageView slug="refund-policy" />
}
