/**
 * My Packages (spec §2 /profile/package/active/{page} and
 * /profile/package/expired/{page}), in the profile area: the packages the
 * learner bought, by tab, a page at a time; the page is the path's last segment.
 */
import { useCallback } from "react"
import { useLocation } from "wouter"
import { myPackagesPath, packageStatusOfPath } from "../../domain/cart/order-paths.ts"
import { MyPackagesList } from "../../ui/cart/my-packages-list.tsx"
import { PackageStatusTabs } from "../../ui/cart/package-status-tabs.tsx"
import { PageHeading } from "../../ui/shared/primitives/page-heading.tsx"
import { panelClass } from "../../ui/shared/signed-in/panel-styles.ts"
import { ProfileFrame } from "../shared/profile-frame.tsx"
import type { ScreenProps } from "../shared/screen-props.ts"
import { usePathPage } from "../shared/use-path-page.ts"

export default function MyPackagesScreen({ title, params }: ScreenProps) {
  const [path] = useLocation()
  const status = packageStatusOfPath(path)
  const hrefOf = useCallback((page: number) => myPackagesPath(status, page), [status])
  const paging = usePathPage(params.page, hrefOf)
  return (
    <ProfileFrame>
      <section className={panelClass} aria-labelledby="page-title">
        <PageHeading>{title}</PageHeading>
        <PackageStatusTabs current={status} />
        <MyPackagesList key={status} status={status} paging={paging} hrefOf={hrefOf} />
      </section>
    </ProfileFrame>
  )
}
