/** Roles in the browser: the learner's sentence on a desk screen is the server's, and where each role lands after signing in. */
import { describe, expect, it } from "vitest"
import { ADMIN_PATH, afterSignIn, DESK_PATH, isAdminPath, isDeskPath } from "../../../src/domain/account/auth-paths.ts"
import { ADMIN_FOR_OPERATORS_ONLY, DESK_FOR_AGENTS_ONLY } from "../../../src/domain/account/roles.ts"
import { ADMINS_ONLY_MESSAGE, AGENTS_ONLY_MESSAGE } from "../../../src/api/shared/security.ts"

describe("roles in the browser", () => {
  it("shows learners on a desk screen the sentence the server's 403 carries", () => {
    expect(DESK_FOR_AGENTS_ONLY).toBe(AGENTS_ONLY_MESSAGE)
  })

  it("shows learners and agents on an admin screen the sentence the server's 403 carries", () => {
    expect(ADMIN_FOR_OPERATORS_ONLY).toBe(ADMINS_ONLY_MESSAGE)
  })

  it.each([
    [null, ADMIN_PATH],
    ["/cart", ADMIN_PATH],
    ["/desk", ADMIN_PATH],
    ["/administrator", ADMIN_PATH],
    ["//evil.example/admin", ADMIN_PATH],
    ["/admin/audit", "/admin/audit"],
    ["/admin/catalogue/exams/42", "/admin/catalogue/exams/42"]
  ])("sends an admin to the admin area: lastLocation %s → %s", (lastLocation, path) => {
    expect(afterSignIn(lastLocation, "admin")).toBe(path)
  })

  it("tells admin paths from the shop's", () => {
    expect(isAdminPath("/admin")).toBe(true)
    expect(isAdminPath("/admin/coupons")).toBe(true)
    expect(isAdminPath("/administrator")).toBe(false)
  })

  it.each([
    [null, "/"],
    ["/cart", "/cart"],
    ["//evil.example", "/"]
  ])("sends a learner back to lastLocation %s → %s", (lastLocation, path) => {
    expect(afterSignIn(lastLocation, "learner")).toBe(path)
  })

  it.each([
    [null, DESK_PATH],
    ["/cart", DESK_PATH],
    ["/profile", DESK_PATH],
    ["/desktop-exams", DESK_PATH],
    ["//evil.example/desk", DESK_PATH],
    ["/desk", "/desk"],
    ["/desk/ticket/42", "/desk/ticket/42"],
    ["/desk?filter=mine", "/desk?filter=mine"]
  ])("sends an agent to the desk: lastLocation %s → %s", (lastLocation, path) => {
    expect(afterSignIn(lastLocation, "agent")).toBe(path)
  })

  it("tells desk paths from the shop's", () => {
    expect(isDeskPath("/desk")).toBe(true)
    expect(isDeskPath("/desk/queue")).toBe(true)
    expect(isDeskPath("/desktop")).toBe(false)
    expect(isDeskPath("/")).toBe(false)
  })
})
