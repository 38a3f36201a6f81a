/**
 * Every route of spec §2, in match order (a fixed segment such as
 * /profile/exam/active comes before the pattern /profile/exam/:subscId).
 *
 * `title` names the screen: it becomes document.title and, for screens later
 * work builds, the "… is not available yet" panel. Each screen is its own
 * lazy import; the not-yet-built ones share one placeholder module until
 * their real module replaces the import here.
 */
import type { ComponentType } from "react"

export interface ScreenProps {
  /** The screen's name, as in the route table. */
  readonly title: string
  /** The route's path parameters (e.g. examId), undecoded as wouter gives them. */
  readonly params: Readonly<Record<string, string | undefined>>
}

export type ScreenModule = { readonly default: ComponentType<ScreenProps> }

export interface RouteEntry {
  readonly path: string
  readonly title: string
  readonly load: () => Promise<ScreenModule>
}

const home = () => import("./screens/home-screen.tsx")
const notAvailable = () => import("./screens/not-available-screen.tsx")

export const NOT_FOUND_TITLE = "Page not found"
export const loadNotFound = () => import("./screens/not-found-screen.tsx")

const later = (path: string, title: string): RouteEntry => ({ path, title, load: notAvailable })

export const ROUTES: ReadonlyArray<RouteEntry> = [
  // Public and authentication
  later("/sign-in", "Sign in"),
  later("/sign-up", "Sign up"),
  later("/sign-up-phone", "Sign up with phone"),
  later("/forgot-password", "Forgot password"),
  later("/verify-otp", "Verify code"),
  later("/verify-email-otp", "Verify email"),
  later("/verify-phone-otp", "Verify phone"),
  later("/reset-password", "Reset password"),
  later("/add-mobile", "Add mobile number"),
  { path: "/", title: "Home", load: home },
  later("/category", "Categories"),
  later("/exam/:categoryName/:category", "Exams"),
  later("/exam", "Exams"),
  later("/blog", "Blog"),
  later("/blog-detail/:id", "Blog post"),
  later("/package", "Packages"),
  later("/terms-condition", "Terms & Conditions"),
  later("/privacy-policy", "Privacy Policy"),
  later("/refund-policy", "Refund Policy"),
  later("/contact-us", "Contact us"),
  later("/about", "About us"),
  later("/faqs", "FAQs"),
  later("/exam-overview/:examName/:examId", "Exam overview"),
  later("/package-overview/:packageName/:id", "Package overview"),

  // Signed in
  later("/attempt/:attemptId", "Exam attempt"),
  later("/profile", "My Profile"),
  later("/profile/package/active/:page", "My Packages"),
  later("/profile/package/expired/:page", "My Packages"),
  later("/profile/package/:subscId", "Package details"),
  later("/profile/exam/active", "My Exams"),
  later("/profile/exam/expired", "My Exams"),
  later("/profile/exam/:subscId", "Exam details"),
  later("/profile/transaction", "Transactions"),
  later("/profile/transaction/:page", "Transactions"),
  later("/change-password", "Change Password"),
  later("/helpdesk", "Helpdesk"),
  later("/helpdesk/add", "New helpdesk ticket"),
  later("/helpdesk/chat/:id", "Helpdesk chat"),
  later("/helpdesk-closed", "Closed helpdesk tickets"),
  later("/cart", "Cart"),
  later("/wishlist", "Wishlist"),
  later("/notifications", "Notifications"),
  later("/instruction/:subscId/:examId/:testId", "Test instructions"),

  // Test taking (no header or footer, see layout-for-path.ts)
  later("/test/:attemptId", "Test"),
  later("/test/:attemptId/:sectionId", "Test"),
  later("/test/:attemptId/:sectionId/:qsnId", "Test")
]
