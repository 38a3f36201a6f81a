/** "(512) 555-0199" from the 10 stored digits; the spec's own demo style. */
export const formatUsPhone = (digits: string): string => (digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : digits)
