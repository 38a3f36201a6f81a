/** The sales part of the admin area's machines (apart from sales-machines.ts, which admin-machines.ts imports: no cycle). */
import { useAdminMachines } from "../admin-machines.ts"
import type { AdminSalesMachines } from "./sales-machines.ts"

export const useSalesMachines = (): AdminSalesMachines => useAdminMachines().sales
