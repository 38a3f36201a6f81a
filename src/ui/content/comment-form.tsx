/**
 * The signed-in learner's comment form under a post. The form's actor
 * validates (spec §5: the message shows once the field is touched), posts,
 * and keeps the posted comments for the thread; this renders its snapshot.
 */
import { useSelector } from "@xstate/react"
import { css } from "goober"
import { useRef, type FormEvent } from "react"
import { Form } from "react-aria-components"
import type { ActorRefFrom } from "xstate"
import {
  type commentFormMachine,
  isPostingComment,
  selectCommentCharactersLeft,
  selectCommentText,
  visibleCommentError
} from "../../machines/content/comment-form.machine.ts"
import { Button } from "../shared/primitives/button.tsx"
import { color, font, space } from "../shared/tokens.ts"
import { TextAreaField } from "../shared/primitives/text-area-field.tsx"

export type CommentFormActor = ActorRefFrom<typeof commentFormMachine>

const formClass = css`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  max-width: 70ch;
`

const footer = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
`

const left = css`
  color: ${color.textMuted};
  font-size: ${font.size.sm};
  font-variant-numeric: tabular-nums;
`

const over = css`
  color: ${color.error};
  font-weight: ${font.weight.semibold};
`

export function CommentForm({ actor }: { readonly actor: CommentFormActor }) {
  const text = useSelector(actor, selectCommentText)
  const error = useSelector(actor, visibleCommentError)
  const posting = useSelector(actor, isPostingComment)
  const charactersLeft = useSelector(actor, selectCommentCharactersLeft)
  const fieldRef = useRef<HTMLTextAreaElement>(null)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    actor.send({ type: "SUBMIT" })
    if (visibleCommentError(actor.getSnapshot()) !== null) {
      // After the press that submitted has finished, or it keeps focus on the button.
      setTimeout(() => fieldRef.current?.focus(), 0)
    }
  }

  return (
    <Form className={formClass} onSubmit={onSubmit} validationBehavior="aria" aria-label="Add a comment">
      <TextAreaField
        label="Your comment"
        name="comment"
        description="Plain text; links and formatting are removed."
        value={text}
        error={error}
        isRequired
        isReadOnly={posting}
        inputRef={fieldRef}
        onChange={(value) => actor.send({ type: "CHANGED", value })}
        onBlur={() => actor.send({ type: "BLURRED" })}
      />
      <div className={footer}>
        <span className={charactersLeft < 0 ? `${left} ${over}` : left}>
          {charactersLeft >= 0 ? `${charactersLeft} characters left` : `${-charactersLeft} characters too many`}
        </span>
        <Button type="submit" isPending={posting}>
          Post comment
        </Button>
      </div>
    </Form>
  )
}
