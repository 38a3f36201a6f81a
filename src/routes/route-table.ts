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

// The profile area (sidebar of spec §2); its not-yet-built screens keep the sidebar.
const myProfile = () => import("./screens/profile/my-profile-screen.tsx")
const changePassword = () => import("./screens/profile/change-password-screen.tsx")
const notifications = () => import("./screens/profile/notifications-screen.tsx")
const profileLater = () => import("./screens/profile/profile-later-screen.tsx")
const inProfile = (path: string, title: string): RouteEntry => ({ path, title, load: profileLater })

export const ROUTES: ReadonlyArray<RouteEntry> = [
  // Public and authentication
  { path: "/sign-in", title: "Sign in", load: () => import("./screens/auth/sign-in-screen.tsx") },
  { path: "/sign-up", title: "Sign up", load: () => import("./screens/auth/sign-up-screen.tsx") },
  { path: "/sign-up-phone", title: "Add your mobile number", load: () => import("./screens/auth/phone-screen.tsx") },
  { path: "/forgot-password", title: "Forgot password", load: () => import("./screens/auth/forgot-password-screen.tsx") },
  { path: "/verify-otp", title: "Verify code", load: () => import("./screens/auth/verify-reset-code-screen.tsx") },
  { path: "/verify-email-otp", title: "Verify email", load: () => import("./screens/auth/verify-email-screen.tsx") },
  { path: "/verify-phone-otp", title: "Verify phone", load: () => import("./screens/auth/verify-phone-screen.tsx") },
  { path: "/reset-password", title: "Reset password", load: () => import("./screens/auth/reset-password-screen.tsx") },
  { path: "/add-mobile", title: "Add mobile number", load: () => import("./screens/auth/phone-screen.tsx") },
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
  { path: "/profile", title: "My Profile", load: myProfile },
  inProfile("/profile/package/active/:page", "My Packages"),
  inProfile("/profile/package/expired/:page", "My Packages"),
  inProfile("/profile/package/:subscId", "Package details"),
  inProfile("/profile/exam/active", "My Exams"),
  inProfile("/profile/exam/expired", "My Exams"),
  inProfile("/profile/exam/:subscId", "Exam details"),
  inProfile("/profile/transaction", "Transactions"),
  inProfile("/profile/transaction/:page", "Transactions"),
  { path: "/change-password", title: "Change Password", load: changePassword },
  inProfile("/helpdesk", "Helpdesk"),
  inProfile("/helpdesk/add", "New helpdesk ticket"),
  inProfile("/helpdesk/chat/:id", "Helpdesk chat"),
  inProfile("/helpdesk-closed", "Closed helpdesk tickets"),
  later("/cart", "Cart"),
  later("/wishlist", "Wishlist"),
  { path: "/notifications", title: "Notifications", load: notifications },
  later("/instruction/:subscId/:examId/:testId", "Test instructions"),

  // Test taking (no header or footer, see layout-for-path.ts)
  later("/test/:attemptId", "Test"),
  later("/test/:attemptId/:sectionId", "Test"),
  later("/test/:attemptId/:sectionId/:qsnId", "Test")
]
