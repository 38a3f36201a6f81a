/**
 * Which frame a path is shown in. Spec §2: whenever the first path segment
 * is "test", the screen is shown without header or footer.
 */
export type LayoutKind = "shop" | "test"

export const layoutForPath = (pathname: string): LayoutKind => (pathname.split("/").filter((segment) => segment !== "")[0] === "test" ? "test" : "shop")
