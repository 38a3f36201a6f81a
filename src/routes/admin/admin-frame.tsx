/**
 * Every admin screen inside the admin gate (signed-in admins
 * only) and the area's layout: its sections in a sidebar, the current one
 * marked, the signed-in admin's name from GET /admin/me.
 */
import type { ReactNode } from "react"
import { useLocation } from "wouter"
import { AdminLayout } from "../../ui/admin/admin-layout.tsx"
import { useAdminMachines } from "../../ui/admin/admin-machines.ts"
import { useResource } from "../../ui/shared/use-resource.ts"
import { AdminGate } from "../shared/admin-gate.tsx"

function AdminChrome({ children }: { readonly children: ReactNode }) {
  const me = useResource(useAdminMachines().me, null)
  const [path] = useLocation()
  return (
    <AdminLayout path={path} adminName={me.snapshot.context.data?.name ?? null}>
      {children}
    </AdminLayout>
  )
}

export function AdminFrame({ children }: { readonly children: ReactNode }) {
  return (
    <AdminGate>
      <AdminChrome>{children}</AdminChrome>
    </AdminGate>
  )
}
