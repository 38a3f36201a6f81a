/** The question bank screens' machines, from the admin area (kept apart from questions-machines.ts, which admin-machines.ts imports). */
import { useAdminMachines } from "../admin-machines.ts"
import type { AdminQuestionsMachines } from "./questions-machines.ts"

export const useQuestionsMachines = (): AdminQuestionsMachines => useAdminMachines().questions
