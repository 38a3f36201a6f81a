/** The content screens' machines, from the admin area the composition root provided. */
import { useAdminMachines } from "../admin-machines.ts"
import type { AdminContentMachines } from "./content-machines.ts"

export const useContentMachines = (): AdminContentMachines => useAdminMachines().content
