/**
 * An id taken from the address (a path parameter), decoded with the
 * contract's id schema (src/api/shared/ids.ts). An address that names no possible
 * record answers 404 with the area's own message, exactly like one naming a
 * record that does not exist (or belongs to someone else): the contract keeps
 * path parameters as plain strings so this decision stays a 404, never a 400.
 *
 *   const attemptIdOf = pathId(AttemptId, ATTEMPT_NOT_FOUND)
 *   … Effect.flatMap(attemptIdOf(params.attemptId), (attemptId) => service.attempt(me.userId, attemptId))
 */
import { Effect, Option, Schema } from "effect"
import { NotFound } from "../../src/api/shared/errors.ts"

export const pathId = <Id extends string>(schema: Schema.Codec<Id, string>, notFoundMessage: string) => {
  const decode = Schema.decodeUnknownOption(schema)
  return (raw: string): Effect.Effect<Id, NotFound> =>
    Option.match(decode(raw), {
      onNone: () => Effect.fail(new NotFound({ message: notFoundMessage })),
      onSome: Effect.succeed
    })
}
