/**
 * What a password must be: 8 to 128 characters (OWASP's minimum length, and a
 * maximum that keeps hashing cheap for the server). Characters are counted as
 * the learner sees them (code points), so an emoji counts once.
 */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128
export const PASSWORD_LENGTH_MESSAGE = "Password must be 8 to 128 characters."

export const passwordProblem = (password: string): string | null => {
  const length = [...password].length
  return length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH ? PASSWORD_LENGTH_MESSAGE : null
}
