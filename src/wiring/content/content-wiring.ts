/**
 * The blog's and the content pages' half of the composition root: each
 * machine provided with the services it calls, and with what it does with
 * an outcome — a success toast, the shared failure handler (spec §8), or,
 * for a guest who presses Like or Dislike, a prompt to sign in that brings
 * them back (spec §2 lastLocation).
 */
import type { BlogCard, BlogPost, MyReactions } from "../../api/content/blog.ts"
import type { ContactPayload, ContentPage, FaqGroup, PageSlug } from "../../api/content/pages.ts"
import { signInPath } from "../../domain/account/auth-paths.ts"
import { plainContact } from "../../domain/content/contact-rules.ts"
import { SIGN_IN_TO_REACT } from "../../domain/content/reaction.ts"
import { commentFormMachine, type CommentRequest } from "../../machines/content/comment-form.machine.ts"
import { provideForm } from "../../machines/shared/form.machine.ts"
import { type PageRequest, providePagedList } from "../../machines/shared/paged-list.machine.ts"
import { reactionMachine } from "../../machines/content/reaction.machine.ts"
import { provideResource } from "../../machines/shared/resource.machine.ts"
import { isSignedIn, type SessionSnapshot } from "../../machines/account/session.machine.ts"
import type { ReactionPress } from "../../services/content/content-calls.ts"
import { fromFormSchema } from "../../services/shared/form-check.ts"
import { fromLazyEffect, type RuntimeSource } from "../../services/shared/lazy-runtime.ts"
import type { ContentMachines, NoFilter } from "../../ui/content/content-machines.ts"
import { type Notifiers, outcomeActions } from "../shared/notifiers.ts"
import { toastSignInLater } from "../shared/sign-in-toast.ts"

/** What the wiring reads of the session: whether the learner is signed in right now. */
export interface SessionReader {
  readonly getSnapshot: () => SessionSnapshot
}

/** The page around the machines; the browser's by default, fakes in tests. */
export interface ContentEnvironment {
  /** The page the learner is on, path plus query. */
  readonly currentLocation: () => string
  /** Shows a guest `message` with a link to `signInHref`. */
  readonly askToSignIn: (message: string, signInHref: string) => void
}

/** The sign-in screen, told where to come back to. */
export const signInHref = signInPath

export const browserEnvironment: ContentEnvironment = {
  currentLocation: () => `${window.location.pathname}${window.location.search}`,
  askToSignIn: (message, href) => toastSignInLater(message, href)
}

/** The content calls, loaded with the first of them (a rendered page's loaders start from their snapshots). */
const contentCalls = () => import("../../services/content/content-calls.ts")

export const makeContentMachines = (
  runtime: RuntimeSource,
  notifiers: Notifiers,
  session: SessionReader,
  environment: ContentEnvironment = browserEnvironment
): ContentMachines => {
  const outcomes = outcomeActions(notifiers)
  return {
    blogList: providePagedList<NoFilter, BlogCard>(
      fromLazyEffect(runtime, contentCalls, (calls, request: PageRequest<NoFilter>) => calls.blogPage(request.page, request.perPage)),
      notifiers.reportFailure
    ),
    blogPost: provideResource<string, BlogPost>(
      fromLazyEffect(runtime, contentCalls, (calls, id: string) => calls.blogPost(id)),
      notifiers.reportFailure
    ),
    myReactions: provideResource<string, MyReactions>(
      fromLazyEffect(runtime, contentCalls, (calls, id: string) => calls.myReactions(id)),
      notifiers.reportFailure
    ),
    reaction: reactionMachine.provide({
      actors: { react: fromLazyEffect(runtime, contentCalls, (calls, press: ReactionPress) => calls.react(press)) },
      actions: {
        askToSignIn: () => environment.askToSignIn(SIGN_IN_TO_REACT, signInHref(environment.currentLocation())),
        notifyFailure: outcomes.notifyFailure
      },
      guards: { isSignedIn: () => isSignedIn(session.getSnapshot()) }
    }),
    commentForm: commentFormMachine.provide({
      actors: { addComment: fromLazyEffect(runtime, contentCalls, (calls, request: CommentRequest) => calls.addComment(request)) },
      actions: outcomes
    }),
    faqs: provideResource<NoFilter, ReadonlyArray<FaqGroup>>(
      fromLazyEffect(runtime, contentCalls, (calls) => calls.faqs),
      notifiers.reportFailure
    ),
    contentPage: provideResource<PageSlug, ContentPage>(
      fromLazyEffect(runtime, contentCalls, (calls, slug: PageSlug) => calls.contentPage(slug)),
      notifiers.reportFailure
    ),
    // Sent as plain text, as the server stores it; a success toasts the server's message and empties the form.
    contactForm: provideForm<ContactPayload, string>({
      validate: fromFormSchema(() => import("../../api/content/pages.ts").then((contract) => contract.ContactForm)),
      submit: fromLazyEffect(runtime, contentCalls, (calls, message: ContactPayload) => calls.sendContactMessage(plainContact(message))),
      submitted: ({ output }) => notifiers.toastSuccess(output),
      failed: ({ error }) => notifiers.reportFailure(error)
    })
  }
}
