/**
 * The shell's half of the composition root: the header, menu and footer
 * content and the newsletter box that every page shows. The site content
 * gets its loaders, the header search its navigation, and the newsletter
 * its call and what it does with the outcome (a toast, or the shared
 * failure handler, spec §8).
 */
import { navigate } from "wouter/use-browser-location"
import { createActor, type Snapshot } from "xstate"
import { examSearchPath } from "../../domain/catalog/catalog-paths.ts"
import { headerMachine } from "../../machines/shell/header.machine.ts"
import { provideForm } from "../../machines/shared/form.machine.ts"
import { siteContentMachine } from "../../machines/shell/site-content.machine.ts"
import { fromFormSchema } from "../../services/shared/form-check.ts"
import { fromLazyEffect, type RuntimeSource } from "../../services/shared/lazy-runtime.ts"
import type { NewsletterValues, ShellActors } from "../../ui/shared/app-actors.ts"
import type { Notifiers } from "../shared/notifiers.ts"
import { inspected } from "../shared/flow-inspection.ts"

/** The shell's calls, loaded with the first of them (a rendered page has its menu and footer already). */
const shellCalls = () => import("../../services/shell/shell-calls.ts")

/** The menu and footer content, loaded through the API (in the browser, or on the server for a rendered page). */
export const siteContentLogic = (runtime: RuntimeSource) =>
  siteContentMachine.provide({
    actors: {
      loadMenu: fromLazyEffect(runtime, shellCalls, (calls) => calls.loadMenu),
      loadFooter: fromLazyEffect(runtime, shellCalls, (calls) => calls.loadFooter)
    }
  })

/**
 * The shell's app-wide actors, started (the site content starts loading at
 * once, or starts from `siteContent`, the snapshot a server-rendered page
 * embedded: menu and footer already there).
 */
export const startShell = (runtime: RuntimeSource, notifiers: Pick<Notifiers, "toastSuccess" | "reportFailure">, siteContent?: unknown): ShellActors => ({
  siteContent: createActor(siteContentLogic(runtime), {
    ...inspected,
    ...(siteContent === undefined ? {} : { snapshot: siteContent as Snapshot<unknown> })
  }).start(),

  header: createActor(
    headerMachine.provide({
      actions: {
        goToSearch: (_, params) => navigate(examSearchPath(params.searchString))
      }
    }),
    inspected
  ).start(),

  newsletter: createActor(
    provideForm<NewsletterValues, string>({
      validate: fromFormSchema(() => import("../../api/shell/visitor.ts").then((contract) => contract.NewsletterForm)),
      submit: fromLazyEffect(runtime, shellCalls, (calls, values: NewsletterValues) => calls.subscribeToNewsletter(values.email.trim())),
      // A success toasts the answer's message (spec §4) and empties the form. The bridge rejects with the
      // ApiFailure itself; the shared handler also covers a defect, so the learner always gets a readable message.
      submitted: ({ output }) => notifiers.toastSuccess(output),
      failed: ({ error }) => notifiers.reportFailure(error)
    }),
    { ...inspected, input: { values: { email: "" }, afterSuccess: "reset" } }
  ).start()
})
