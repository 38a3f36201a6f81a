/**
 * Ids are text columns, so any string is a fair question that simply finds
 * no row. Only strings PostgreSQL cannot take as a text parameter at all
 * (a NUL character) or that no id could ever be (very long) are answered
 * "not found" without asking the database, so they never become a 500.
 */
const MAX_ID_LENGTH = 200

export const canBeAnId = (id: string): boolean => id.length > 0 && id.length <= MAX_ID_LENGTH && !id.includes("\u0000")
