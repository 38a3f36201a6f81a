/**
 * My Packages' two tabs, Active and Expired: links to each tab's first page
 * (each is its own address, spec §2), the current one marked with
 * aria-current="page".
 */
import { myPackagesPath, type PackageListStatus } from "../../domain/cart/order-paths.ts"
import { type StatusTab, StatusTabs } from "../shared/primitives/status-tabs.tsx"

const TABS: ReadonlyArray<StatusTab<PackageListStatus>> = [
  { status: "active", label: "Active", href: myPackagesPath("active") },
  { status: "expired", label: "Expired", href: myPackagesPath("expired") }
]

export function PackageStatusTabs({ current }: { readonly current: PackageListStatus }) {
  return <StatusTabs label="My Packages" tabs={TABS} current={current} />
}
