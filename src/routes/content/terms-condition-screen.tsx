/** Terms & Conditions (/terms-condition): the stored page. */
import { ContentPageView } from "./content-page.tsx"

export default function TermsScreen() {
  return <ContentPageView slug="terms-condition" />
}
