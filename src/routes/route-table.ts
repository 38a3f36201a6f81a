/**
 * Every route of spec §2, in match order (a fixed segment such as
 * /profile/exam/active comes before the pattern /profile/exam/:subscId).
 *
 * `title` names the screen: it becomes document.title. `screen` is the
 * screen's module under src/routes/, loaded lazily as its own chunk; the
 * server reads the same name in the build's manifest to hint the
 * route's chunks to the browser. `rendered` marks the public pages the
 * server renders (src/entry-server.tsx): signed-in screens and the test
 * stay rendered in the browser only.
 */
import type { ComponentType } from "react"
import type { ScreenProps } from "./shared/screen-props.ts"

/**
 * Whether this build carries the developers' machine viewer:
 * vite.config.ts sets it from NODE_ENV, so a build with
 * NODE_ENV=production has neither its routes nor, since nothing imports
 * them, its chunks.
 */
declare const __MACHINE_VIEWER__: boolean

export type ScreenModule = { readonly default: ComponentType<ScreenProps> }

interface ScreenEntry {
  readonly path: string
  readonly title: string
  /** The screen's module, relative to src/routes/. */
  readonly screen: string
  /** A public page, rendered on the server with its data. */
  readonly rendered?: true
  /** What the page offers, for search results and link previews (its screen may say more once its data is known). */
  readonly description?: string
}

export interface RouteEntry extends ScreenEntry {
  readonly load: () => Promise<ScreenModule>
}

/**
 * Every screen module of the features, each its own lazy chunk. The
 * developers' screens (dev/) are not matched here: they are imported only
 * under __MACHINE_VIEWER__ below.
 */
const SCREEN_MODULES = import.meta.glob<ScreenModule>("./{account,admin,attempt,cart,catalog,content,helpdesk,learning}/*-screen.tsx")

const loaderOf = (screen: string): (() => Promise<ScreenModule>) => {
  const load = SCREEN_MODULES[`./${screen}`]
  if (load === undefined) throw new Error(`route-table: no screen module src/routes/${screen}`)
  return load
}

export const loadNotFound = () => import("./shared/not-found-screen.tsx")

/** /dev/machines: the statecharts for developers, never in a production build. */
const MACHINE_VIEWER_ROUTES: ReadonlyArray<RouteEntry> = __MACHINE_VIEWER__
  ? [
      { path: "/dev/machines", title: "Machines", screen: "dev/machines-screen.tsx", load: () => import("./dev/machines-screen.tsx") },
      { path: "/dev/machines/:id", title: "Machine", screen: "dev/machine-screen.tsx", load: () => import("./dev/machine-screen.tsx") }
    ]
  : []

const SCREENS: ReadonlyArray<ScreenEntry> = [
  // Public and authentication
  {
    path: "/sign-in",
    title: "Sign in",
    screen: "account/sign-in-screen.tsx",
    rendered: true,
    description: "Sign in to ExamReady to take your practice tests, see your results and manage your exams."
  },
  {
    path: "/sign-up",
    title: "Sign up",
    screen: "account/sign-up-screen.tsx",
    rendered: true,
    description: "Create your ExamReady account and start practising for your certification exam with timed tests."
  },
  { path: "/sign-up-phone", title: "Add your mobile number", screen: "account/phone-screen.tsx" },
  { path: "/forgot-password", title: "Forgot password", screen: "account/forgot-password-screen.tsx" },
  { path: "/verify-otp", title: "Verify code", screen: "account/verify-reset-code-screen.tsx" },
  { path: "/verify-email-otp", title: "Verify email", screen: "account/verify-email-screen.tsx" },
  { path: "/verify-phone-otp", title: "Verify phone", screen: "account/verify-phone-screen.tsx" },
  { path: "/reset-password", title: "Reset password", screen: "account/reset-password-screen.tsx" },
  { path: "/add-mobile", title: "Add mobile number", screen: "account/phone-screen.tsx" },
  { path: "/", title: "Home", screen: "catalog/home-screen.tsx", rendered: true },
  {
    path: "/category",
    title: "Categories",
    screen: "catalog/categories-screen.tsx",
    rendered: true,
    description: "Every certification exam category on ExamReady: cloud, security, networking, data and more, with practice tests for each."
  },
  { path: "/exam/:categoryName/:category", title: "Exams", screen: "catalog/category-exams-screen.tsx", rendered: true },
  {
    path: "/exam",
    title: "Exams",
    screen: "catalog/exams-screen.tsx",
    rendered: true,
    description: "Search every certification exam on ExamReady by name or code and find timed practice tests that mirror the real exam."
  },
  {
    path: "/blog",
    title: "Blog",
    screen: "content/blog-screen.tsx",
    rendered: true,
    description: "Study plans, exam tips and news about certification exams from the ExamReady team."
  },
  { path: "/blog-detail/:id", title: "Blog post", screen: "content/blog-post-screen.tsx", rendered: true },
  {
    path: "/package",
    title: "Packages",
    screen: "catalog/packages-screen.tsx",
    rendered: true,
    description: "Exam packages on ExamReady: related certification practice tests together, for less than buying each on its own."
  },
  { path: "/terms-condition", title: "Terms & Conditions", screen: "content/terms-condition-screen.tsx", rendered: true },
  { path: "/privacy-policy", title: "Privacy Policy", screen: "content/privacy-policy-screen.tsx", rendered: true },
  { path: "/refund-policy", title: "Refund Policy", screen: "content/refund-policy-screen.tsx", rendered: true },
  {
    path: "/contact-us",
    title: "Contact us",
    screen: "content/contact-screen.tsx",
    rendered: true,
    description: "Contact the ExamReady team: questions about exams, orders, your account or a practice test."
  },
  { path: "/about", title: "About us", screen: "content/about-screen.tsx", rendered: true },
  {
    path: "/faqs",
    title: "FAQs",
    screen: "content/faqs-screen.tsx",
    rendered: true,
    description: "Answers about buying, practice tests, your account and refunds at ExamReady."
  },
  { path: "/exam-overview/:examName/:examId", title: "Exam overview", screen: "catalog/exam-overview-screen.tsx", rendered: true },
  { path: "/package-overview/:packageName/:id", title: "Package overview", screen: "catalog/package-overview-screen.tsx", rendered: true },

  // Signed in
  { path: "/attempt/:attemptId", title: "Exam attempt", screen: "attempt/result-screen.tsx" },
  { path: "/profile", title: "My Profile", screen: "account/my-profile-screen.tsx" },
  { path: "/profile/package/active/:page", title: "My Packages", screen: "cart/my-packages-screen.tsx" },
  { path: "/profile/package/expired/:page", title: "My Packages", screen: "cart/my-packages-screen.tsx" },
  { path: "/profile/package/:subscId", title: "Package details", screen: "cart/package-detail-screen.tsx" },
  { path: "/profile/exam/active", title: "My Exams", screen: "attempt/my-exams-screen.tsx" },
  { path: "/profile/exam/expired", title: "My Exams", screen: "attempt/my-exams-screen.tsx" },
  // Not in spec §2: the spaced review of one exam's missed questions.
  { path: "/profile/exam/:subscId/review", title: "Review", screen: "learning/review-screen.tsx" },
  { path: "/profile/exam/:subscId", title: "Exam details", screen: "attempt/exam-detail-screen.tsx" },
  { path: "/profile/transaction", title: "Transactions", screen: "cart/transactions-screen.tsx" },
  { path: "/profile/transaction/:page", title: "Transactions", screen: "cart/transactions-screen.tsx" },
  { path: "/change-password", title: "Change Password", screen: "account/change-password-screen.tsx" },
  { path: "/helpdesk", title: "Helpdesk", screen: "helpdesk/tickets-screen.tsx" },
  { path: "/helpdesk/add", title: "New helpdesk ticket", screen: "helpdesk/new-ticket-screen.tsx" },
  { path: "/helpdesk/chat/:id", title: "Helpdesk chat", screen: "helpdesk/chat-screen.tsx" },
  { path: "/helpdesk-closed", title: "Closed helpdesk tickets", screen: "helpdesk/closed-tickets-screen.tsx" },
  // Not in spec §2: the support agents' desk; learners are told it is the support team's.
  { path: "/desk", title: "Support desk", screen: "helpdesk/desk-screen.tsx" },
  { path: "/desk/ticket/:id", title: "Support ticket", screen: "helpdesk/desk-ticket-screen.tsx" },
  // /desk/mine, /desk/unassigned, /desk/pending, /desk/closed (and /desk/queue, the same as /desk).
  { path: "/desk/:view", title: "Support desk", screen: "helpdesk/desk-screen.tsx" },
  // Not in spec §2: the operators' area; learners and agents are told it is the operators'.
  // Each section is one screen module that reads its own sub-addresses (:view, :id, :sub).
  { path: "/admin", title: "Admin", screen: "admin/admin-home-screen.tsx" },
  { path: "/admin/audit", title: "Audit log", screen: "admin/audit-screen.tsx" },
  { path: "/admin/catalogue/:view?/:id?/:sub?", title: "Catalogue", screen: "admin/catalogue-screen.tsx" },
  { path: "/admin/questions/:view?/:id?/:sub?", title: "Question bank", screen: "admin/questions-screen.tsx" },
  { path: "/admin/coupons/:id?", title: "Coupons", screen: "admin/coupons-screen.tsx" },
  { path: "/admin/orders/:id?", title: "Orders", screen: "admin/orders-screen.tsx" },
  { path: "/admin/learners/:id?", title: "Learners", screen: "admin/learners-screen.tsx" },
  { path: "/admin/content/:view?/:id?", title: "Content", screen: "admin/content-screen.tsx" },
  // /cart is open to guests too: their cart is kept in the browser until they sign in.
  { path: "/cart", title: "Cart", screen: "cart/cart-screen.tsx" },
  { path: "/wishlist", title: "Wishlist", screen: "cart/wishlist-screen.tsx" },
  // Not in spec §2: where a paid checkout lands (the order, its receipt and PDF).
  { path: "/checkout/success/:orderId", title: "Thank you for your order", screen: "cart/checkout-success-screen.tsx" },
  { path: "/notifications", title: "Notifications", screen: "account/notifications-screen.tsx" },
  { path: "/instruction/:subscId/:examId/:testId", title: "Test instructions", screen: "attempt/instruction-screen.tsx" },

  // Test taking (no header or footer, see layout-for-path.ts)
  // /test/{attemptId}, /test/{attemptId}/{sectionId} and /test/{attemptId}/{sectionId}/{qsnId}
  // as ONE route: moving between questions must not remount the running test.
  { path: "/test/:attemptId/:sectionId?/:qsnId?", title: "Test", screen: "attempt/test-screen.tsx" }
]

export const ROUTES: ReadonlyArray<RouteEntry> = [...MACHINE_VIEWER_ROUTES, ...SCREENS.map((entry) => ({ ...entry, load: loaderOf(entry.screen) }))]
