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
import type { ScreenProps } from "./shared/screen-props.ts"

/**
 * Whether this build carries the developers' machine viewer (issue 12):
 * vite.config.ts sets it from NODE_ENV, so a build with
 * NODE_ENV=production has neither its routes nor, since nothing imports
 * them, its chunks.
 */
declare const __MACHINE_VIEWER__: boolean

export type ScreenModule = { readonly default: ComponentType<ScreenProps> }

export interface RouteEntry {
  readonly path: string
  readonly title: string
  readonly load: () => Promise<ScreenModule>
}

const home = () => import("./catalog/home-screen.tsx")

export const loadNotFound = () => import("./shared/not-found-screen.tsx")

// The profile area (sidebar of spec §2).
const myProfile = () => import("./account/my-profile-screen.tsx")
const changePassword = () => import("./account/change-password-screen.tsx")
const notifications = () => import("./account/notifications-screen.tsx")

// My Exams and the timed attempt.
const myExams = () => import("./attempt/my-exams-screen.tsx")
const examDetail = () => import("./attempt/exam-detail-screen.tsx")
const instruction = () => import("./attempt/instruction-screen.tsx")
const testScreen = () => import("./attempt/test-screen.tsx")
const attemptResult = () => import("./attempt/result-screen.tsx")

// The cart, the wishlist and the page after paying (issue 10).
const cart = () => import("./cart/cart-screen.tsx")
const wishlist = () => import("./cart/wishlist-screen.tsx")
const checkoutSuccess = () => import("./cart/checkout-success-screen.tsx")

// Transactions and My Packages (issue 10): what the learner bought, in the profile area.
const transactions = () => import("./cart/transactions-screen.tsx")
const myPackages = () => import("./cart/my-packages-screen.tsx")
const packageDetail = () => import("./cart/package-detail-screen.tsx")

// The support desk (issue 11): its views share one screen.
const deskScreen = () => import("./helpdesk/desk-screen.tsx")

/** /dev/machines: the statecharts for developers, never in a production build. */
const MACHINE_VIEWER_ROUTES: ReadonlyArray<RouteEntry> = __MACHINE_VIEWER__
  ? [
    { path: "/dev/machines", title: "Machines", load: () => import("./dev/machines-screen.tsx") },
    { path: "/dev/machines/:id", title: "Machine", load: () => import("./dev/machine-screen.tsx") }
  ]
  : []

export const ROUTES: ReadonlyArray<RouteEntry> = [
  ...MACHINE_VIEWER_ROUTES,
  // Public and authentication
  { path: "/sign-in", title: "Sign in", load: () => import("./account/sign-in-screen.tsx") },
  { path: "/sign-up", title: "Sign up", load: () => import("./account/sign-up-screen.tsx") },
  { path: "/sign-up-phone", title: "Add your mobile number", load: () => import("./account/phone-screen.tsx") },
  { path: "/forgot-password", title: "Forgot password", load: () => import("./account/forgot-password-screen.tsx") },
  { path: "/verify-otp", title: "Verify code", load: () => import("./account/verify-reset-code-screen.tsx") },
  { path: "/verify-email-otp", title: "Verify email", load: () => import("./account/verify-email-screen.tsx") },
  { path: "/verify-phone-otp", title: "Verify phone", load: () => import("./account/verify-phone-screen.tsx") },
  { path: "/reset-password", title: "Reset password", load: () => import("./account/reset-password-screen.tsx") },
  { path: "/add-mobile", title: "Add mobile number", load: () => import("./account/phone-screen.tsx") },
  { path: "/", title: "Home", load: home },
  { path: "/category", title: "Categories", load: () => import("./catalog/categories-screen.tsx") },
  { path: "/exam/:categoryName/:category", title: "Exams", load: () => import("./catalog/category-exams-screen.tsx") },
  { path: "/exam", title: "Exams", load: () => import("./catalog/exams-screen.tsx") },
  { path: "/blog", title: "Blog", load: () => import("./content/blog-screen.tsx") },
  { path: "/blog-detail/:id", title: "Blog post", load: () => import("./content/blog-post-screen.tsx") },
  { path: "/package", title: "Packages", load: () => import("./catalog/packages-screen.tsx") },
  { path: "/terms-condition", title: "Terms & Conditions", load: () => import("./content/terms-condition-screen.tsx") },
  { path: "/privacy-policy", title: "Privacy Policy", load: () => import("./content/privacy-policy-screen.tsx") },
  { path: "/refund-policy", title: "Refund Policy", load: () => import("./content/refund-policy-screen.tsx") },
  { path: "/contact-us", title: "Contact us", load: () => import("./content/contact-screen.tsx") },
  { path: "/about", title: "About us", load: () => import("./content/about-screen.tsx") },
  { path: "/faqs", title: "FAQs", load: () => import("./content/faqs-screen.tsx") },
  { path: "/exam-overview/:examName/:examId", title: "Exam overview", load: () => import("./catalog/exam-overview-screen.tsx") },
  { path: "/package-overview/:packageName/:id", title: "Package overview", load: () => import("./catalog/package-overview-screen.tsx") },

  // Signed in
  { path: "/attempt/:attemptId", title: "Exam attempt", load: attemptResult },
  { path: "/profile", title: "My Profile", load: myProfile },
  { path: "/profile/package/active/:page", title: "My Packages", load: myPackages },
  { path: "/profile/package/expired/:page", title: "My Packages", load: myPackages },
  { path: "/profile/package/:subscId", title: "Package details", load: packageDetail },
  { path: "/profile/exam/active", title: "My Exams", load: myExams },
  { path: "/profile/exam/expired", title: "My Exams", load: myExams },
  { path: "/profile/exam/:subscId", title: "Exam details", load: examDetail },
  { path: "/profile/transaction", title: "Transactions", load: transactions },
  { path: "/profile/transaction/:page", title: "Transactions", load: transactions },
  { path: "/change-password", title: "Change Password", load: changePassword },
  { path: "/helpdesk", title: "Helpdesk", load: () => import("./helpdesk/tickets-screen.tsx") },
  { path: "/helpdesk/add", title: "New helpdesk ticket", load: () => import("./helpdesk/new-ticket-screen.tsx") },
  { path: "/helpdesk/chat/:id", title: "Helpdesk chat", load: () => import("./helpdesk/chat-screen.tsx") },
  { path: "/helpdesk-closed", title: "Closed helpdesk tickets", load: () => import("./helpdesk/closed-tickets-screen.tsx") },
  // Not in spec §2: the support agents' desk (issue 11); learners are told it is the support team's.
  { path: "/desk", title: "Support desk", load: deskScreen },
  { path: "/desk/ticket/:id", title: "Support ticket", load: () => import("./helpdesk/desk-ticket-screen.tsx") },
  // /desk/mine, /desk/unassigned, /desk/pending, /desk/closed (and /desk/queue, the same as /desk).
  { path: "/desk/:view", title: "Support desk", load: deskScreen },
  // /cart is open to guests too: their cart is kept in the browser until they sign in.
  { path: "/cart", title: "Cart", load: cart },
  { path: "/wishlist", title: "Wishlist", load: wishlist },
  // Not in spec §2: where a paid checkout lands (the order, its receipt and PDF).
  { path: "/checkout/success/:orderId", title: "Thank you for your order", load: checkoutSuccess },
  { path: "/notifications", title: "Notifications", load: notifications },
  { path: "/instruction/:subscId/:examId/:testId", title: "Test instructions", load: instruction },

  // Test taking (no header or footer, see layout-for-path.ts)
  // /test/{attemptId}, /test/{attemptId}/{sectionId} and /test/{attemptId}/{sectionId}/{qsnId}
  // as ONE route: moving between questions must not remount the running test.
  { path: "/test/:attemptId/:sectionId?/:qsnId?", title: "Test", load: testScreen }
]
