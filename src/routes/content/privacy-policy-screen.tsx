/** Privacy Policy (/privacy-policy): the stored page. */
import { ContentPageView } from "./content-page.tsx"

export default function PrivacyPolicyScreen() {
  return <ContentPageView slug="privacy-policy" />
}
