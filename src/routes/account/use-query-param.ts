/** One query parameter of the current location (e.g. lastLocation, email), or null. */
import { useSearch } from "wouter"

export const useQueryParam = (name: string): string | null => {
  const search = useSearch()
  const value = new URLSearchParams(search).get(name)
  return value === null || value === "" ? null : value
}
