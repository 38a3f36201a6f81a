/**
 * The address of the shop server the running test's lane uses
 * (playwright.config.ts: each lane has its own server); only inside a test
 * or a hook.
 */
import { test } from "@playwright/test"

export const shopAddress = (): string => {
  const address = test.info().project.use.baseURL
  if (address === undefined) throw new Error("The lane has no baseURL (playwright.config.ts).")
  return address
}
