/**
 * Addresses of Transactions and My Packages (spec §2
 * /profile/transaction[/{page}], /profile/package/active/{page},
 * /profile/package/expired/{page}, /profile/package/{subscId}), built in one
 * place so links, pagers and tests agree with the route table. The page is
 * a path segment here, not `?page=N`: the spec's addresses say so.
 */

export type PackageListStatus = "active" | "expired"

/** The route pattern (src/routes/route-table.ts). */
export const TRANSACTIONS_ROUTE = "/profile/transaction"

/** Page 1 is /profile/transaction (the sidebar's link); page N is /profile/transaction/N. */
export const transactionsPath = (page = 1): string => (page <= 1 ? TRANSACTIONS_ROUTE : `${TRANSACTIONS_ROUTE}/${page}`)

/** /profile/package/active/1, /profile/package/expired/3: every page names its number (the sidebar links page 1). */
export const myPackagesPath = (status: PackageListStatus, page = 1): string => `/profile/package/${status}/${Math.max(1, page)}`

/** /profile/package/{subscId}: the package's exams. */
export const packageDetailPath = (subscId: string): string => `/profile/package/${encodeURIComponent(subscId)}`

/** Which tab an address of My Packages names. */
export const packageStatusOfPath = (path: string): PackageListStatus => (path.startsWith("/profile/package/expired/") ? "expired" : "active")
