/** The placeholder for every screen later work builds (see route-table.ts). */
import { NotAvailableYet } from "../../ui/primitives/not-available-yet.tsx"
import type { ScreenProps } from "../route-table.ts"

export default function NotAvailableScreen({ title }: ScreenProps) {
  return <NotAvailableYet screen={title} />
}
