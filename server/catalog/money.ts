/**
 * Money travels as a number of dollars with two decimals (src/api/catalog/catalog.ts).
 * PostgreSQL's numeric comes back from the driver as a string, so every
 * price read from the database passes through here.
 */
export const toMoney = (value: string | number): number => Math.round(Number(value) * 100) / 100

export const toMoneyOrNull = (value: string | number | null): number | null => (value === null ? null : toMoney(value))
