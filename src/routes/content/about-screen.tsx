/** About us (/about): the stored page. */
import { ContentPageView } from "./content-page.tsx"

export default function AboutScreen() {
  return <ContentPageView slug="about" />
}
