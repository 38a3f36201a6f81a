/** The placeholder for every screen later work builds (see route-table.ts). */
import { NotAvailableYet } from "../../ui/shared/primitives/not-available-yet.tsx"
import type { ScreenProps } from "./screen-props.ts"

export default function NotAvailableScreen({ title }: ScreenProps) {
  return <NotAvailableYet screen={title} />
}
