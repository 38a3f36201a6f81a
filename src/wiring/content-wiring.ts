/**
 * The blog's and the content pages' half of the composition root: each
 * machine provided with the services it calls, and with what it does with
 * an outcome — a success toast, the shared failure handler (spec §8), or,
 * for a guest who presses Like or Dislike, a prompt to sign in that brings
 * them back (spec §2 lastLocation).
 */
import { navigate } from "wouter/use-browser-location"
import type { BlogCard, BlogPost, MyReactions } from "../api/blog.ts"
import type { ContactPayload, ContentPage, FaqGroup, PageSlug } from "../api/pages.ts"
import { signInPath } from "../domain/account/auth-paths.ts"
import { commentFormMachine, type CommentRequest } from "../machines/content/comment-form.machine.ts"
import { contactFormMachine } from "../machines/content/contact-form.machine.ts"
import { type PageRequest, providePagedList } from "../machines/shared/paged-list.machine.ts"
import { reactionMachine } from "../machines/content/reaction.machine.ts"
import { provideResource } from "../machines/shared/resource.machine.ts"
import { isSignedIn, type SessionSnapshot } from "../machines/account/session.machine.ts"
import * as contentCalls from "../services/content/content-calls.ts"
import { fromEffect } from "../services/shared/effect-actor.ts"
import type { AppRuntime } from "../services/shared/runtime.ts"
import { TOAST_OPTIONS } from "../services/shared/toasts.ts"
import type { ContentMachines, NoFilter } from "../ui/content/content-machines.ts"
import { SIGN_IN_TO_REACT, toastSignInPrompt } from "../ui/content/sign-in-prompt.tsx"
import { type Notifiers, outcomeActions } from "./notifiers.ts"

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
  askToSignIn: (message, href) => toastSignInPrompt(message, href, { navigate, options: TOAST_OPTIONS })
}

export const makeContentMachines = (
  runtime: AppRuntime,
  notifiers: Notifiers,
  session: SessionReader,
  environment: ContentEnvironment = browserEnvironment
): ContentMachines => {
  const outcomes = outcomeActions(notifiers)
  return {
    blogList: providePagedList<NoFilter, BlogCard>(
      fromEffect(runtime, (request: PageRequest<NoFilter>) => contentCalls.blogPage(request.page, request.perPage))
    ),
    blogPost: provideResource<string, BlogPost>(fromEffect(runtime, contentCalls.blogPost)),
    myReactions: provideResource<string, MyReactions>(fromEffect(runtime, contentCalls.myReactions)),
    reaction: reactionMachine.provide({
      actors: { react: fromEffect(runtime, contentCalls.react) },
      actions: {
        askToSignIn: () => environment.askToSignIn(SIGN_IN_TO_REACT, signInHref(environment.currentLocation())),
        notifyFailure: outcomes.notifyFailure
      },
      guards: { isSignedIn: () => isSignedIn(session.getSnapshot()) }
    }),
    commentForm: commentFormMachine.provide({
      actors: { addComment: fromEffect(runtime, (request: CommentRequest) => contentCalls.addComment(request)) },
      actions: outcomes
    }),
    faqs: provideResource<NoFilter, ReadonlyArray<FaqGroup>>(fromEffect(runtime, () => contentCalls.faqs)),
    contentPage: provideResource<PageSlug, ContentPage>(fromEffect(runtime, contentCalls.contentPage)),
    contactForm: contactFormMachine.provide({
      actors: { sendMessage: fromEffect(runtime, (message: ContactPayload) => contentCalls.sendContactMessage(message)) },
      actions: outcomes
    })
  }
}
