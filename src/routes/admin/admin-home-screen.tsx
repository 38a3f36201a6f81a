/**
 * /admin: where a signed-in admin lands, the area's sections and
 * what each is for.
 */
import { AdminOverview } from "../../ui/admin/admin-overview.tsx"
import type { ScreenProps } from "../shared/screen-props.ts"
import { AdminFrame } from "./admin-frame.tsx"

export default function AdminHomeScreen({ title }: ScreenProps) {
  return (
    <AdminFrame>
      <AdminOverview title={title} />
    </AdminFrame>
  )
}
